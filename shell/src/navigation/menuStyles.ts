/** Style pieces of the menus (dropdowns, sub-menus, drawer), loaded with them. */
import type { CSSObject } from '@emotion/react';
import { color, focusRing, font, layout, radius, space } from '@storefront/shared/ui';

/** An entry of a dropdown or drawer menu. */
export const menuEntryCss: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  width: '100%',
  boxSizing: 'border-box',
  padding: `${space[2]} ${space[3]}`,
  border: 'none',
  borderRadius: radius.sm,
  background: 'none',
  color: color.text,
  font: 'inherit',
  fontSize: font.size.sm,
  textAlign: 'left',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: color.surface, color: color.primary },
  '&:focus-visible': focusRing,
};

/** A menu's floating box. */
export const menuBoxCss: CSSObject = {
  margin: 0,
  padding: space[1],
  listStyle: 'none',
  minWidth: '12rem',
  background: color.surfaceRaised,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.md,
};
