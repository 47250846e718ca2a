/**
 * Product analytics and error reporting for every app on the page. posthog-js and @sentry/react are large, so the
 * shell loads them only after the first render (never on the critical path) and attaches them here; calls made
 * before that wait in a bounded queue and are delivered in order once attached. Where a service is not
 * configured the shell disables it: its queue is dropped and later calls do nothing.
 */

export interface AnalyticsClient {
  capture(event: string, properties?: Record<string, unknown>): void;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  group(groupType: string, groupKey: string, properties?: Record<string, unknown>): void;
  reset(): void;
}

export interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

/** Calls kept while a service loads: enough for a slow start, bounded so a stalled load cannot grow without end. */
export const TELEMETRY_QUEUE_LIMIT = 200;

type Method<T> = { [K in keyof T]: T[K] extends (...args: never[]) => void ? K : never }[keyof T];

/** A stand-in for a service that is loaded later: it queues calls until `attach`, then forwards them. */
export interface DeferredService<T> {
  /** What apps call: the same methods as the service. */
  readonly client: T;
  /** Hands over the loaded service and delivers the queued calls to it, oldest first. */
  attach(service: T): void;
  /** The service will not load (not configured, or it failed to): drops the queue and ignores later calls. */
  disable(): void;
  /** How many calls wait for the service. */
  pending(): number;
}

export function createDeferredService<T extends object>(methods: readonly Method<T>[]): DeferredService<T> {
  let service: T | null = null;
  let disabled = false;
  let queue: Array<{ method: Method<T>; args: unknown[] }> = [];
  const call = (target: T, method: Method<T>, args: unknown[]) => (target[method] as (...args: unknown[]) => void)(...args);
  const client = Object.fromEntries(
    methods.map((method) => [
      method,
      (...args: unknown[]) => {
        if (service) call(service, method, args);
        else if (!disabled && queue.length < TELEMETRY_QUEUE_LIMIT) queue.push({ method, args });
      },
    ]),
  ) as T;
  return {
    client,
    attach(loaded) {
      service = loaded;
      disabled = false;
      const queued = queue;
      queue = [];
      for (const { method, args } of queued) call(loaded, method, args);
    },
    disable() {
      disabled = true;
      queue = [];
    },
    pending: () => queue.length,
  };
}

/** The page's analytics (posthog-js once loaded). */
export const analyticsService = createDeferredService<AnalyticsClient>(['capture', 'identify', 'group', 'reset']);
export const analytics: AnalyticsClient = analyticsService.client;

/** The page's error reporting (@sentry/react once loaded). */
export const errorReportingService = createDeferredService<ErrorReporter>(['captureException']);
export const errorReporter: ErrorReporter = errorReportingService.client;
