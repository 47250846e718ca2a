/**
 * A place in the page filled by a remote's screen. Third layer of failure isolation: an error boundary per slot
 * with a Retry button, so one broken remote never takes the page down.
 */
import { Component, lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { isRemoteUnavailable, REMOTE_PACKAGES, type BuildInfo, type RemoteName, type ScreenOf } from '@storefront/shared';
import { space, Spinner } from '@storefront/shared/ui';
import { errorReporter } from '@storefront/shared/runtime';
import { forgetRoutesModule, loadRoutesModule } from './remotes';
import { ClientRenderedSlot, ServerRenderingContext } from './serverRendering';

/** How a build is written wherever it is shown: its version, then its build id (as in the apps' manifests). */
export const buildLabel = (build: BuildInfo) => `${build.version}+${build.id}`;

// Shown only when a remote fails: its code loads then, from the shell's own origin.
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

class SlotBoundary extends Component<{ remote: RemoteName; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A remote screen failed to render', error);
    errorReporter.captureException(error, { remote: this.props.remote });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The remote's screen, once its `./routes` module is there (React suspends on the module's promise until then). */
function ScreenFromRemote({ remote, screen, onRetry }: { remote: RemoteName; screen: string; onRetry: () => void }) {
  const server = use(ServerRenderingContext);
  if (server && !server.remotes.has(remote)) throw new ClientRenderedSlot(`${REMOTE_PACKAGES[remote]}'s ${screen}`);
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
    <SlotBoundary
      key={attempt}
      remote={remote}
      fallback={
        <Suspense fallback={null}>
          <RemoteUnavailable remote={remote} onRetry={retry} />
        </Suspense>
      }
    >
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
