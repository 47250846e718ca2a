import * as Sentry from '@sentry/react';
import { ERROR_TUNNEL_PATH } from '@storefront/shared';
import type { ErrorReporter } from '@storefront/shared/runtime';

/**
 * @sentry/react through the shop's own tunnel: every trace, a tenth of sessions replayed, and every session with an
 * error.
 */
export function createSentryReporter(dsn: string, environment: string): ErrorReporter {
  Sentry.init({
    dsn,
    tunnel: ERROR_TUNNEL_PATH,
    environment,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  return { captureException: (error, context) => void Sentry.captureException(error, context && { extra: context }) };
}
