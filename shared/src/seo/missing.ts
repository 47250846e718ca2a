/**
 * The heading of the screen that says a path has nothing to show, which is also the path's title: the screens (the
 * catalog's product page, the pages remote's dynamic page) and the head the server sends for the same path read it here.
 */
export const MISSING_TITLES = { product: 'Product not found', page: 'Page not found' } as const;

export type MissingThing = keyof typeof MISSING_TITLES;
