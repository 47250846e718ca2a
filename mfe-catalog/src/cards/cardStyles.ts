/** The look every catalogue card shares (product, supplier, category, brand): frame, hover and the link inside. */
import { color, focusRing, motion, mq, PRODUCT_CARD_FRAME, radius, shadow, space } from '@storefront/shared/ui';

export const cardFrameCss = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  padding: PRODUCT_CARD_FRAME.padding.sm,
  [mq.belowSm]: { padding: PRODUCT_CARD_FRAME.padding.base },
  border: `${PRODUCT_CARD_FRAME.border} solid ${color.border}`,
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
