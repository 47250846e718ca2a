import { keyframes } from '@emotion/react';
import { reducedMotion } from './styles';
import { color, font, radius as radii, space } from './tokens';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export interface SkeletonProps {
  /** Numbers are pixels; strings any CSS length. Default: the full width. */
  width?: number | string;
  /** Default: one line of text. */
  height?: number | string;
  /** A radius token name or a CSS length. */
  radius?: keyof typeof radii | number | string;
  className?: string;
}

/** A grey block standing in for content while it loads; hidden from assistive technology (mark the region `aria-busy`). */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className}
      css={{
        display: 'block',
        width,
        height,
        borderRadius: typeof radius === 'string' && radius in radii ? radii[radius as keyof typeof radii] : radius,
        background: `linear-gradient(90deg, ${color.skeleton} 25%, ${color.surface} 50%, ${color.skeleton} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.4s ease-in-out infinite`,
        [reducedMotion]: { animation: 'none', background: color.skeleton },
      }}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Lines of text in waiting; the last one is shorter, like a paragraph's end. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={className} css={{ display: 'flex', flexDirection: 'column', gap: space[2] }}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={font.size.sm} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
