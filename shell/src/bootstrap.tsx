import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { errorReporter, queryClient } from '@storefront/shared/runtime';
import { App } from './App';
import { initFederation } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtimeConfig';
import { startSession } from './session/startup';
import { startTelemetry } from './telemetry/startTelemetry';

function reportError(error: unknown, context?: string) {
  console.warn(context ? `Storefront: ${context}` : 'Storefront error', error);
  errorReporter.captureException(error, context ? { context } : undefined);
}

async function boot() {
  const config = await loadRuntimeConfig();
  initFederation(config.remotes, (error, id) => reportError(error, `remote ${id} unavailable`));
  const root = createRoot(document.getElementById('root')!);
  // The layout renders at once; the site data fills the stores as soon as it arrives.
  void startSession((error) => reportError(error, 'could not load site data'));
  // A transition: React renders the first screen in short slices and the main thread stays responsive (a
  // plain render is one long task, several hundred ms on a mid-range phone).
  startTransition(() => root.render(<App queryClient={queryClient} onFirstRender={() => startTelemetry(config)} />));
}

boot().catch((error) => {
  reportError(error, 'failed to start');
  const root = document.getElementById('root');
  if (root) root.textContent = 'The shop could not start. Please reload the page.';
});
