/**
 * The product listing's geometry, which two sides read: mfe-catalog draws the listing with it, and the server's first
 * frame (server/src/web/bootFrame.ts) draws a listing's first row of pictures where the listing then draws them,
 * before any script has run. Below the md breakpoint every row above the grid has a fixed height, so where the grid
 * starts depends only on whether the listing is filtered (the filters' row).
 */
import { color, font, layout, radius, space } from './tokens';

/** The height of `lines` lines of text: a row of fixed height whatever its text, font or fallback font. */
export const rowHeight = (size: string, lineHeight: number, lines = 1) => `calc(${size} * ${lineHeight * lines})`;

/** A grid of product cards: 2 columns on phones, 3 from sm, 4 from md, 5 from lg and 6 at the content's full width. */
export const PRODUCT_GRID = {
  columns: { base: 2, sm: 3, md: 4, lg: 5, full: 6 },
  gap: { base: space[3], sm: space[4] },
} as const;

/** A product card's frame: its border and its padding (narrower on phones, which leaves the price line room). */
export const PRODUCT_CARD_FRAME = {
  border: layout.borderWidth,
  padding: { base: space[2], sm: space[3] },
} as const;

/** The frame a catalogue picture sits in: a rounded square of the surface colour. */
export const PICTURE_FRAME = {
  aspectRatio: '1 / 1',
  borderRadius: radius.md,
  background: color.surface,
  overflow: 'hidden',
} as const;

/** The rows above a listing's grid, each of a fixed height below md. */
export const LISTING_ROWS = {
  /** Between the title, the toolbar, the filters' row and the grid. */
  gap: space[4],
  /** The title: one line, cut with an ellipsis. */
  title: {
    marginTop: space[2],
    fontSize: { base: font.size.xl, sm: font.size['2xl'] },
    height: { base: rowHeight(font.size.xl, font.lineHeight.tight), sm: rowHeight(font.size['2xl'], font.lineHeight.tight) },
  },
  /** The toolbar below md: the count's line, then two rows of controls (Filters and Brand; the sort). */
  toolbar: {
    count: rowHeight(font.size.sm, font.lineHeight.normal),
    control: layout.controlHeight,
    gap: space[3],
  },
  /** The active filters as one row of tags, scrolled sideways below md. */
  filters: layout.controlHeightSm,
} as const;

/** The toolbar's height below md. */
export const LISTING_PHONE_TOOLBAR_HEIGHT = `calc(${LISTING_ROWS.toolbar.count} + 2 * ${LISTING_ROWS.toolbar.control} + 2 * ${LISTING_ROWS.toolbar.gap})`;
