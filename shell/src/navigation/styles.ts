/** Style pieces of the bars (on every first screen); the menus' own are menuStyles.ts, loaded with the menus. */
import type { CSSObject } from '@emotion/react';
import { color, focusRing, font, layout, radius, space } from '@storefront/shared/ui';

export const barButtonCss: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  height: layout.controlHeight,
  padding: `0 ${space[3]}`,
  boxSizing: 'border-box',
  borderRadius: radius.md,
  border: `${layout.borderWidth} solid ${color.border}`,
  background: color.surfaceRaised,
  color: color.text,
  font: 'inherit',
  fontSize: font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:focus-visible': focusRing,
};

/** A menu item whose child list opens while the item is hovered or holds the keyboard focus. */
export const OPEN_ON_HOVER_OR_FOCUS: CSSObject = { '&:hover > ul, &:focus-within > ul': { display: 'block' } };
/** A menu item whose child list opens while it is hovered (by keyboard, its toggle button opens it). */
export const OPEN_ON_HOVER: CSSObject = { '&:hover > ul': { display: 'block' } };
