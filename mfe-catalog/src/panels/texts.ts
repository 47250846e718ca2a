/** The panels' own fixed words; messages the server sends are in the shared contracts. */

export const CATEGORY_FILTER_TEXTS = {
  title: 'Category Filter',
  categories: 'Categories',
  reset: 'Reset All',
  apply: 'Apply Filters',
  noCategories: 'There are no categories to filter by yet.',
} as const;

export const WISHLIST_MODAL_TEXTS = {
  title: 'Add Products In Wishlist',
  lists: 'Your wishlists',
  loading: 'Loading your wishlists',
  create: 'Create Another Wishlist',
  createTitle: 'Create Another Wish List',
  name: 'New Wishlist',
  submit: 'Submit',
  guest: 'Sign in to keep products in your wishlists.',
  signIn: 'Sign in',
} as const;
