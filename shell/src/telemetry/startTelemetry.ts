/**
 * posthog-js and @sentry/react are the largest libraries the shop uses and nothing on the first screen needs them:
 * they load once the page has loaded and the main thread is idle, and only when configured. Calls made before
 * (page views, errors) wait in the shared runtime's queues and are delivered once each service is attached.
 */
import type { RuntimeConfig } from '@storefront/shared';
import { analyticsService, errorReportingService } from '@storefront/shared/runtime';
import { whenPageIdle } from '../tasks';

let started = false;

export function startTelemetry(config: RuntimeConfig): void {
  if (started) return;
  started = true;
  if (!config.posthogKey && !config.sentryDsn) {
    analyticsService.disable();
    errorReportingService.disable();
    return;
  }
  whenPageIdle(() =>
    import('./attachServices').then(
      (module) => module.attachServices(config),
      (error: unknown) => {
        // Without the module nothing can be delivered: the queues are dropped instead of growing for the page's life.
        analyticsService.disable();
        errorReportingService.disable();
        console.warn('Storefront: analytics and error reporting could not load', error);
      },
    ),
  );
}
