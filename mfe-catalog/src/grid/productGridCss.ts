import { layout, mq, PRODUCT_GRID } from '@storefront/shared/ui';

/**
 * A grid of product cards (the listing, a dynamic page's product grid), with the kit's columns and gaps. Cards stay
 * wide enough for a price, its struck MRP and the saving on one line, so a real card is as tall as its skeleton.
 */
const { columns: COLUMNS, gap: GAP } = PRODUCT_GRID;
/** The first row at the widest layout: its pictures load at once, the rest lazily. */
export const PRODUCT_GRID_FIRST_ROW = COLUMNS.full;
const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const productGridCss = {
  display: 'grid',
  gap: GAP.base,
  ...columns(COLUMNS.base),
  [mq.smUp]: { ...columns(COLUMNS.sm), gap: GAP.sm },
  [mq.mdUp]: columns(COLUMNS.md),
  [mq.lgUp]: columns(COLUMNS.lg),
  [`@media (min-width: ${layout.contentMaxWidth})`]: columns(COLUMNS.full),
} as const;
