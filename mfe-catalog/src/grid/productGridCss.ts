import { layout, mq, space } from '@storefront/shared/ui';

/**
 * Columns of a grid of product cards (the listing, a dynamic page's product grid): 2 on phones, 3 from 640px, 4 from
 * 768px, 5 from 1024px and 6 once the content is at its full width. Cards stay wide enough for a price, its struck
 * MRP and the saving on one line, so a real card is as tall as its skeleton.
 */
const COLUMNS = { base: 2, sm: 3, md: 4, lg: 5, full: 6 } as const;
/** The first row at the widest layout: its pictures load at once, the rest lazily. */
export const PRODUCT_GRID_FIRST_ROW = COLUMNS.full;
const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const productGridCss = {
  display: 'grid',
  gap: space[3],
  ...columns(COLUMNS.base),
  [mq.smUp]: { ...columns(COLUMNS.sm), gap: space[4] },
  [mq.mdUp]: columns(COLUMNS.md),
  [mq.lgUp]: columns(COLUMNS.lg),
  [`@media (min-width: ${layout.contentMaxWidth})`]: columns(COLUMNS.full),
} as const;
