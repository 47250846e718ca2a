// The slim build: posthog's core (capture, identify, groups, consent) without the extensions the shop does not use
// (autocapture, session replay, surveys, heatmaps…): what loads after the page stays small (docs/performance.md).
import posthog from 'posthog-js/dist/module.slim';
import { ANALYTICS_PROXY_PATH } from '@storefront/shared';
import type { AnalyticsClient } from '@storefront/shared/runtime';

/** posthog-js on the shop's own origin (the server forwards or stores its traffic); page views are sent by the shell. */
export interface PosthogAnalytics extends AnalyticsClient {
  /** The visitor's consent changed: posthog stops or resumes capturing. */
  setCapturing(allowed: boolean): void;
}

export function createPosthogAnalytics(projectToken: string): PosthogAnalytics {
  posthog.init(projectToken, {
    api_host: ANALYTICS_PROXY_PATH,
    person_profiles: 'identified_only',
    capture_pageview: false,
  });
  return {
    capture: (event, properties) => void posthog.capture(event, properties),
    identify: (distinctId, properties) => posthog.identify(distinctId, properties),
    group: (groupType, groupKey, properties) => posthog.group(groupType, groupKey, properties),
    reset: () => posthog.reset(),
    setCapturing: (allowed) => (allowed ? posthog.opt_in_capturing() : posthog.opt_out_capturing()),
  };
}
