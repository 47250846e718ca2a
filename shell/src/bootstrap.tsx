import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { errorReporter, queryClient, sessionStore } from '@storefront/shared/runtime';
import { App } from './App';
import { initFederation, loadRoutesModule } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { CLIENT_RENDERED_SLOT, SERVER_RENDERED_ATTRIBUTE } from './federation/serverRendering';
import { remotesAt } from './routing/routes';
import { registerServiceWorker } from './serviceWorker/register';
import { hasInlinedInit } from './session/inlineData';
import { startSession } from './session/startup';
import { nextTask } from './tasks';
import { startTelemetry } from './telemetry/startTelemetry';

/** How long the first render waits for the route's screen code before it draws the page with a spinner instead. */
const FIRST_SCREEN_WAIT_MS = 2000;

/**
 * The route's screen code, which the page preloaded with the shell's own. Until it is here the server's first frame
 * stays on screen: the first render then draws the screen itself, not a spinner that React would keep for 300 ms.
 */
function firstScreenCode(): Promise<unknown> {
  const remotes = remotesAt(window.location, { signedIn: Boolean(sessionStore.user) });
  const loads = Promise.all(remotes.map((remote) => loadRoutesModule(remote)));
  return Promise.race([loads, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).catch(() => undefined);
}

declare global {
  interface Window {
    /** The page template's: told once the app has rendered, it presses the buttons pressed before the app took them over. */
    storefrontHeldPresses?: () => void;
  }
}

function reportError(error: unknown, context?: string) {
  console.warn(context ? `Storefront: ${context}` : 'Storefront error', error);
  errorReporter.captureException(error, context ? { context } : undefined);
}

async function boot() {
  // The app's modules were evaluated in this task: what follows gets a task of its own.
  await nextTask();
  const config = await loadRuntimeConfig();
  initFederation(config.remotes, (error, id) => reportError(error, `remote ${id} unavailable`));
  const container = document.getElementById('root')!;
  await nextTask();
  // The site data fills the stores as soon as it arrives. The server's copy in the page is in them (two tasks later)
  // before the route's screen code is picked (a signed-in visitor's screens differ) and the first render.
  const couldNotLoad = (error: unknown) => reportError(error, 'could not load site data');
  const session = startSession(couldNotLoad).catch(couldNotLoad);
  if (hasInlinedInit()) await session;
  await firstScreenCode();
  const onFirstRender = () => {
    window.storefrontHeldPresses?.();
    startTelemetry(config);
    registerServiceWorker();
  };
  const app = <App queryClient={queryClient} onFirstRender={onFirstRender} />;
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    // The server drew the page from the same data: React takes its HTML over. In a transition, so in short slices: a
    // plain hydrateRoot takes the whole page over in one task (React's default hydration lane is not time-sliced),
    // several hundred ms on a mid-range phone. A press meanwhile is held by the page until React owns its button.
    // A slot the server left to the browser is drawn here, not an error; anything else that differs is reported.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          if ((error as { digest?: unknown } | null)?.digest === CLIENT_RENDERED_SLOT) return;
          // An error, not a warning: the server and the browser must draw the same page, and every journey fails on it.
          console.error('Storefront: the page differs from the server', error);
          errorReporter.captureException(error, { context: 'hydration' });
        },
      });
    });
    return;
  }
  // A transition: React renders the first screen in short slices and the main thread stays responsive (a
  // plain render is one long task, several hundred ms on a mid-range phone).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

boot().catch((error) => {
  reportError(error, 'failed to start');
  const root = document.getElementById('root');
  if (root) root.textContent = 'The shop could not start. Please reload the page.';
});
