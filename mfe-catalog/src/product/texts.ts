import { MISSING_TITLES } from '@storefront/shared/seo';

/** The product page's words. */
export const PRODUCT_TEXTS = {
  loading: 'Loading product',
  notFound: MISSING_TITLES.product,
  notFoundMessage: 'This product is not in the shop any more, or the link is mistyped.',
  failed: 'We could not load this product',
  failedMessage: 'Something went wrong on our side. Please try again in a moment.',
  retry: 'Try again',
  browse: 'Browse all products',
  packs: 'Choose a pack',
  pictures: 'Pictures',
  showPicture: (index: number) => `Show picture ${index}`,
  description: 'About this product',
  info: 'Product information',
  boughtTogether: 'Frequently bought together',
  similar: 'Similar products',
} as const;
