/**
 * The remotes' server containers, registered from the same runtime configuration as the browser's (remotes.json):
 * each remote's `server/remoteEntry.js` beside its browser build. A remote redeployed alone is drawn from its new
 * build from the next request on: its server manifest is looked at again at most every REVALIDATE_MS, and a
 * changed one registers the remote again, under a URL naming the build (the old container stays loaded for pages
 * being drawn with it, and is no longer used). A remote whose manifest cannot be read is not drawn (its slot is left
 * to the browser, which could not load it either) until it can be again. A page waits a moment for a look it
 * started; a slower look serves the requests after it.
 */
import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@storefront/shared';
import { forgetRoutesModule, loadRoutesModule, remoteEntryUrl } from '../federation/remotes';

export const REVALIDATE_MS = 1000;
const MANIFEST_TIMEOUT_MS = 2000;
/** How long a page waits for a look at a remote it has drawn before (./pageRenderer.tsx has 300 ms for it all). */
const LOOK_WAIT_MS = 50;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerRemotesOptions {
  /** Where this process reaches a remote configured with a relative URL (the shop's own origin, from inside). */
  internalOrigin: string;
  /** Remotes this process reaches elsewhere than browsers do (a container network), by name; the rest as configured. */
  serverRemotes?: Partial<RemotesConfig>;
  log?: { warn(details: object, message: string): void };
}

/** A remote's server container: `server/remoteEntry.js` in the folder of the browser's remote entry. */
export function serverEntryUrl(configured: string, internalOrigin: string): string {
  return new URL('server/remoteEntry.js', remoteEntryUrl(configured, internalOrigin)).href;
}

interface RemoteState {
  entry: string;
  /** A digest of the server manifest the registered container was built with ('' before the first look). */
  build: string;
  /** Whether the last look reached the remote's build. */
  reachable: boolean;
  checkedAt: number;
  checking: Promise<void> | null;
}

export function createServerRemotes({ internalOrigin, serverRemotes = {}, log }: ServerRemotesOptions) {
  const states = new Map<RemoteName, RemoteState>();

  function register(remote: RemoteName, state: RemoteState) {
    registerRemotes([{ name: remote, entry: `${state.entry}?build=${state.build}` }], { force: true });
    forgetRoutesModule(remote);
  }

  async function lookAgain(remote: RemoteName, state: RemoteState) {
    try {
      const response = await fetch(new URL('mf-manifest.json', state.entry), { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const build = createHash('sha256')
        .update(await response.text())
        .digest('hex')
        .slice(0, 16);
      if (build !== state.build) {
        state.build = build;
        register(remote, state);
      }
      state.reachable = true;
    } catch (err) {
      state.reachable = false;
      log?.warn({ err, remote, entry: state.entry }, 'could not look at a remote server build');
    } finally {
      state.checkedAt = Date.now();
      state.checking = null;
    }
  }

  return {
    /**
     * Takes the remotes of this configuration (again when a remote's URL changed); each is registered at the first
     * look at its build, under that build's URL.
     */
    use(config: RemotesConfig) {
      for (const remote of REMOTE_NAMES) {
        const entry = serverEntryUrl(serverRemotes[remote] ?? config[remote], internalOrigin);
        if (states.get(remote)?.entry === entry) continue;
        states.set(remote, { entry, build: '', reachable: false, checkedAt: 0, checking: null });
      }
    },

    /** Whether the remote's `./routes` module is loaded from its current build; false when it cannot be. */
    async load(remote: RemoteName): Promise<boolean> {
      const state = states.get(remote);
      if (!state) return false;
      if (Date.now() - state.checkedAt >= REVALIDATE_MS) state.checking ??= lookAgain(remote, state);
      // The first look is waited for; a later one for a moment (a manifest is a few ms away), so a page right after
      // a redeploy is drawn with the build the browser will load. A slow look serves the requests after it.
      if (state.checking) await (state.build ? Promise.race([state.checking, delay(LOOK_WAIT_MS)]) : state.checking);
      if (!state.reachable) return false;
      try {
        await loadRoutesModule(remote);
        return true;
      } catch (err) {
        // Tried again on the next request.
        forgetRoutesModule(remote);
        log?.warn({ err, remote }, 'could not load a remote server container');
        return false;
      }
    },
  };
}
