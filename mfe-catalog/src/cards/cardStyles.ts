/** The look every catalogue card shares (product, supplier, category, brand): frame, hover and the link inside. */
import { color, focusRing, layout, motion, mq, radius, shadow, space } from '@storefront/shared/ui';

/** The height of `lines` lines of text: fixed rows make a skeleton card exactly as tall as a real one. */
export const rowHeight = (size: string, lineHeight: number, lines = 1) => `calc(${size} * ${lineHeight * lines})`;

export const cardFrameCss = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  padding: space[3],
  // Phones: a narrower frame leaves the price line room for the struck MRP and the saving.
  [mq.belowSm]: { padding: space[2] },
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
  color: color.text,
} as const;

export const cardHoverCss = {
  transition: `box-shadow ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  '&:hover': { boxShadow: shadow.md, borderColor: color.borderStrong },
} as const;

/** The link inside a card: its picture and name. The focus ring stays inside the frame (a carousel clips outside it). */
export const cardLinkCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: radius.md,
  '&:focus-visible': focusRing,
} as const;
