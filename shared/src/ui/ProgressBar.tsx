import { keyframes } from '@emotion/react';
import { reducedMotion } from './styles';
import { color, radius, space } from './tokens';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export interface ProgressBarProps {
  /** Omit for an indeterminate bar (work of unknown length). */
  value?: number;
  max?: number;
  label?: string;
  className?: string;
}

export function ProgressBar({ value, max = 100, label = 'Loading', className }: ProgressBarProps) {
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? max : undefined}
      aria-valuenow={determinate ? clamped : undefined}
      className={className}
      css={{ position: 'relative', height: space[1], overflow: 'hidden', borderRadius: radius.pill, background: color.border }}
    >
      <div
        css={[
          { height: '100%', borderRadius: radius.pill, background: color.primary },
          determinate
            ? { width: `${max > 0 ? (clamped / max) * 100 : 0}%` }
            : { width: '40%', animation: `${slide} 1.2s ease-in-out infinite`, [reducedMotion]: { animation: 'none', width: '100%', opacity: 0.5 } },
        ]}
      />
    </div>
  );
}
