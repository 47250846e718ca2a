/** How the cart panel and the order success page draw the grand total of their totals list. */
import type { CSSObject } from '@emotion/react';
import { color, font, layout, space } from '@storefront/shared/ui';

export const grandTotalRowCss: CSSObject = {
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
  borderTop: `${layout.borderWidth} solid ${color.border}`,
  paddingTop: space[2],
  '& dt': { color: 'inherit' },
};
