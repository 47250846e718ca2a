/** How the cart's pieces are laid out, wherever they are shown (the cart panel, the checkout). */
import { color, font, layout, radius, space } from '@storefront/shared/ui';

export const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[4] } as const;

export const lineCss = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  paddingBottom: space[4],
  borderBottom: `${layout.borderWidth} solid ${color.border}`,
} as const;

/** A small tinted box: a notice, a line's message, the pincode warning (each adds its colours). */
export const boxCss = {
  margin: 0,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.md,
  fontSize: font.size.sm,
  lineHeight: font.lineHeight.normal,
} as const;
