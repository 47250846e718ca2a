/**
 * A place in the page filled by a remote's screen. Third layer of failure isolation: an error boundary per slot
 * with a Retry button, so one broken remote never takes the page down.
 */
import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { isRemoteUnavailable, REMOTE_PACKAGES, type BuildInfo, type RemoteName, type ScreenOf } from '@storefront/shared';
import { color, focusRing, font, radius, space, Spinner } from '@storefront/shared/ui';
import { forgetRoutesModule, loadRoutesModule } from './remotes';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the shop is unavailable right now';

/** How a build is written wherever it is shown: its version, then its build id (as in the apps' manifests). */
export const buildLabel = (build: BuildInfo) => `${build.version}+${build.id}`;

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
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

class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A remote screen failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The remote's screen, once its `./routes` module is there (React suspends on the module's promise until then). */
function ScreenFromRemote({ remote, screen, onRetry }: { remote: RemoteName; screen: string; onRetry: () => void }) {
  const module = use(loadRoutesModule(remote));
  if (isRemoteUnavailable(module)) return <RemoteUnavailable remote={remote} onRetry={onRetry} />;
  const Screen = (module.screens as Record<string, ComponentType>)[screen];
  if (!Screen) throw new Error(`${REMOTE_PACKAGES[remote]} has no screen ${screen}`);
  // The remote's build on its slot, so ops (and the redeploy journeys) can tell which build a page runs.
  const build = module.build && buildLabel(module.build);
  return (
    <div data-remote={remote} data-build={build} css={{ display: 'contents' }}>
      <Screen />
    </div>
  );
}

export function RemoteScreen<R extends RemoteName>({ remote, screen }: { remote: R; screen: ScreenOf<R> }) {
  const [attempt, setAttempt] = useState(0);
  // Retry forgets the remote's module, so the next render loads it again.
  const retry = () => {
    forgetRoutesModule(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <SlotBoundary key={attempt} fallback={<RemoteUnavailable remote={remote} onRetry={retry} />}>
      <Suspense
        fallback={
          <div css={{ display: 'flex', justifyContent: 'center', padding: space[12] }}>
            <Spinner />
          </div>
        }
      >
        <ScreenFromRemote remote={remote} screen={screen} onRetry={retry} />
      </Suspense>
    </SlotBoundary>
  );
}
