/** What a slot shows when its remote could not be loaded or broke: the reason in words, and Retry. */
import { REMOTE_PACKAGES, type RemoteName } from '@storefront/shared';
import { color, focusRing, font, radius, space } from '@storefront/shared/ui';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the shop is unavailable right now';

export default function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <section role="alert" data-testid={`remote-fallback-${remote}`} css={{ padding: `${space[12]} ${space[4]}`, textAlign: 'center' }}>
      <h2 css={{ fontSize: font.size.xl, margin: `0 0 ${space[2]}` }}>{REMOTE_UNAVAILABLE_TITLE}</h2>
      <p css={{ color: color.textMuted, margin: `0 0 ${space[4]}` }}>
        We could not load {REMOTE_PACKAGES[remote]}. The rest of the shop still works.
      </p>
      <button
        type="button"
        onClick={onRetry}
        css={{
          padding: `${space[3]} ${space[5]}`,
          borderRadius: radius.md,
          border: 'none',
          background: color.primary,
          color: color.onPrimary,
          font: 'inherit',
          fontWeight: font.weight.semibold,
          cursor: 'pointer',
          '&:focus-visible': focusRing,
        }}
      >
        Retry
      </button>
    </section>
  );
}
