import { keyframes } from '@emotion/react';
import { reducedMotion } from './styles';
import { color, space } from './tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The turning ring alone, hidden from assistive technology (a button's loading state uses it). */
export function SpinnerRing({ size = space[8], tone = color.primary }: { size?: number | string; tone?: string }) {
  const width = typeof size === 'number' ? `${size}px` : size;
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-block',
        flexShrink: 0,
        width,
        height: width,
        borderRadius: '50%',
        border: `calc(${width} / 8) solid ${color.border}`,
        borderTopColor: tone,
        animation: `${spin} 0.8s linear infinite`,
        [reducedMotion]: { animationDuration: '2.4s' },
      }}
    />
  );
}

export interface SpinnerProps {
  /** A number of pixels or a CSS length; default `space[8]`. */
  size?: number | string;
  /** What is loading, for assistive technology. */
  label?: string;
}

export function Spinner({ size, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} css={{ display: 'inline-flex', padding: space[2] }}>
      <SpinnerRing size={size} />
    </span>
  );
}
