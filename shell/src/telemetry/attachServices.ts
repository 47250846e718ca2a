/**
 * Attaches the configured analytics and error-reporting services to the shared runtime's queues. Loaded on demand
 * once the page is idle (see startTelemetry), so none of this is part of the first visit.
 */
import type { RuntimeConfig } from '@storefront/shared';
import { analyticsService, errorReportingService, type DeferredService } from '@storefront/shared/runtime';
import { subscribe } from 'valtio';
import { pageEnvironment } from '../session/environment';
import { analyticsConsent } from './consent';
import { joinWebsiteGroup, trackIdentity } from './identity';
import type { PosthogAnalytics } from './posthog';

export function attachServices({ posthogKey, sentryDsn }: RuntimeConfig): void {
  startAnalytics(posthogKey);
  if (posthogKey) {
    trackIdentity();
    joinWebsiteGroup();
  }
  attachWhenLoaded(
    errorReportingService,
    'error reporting',
    sentryDsn ? () => import('./sentry').then((module) => module.createSentryReporter(sentryDsn, pageEnvironment())) : null,
  );
}

/** posthog-js, when configured and while the visitor allows analytics (it is not loaded at all until they do). */
function startAnalytics(posthogKey: string | null): void {
  if (!posthogKey) return analyticsService.disable();
  let posthog: Promise<PosthogAnalytics> | null = null;
  const follow = () => {
    const { granted } = analyticsConsent;
    if (!granted && !posthog) return analyticsService.disable();
    if (!posthog) {
      posthog = import('./posthog').then((module) => module.createPosthogAnalytics(posthogKey));
      attachWhenLoaded(analyticsService, 'analytics', () => posthog!);
    }
    void posthog.then((loaded) => loaded.setCapturing(granted)).catch(() => undefined);
  };
  follow();
  subscribe(analyticsConsent, follow);
}

/** Loads a configured service and attaches it; an unconfigured one (`load` null) is disabled at once. */
function attachWhenLoaded<T>(service: DeferredService<T>, name: string, load: (() => Promise<T>) | null): void {
  if (!load) {
    service.disable();
    return;
  }
  load().then(
    (loaded) => service.attach(loaded),
    (error: unknown) => {
      service.disable();
      console.warn(`Storefront: ${name} could not load`, error);
    },
  );
}
