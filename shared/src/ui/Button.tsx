import type { CSSObject } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { SpinnerRing } from './Spinner';
import { focusVisible, type ControlSize } from './styles';
import { color, font, layout, motion, radius, space } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = ControlSize;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
}

const base: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  border: `${layout.borderWidth} solid transparent`,
  borderRadius: radius.md,
  fontFamily: font.family,
  fontWeight: font.weight.semibold,
  lineHeight: font.lineHeight.tight,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  ...focusVisible,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
};

const sizes: Record<ButtonSize, CSSObject> = {
  md: { minHeight: layout.controlHeight, padding: `0 ${space[4]}`, fontSize: font.size.md },
  sm: { minHeight: layout.controlHeightSm, padding: `0 ${space[3]}`, fontSize: font.size.sm },
};

const enabledHover = (style: CSSObject): CSSObject => ({ '&:hover:not(:disabled)': style });

const variants: Record<ButtonVariant, CSSObject> = {
  primary: { background: color.primary, color: color.onPrimary, ...enabledHover({ background: color.primaryHover }) },
  secondary: {
    background: color.surfaceRaised,
    color: color.primary,
    borderColor: color.primary,
    ...enabledHover({ background: color.primarySoft }),
  },
  ghost: { background: 'transparent', color: color.primary, ...enabledHover({ background: color.primarySoft }) },
  danger: { background: color.danger, color: color.onPrimary, ...enabledHover({ opacity: 0.9 }) },
};

/** A `<button type="button">` unless told otherwise; native props and `ref` go to the element. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={[base, sizes[size], variants[variant], fullWidth && { width: '100%' }]}
      {...rest}
    >
      {loading && <SpinnerRing size="1em" tone="currentColor" />}
      {children}
    </button>
  );
}
