/** Style pieces the kit's components share. Internal to the kit unless the entry exports them (screens' styles). */
import type { CSSObject } from '@emotion/react';
import { MODAL_WIDTH_PX } from '@storefront/shared';
import { color, focusRing, font, layout, mq, radius, shadow, space } from './tokens';

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const focusVisible: CSSObject = { '&:focus-visible': focusRing };

/**
 * A square button holding one icon or sign (the stepper's − and +, a dialog's close, the wishlist heart): a small
 * control's size, no border or padding, the focus ring. Each adds its own shape and colours.
 */
export const iconButtonCss: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: layout.controlHeightSm,
  height: layout.controlHeightSm,
  padding: 0,
  border: 0,
  cursor: 'pointer',
  ...focusVisible,
};

/**
 * A link or control standing alone (not in a sentence) made a 24 px tap target at least (WCAG 2.5.8), its words
 * centred in it: "View all", a footer link.
 */
export const tapTargetCss: CSSObject = { display: 'inline-flex', alignItems: 'center', minHeight: space[6] };

export type ControlSize = 'md' | 'sm';

/** Text inputs and selects, and buttons that look like them: one height, border and focus treatment. */
export function controlCss(size: ControlSize = 'md', invalid = false): CSSObject {
  return {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: size === 'sm' ? layout.controlHeightSm : layout.controlHeight,
    padding: `0 ${size === 'sm' ? space[2] : space[3]}`,
    fontFamily: font.family,
    fontSize: size === 'sm' ? font.size.sm : font.size.md,
    color: color.text,
    background: color.surfaceRaised,
    border: `${layout.borderWidth} solid ${invalid ? color.danger : color.borderStrong}`,
    borderRadius: radius.md,
    ...focusVisible,
    // Read-only text: a button or a select is :read-only to CSS as well, and keeps the editable look.
    '&:read-only:not(select):not(button)': { background: color.surface },
    '&:disabled': { background: color.surface, color: color.textMuted, cursor: 'not-allowed' },
  };
}

export const labelCss: CSSObject = {
  display: 'block',
  marginBottom: space[1],
  fontSize: font.size.sm,
  fontWeight: font.weight.medium,
  color: color.text,
};
export const hintCss: CSSObject = { margin: `${space[1]} 0 0`, fontSize: font.size.xs, color: color.textMuted };
export const errorCss: CSSObject = { margin: `${space[1]} 0 0`, fontSize: font.size.xs, color: color.danger };

/** An inline text link in the theme colour, underlined on hover (exported: screens style their links with it). */
export const textLinkCss: CSSObject = {
  color: color.primary,
  fontWeight: font.weight.semibold,
  textDecoration: 'none',
  borderRadius: radius.sm,
  '&:hover': { textDecoration: 'underline' },
  ...focusVisible,
};

/** A full-width screen that shows one card (sign-in, payment): a tinted backdrop down to the footer, the card at its top. */
export const cardPageCss: CSSObject = {
  display: 'flex',
  justifyContent: 'center',
  padding: `${space[8]} ${space[4]} ${space[12]}`,
  background: color.surface,
  minHeight: '100vh',
  boxSizing: 'border-box',
};

/** The card of a `cardPageCss` screen, a dialog's width at most. */
export const cardCss: CSSObject = {
  width: '100%',
  maxWidth: `${MODAL_WIDTH_PX}px`,
  alignSelf: 'flex-start',
  background: color.surfaceRaised,
  color: color.text,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  padding: space[6],
  boxShadow: shadow.sm,
  boxSizing: 'border-box',
};

/** The heading row of a titled section of cards (a carousel, a product grid): title, "View all", controls. */
export const sectionHeaderCss: CSSObject = { display: 'flex', alignItems: 'center', gap: space[3], marginBottom: space[1] };
export const sectionTitleCss: CSSObject = {
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
  lineHeight: font.lineHeight.tight,
  [mq.smUp]: { fontSize: font.size.xl },
};
