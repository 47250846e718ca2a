import { keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export function Spinner({ size = 32, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-label={label} css={{ display: 'inline-flex', padding: 8 }}>
      <span
        css={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: '3px solid rgba(0,0,0,0.12)',
          borderTopColor: 'var(--sf-primary, #0c831f)',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </span>
  );
}
