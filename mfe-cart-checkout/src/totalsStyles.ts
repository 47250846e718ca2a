/** How the cart panel, the payment screens and the order success page draw their totals (a <dl> of label/amount rows). */
import type { CSSObject } from '@emotion/react';
import { color, font, layout, space } from '@storefront/shared/ui';

export const grandTotalRowCss: CSSObject = {
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
  borderTop: `${layout.borderWidth} solid ${color.border}`,
  paddingTop: space[2],
  '& dt': { color: 'inherit' },
};

/** Label left (muted), amount right, one row per `<div>`; screens add how their amounts are set. */
export const totalsListCss: CSSObject = {
  display: 'grid',
  gap: space[2],
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: space[3] },
  '& dt': { color: color.textMuted },
};
