import { MISSING_TITLES } from '@storefront/shared/seo';

/** The words of dynamic pages. */
export const PAGE_TEXTS = {
  notFoundTitle: MISSING_TITLES.page,
  notFound: (path: string) => `There is nothing at ${path}.`,
  loadFailedTitle: 'This page could not be loaded',
  browseProducts: 'Browse all products',
  tryAgain: 'Try again',
  /** In place of a component the page cannot show (a type it does not know, data it cannot read, a failure). */
  componentUnavailable: 'This part of the page is not available right now.',
  catalogUnavailable: 'These products could not be loaded.',
} as const;

/** What the log says about a component the page cannot show, for the shop's editors and whoever reads the reports. */
export const PAGE_LOGS = {
  unknownType: (type: string, name: string) => `Page component "${name}" has a type this storefront does not know: "${type}"`,
  invalidData: (type: string, name: string) => `Page component "${name}" (${type}) has data its type cannot read`,
  failed: (type: string, name: string) => `Page component "${name}" (${type}) failed to render`,
} as const;
