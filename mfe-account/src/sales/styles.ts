/** The dashboard's look, from the design tokens only. */
import type { CSSObject } from '@emotion/react';
import { color, focusRing, font, layout, mq, radius, space, visuallyHidden } from '@storefront/shared/ui';

/** How tall the revenue chart is, and its skeleton: the chart arriving moves nothing. */
export const CHART_HEIGHT = '16rem';

/** A block of the dashboard (revenue per day, recent orders, top products), set off by a rule inside the screen's card. */
export const panelCss: CSSObject = {
  display: 'grid',
  gap: space[3],
  alignContent: 'start',
  minWidth: 0,
  paddingTop: space[5],
  borderTop: `${layout.borderWidth} solid ${color.border}`,
};

export const panelHeadingCss: CSSObject = {
  margin: 0,
  fontSize: font.size.lg,
  fontWeight: font.weight.semibold,
  lineHeight: font.lineHeight.tight,
};

/**
 * A table's own sideways scroll on a narrow screen, so the page never scrolls sideways. Focusable (with a name),
 * so a keyboard can scroll it too.
 */
export const tableScrollCss: CSSObject = {
  overflowX: 'auto',
  minWidth: 0,
  borderRadius: radius.md,
  '&:focus-visible': focusRing,
};

/** Cells marked `data-numeric` (counts, amounts) line up on the right, digits of equal width. */
export const tableCss: CSSObject = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.size.sm,
  lineHeight: font.lineHeight.normal,
  color: color.text,
  '& th, & td': {
    padding: `${space[2]} ${space[3]}`,
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `${layout.borderWidth} solid ${color.border}`,
  },
  // By position in the row: a row's heading cell is both the first and the last `th` of its row.
  '& tr > :first-child': { paddingLeft: 0 },
  '& tr > :last-child': { paddingRight: 0 },
  '& thead th': { fontWeight: font.weight.semibold, color: color.textMuted, whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: font.weight.medium },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& [data-numeric]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
};

/**
 * On a phone, a table whose rows are records (the recent orders) shows each row as a small card of its cells, laid
 * out as `rows` of `data-cell` names in two columns: nothing to scroll sideways, nothing cut off. The column headings
 * stay for screen readers.
 */
export const stackedRowsCss = (rows: [string, string][]): CSSObject => ({
  [mq.belowSm]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: rows.map((row) => `"${row.join(' ')}"`).join(' '),
      gap: `${space[1]} ${space[3]}`,
      alignItems: 'center',
      padding: `${space[3]} 0`,
      borderBottom: `${layout.borderWidth} solid ${color.border}`,
    },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody tr > *': { display: 'block', padding: 0, border: 0 },
    '& [data-cell]': { minWidth: 0 },
    ...Object.fromEntries(rows.flat().map((cell) => [`& [data-cell="${cell}"]`, { gridArea: cell }])),
  },
});

export const captionCss: CSSObject = {
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: space[2],
  fontSize: font.size.xs,
  color: color.textMuted,
};

export const mutedTextCss: CSSObject = { margin: 0, color: color.textMuted, lineHeight: font.lineHeight.normal };
