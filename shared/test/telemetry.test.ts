import { createDeferredService, TELEMETRY_QUEUE_LIMIT, type AnalyticsClient } from '../src/runtime';

function recordingAnalytics() {
  const calls: unknown[][] = [];
  const client: AnalyticsClient = {
    capture: (...args) => calls.push(['capture', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    group: (...args) => calls.push(['group', ...args]),
    reset: () => calls.push(['reset']),
  };
  return { client, calls };
}

const methods = ['capture', 'identify', 'group', 'reset'] as const;

describe('analytics and error reporting loaded after the first render', () => {
  it('queues calls made before the service loads and delivers them in order when it is attached', () => {
    const deferred = createDeferredService<AnalyticsClient>(methods);
    deferred.client.capture('$pageview', { $pathname: '/' });
    deferred.client.identify('user-7');
    expect(deferred.pending()).toBe(2);

    const loaded = recordingAnalytics();
    deferred.attach(loaded.client);
    expect(loaded.calls).toEqual([
      ['capture', '$pageview', { $pathname: '/' }],
      ['identify', 'user-7'],
    ]);
    expect(deferred.pending()).toBe(0);

    deferred.client.capture('$pageview', { $pathname: '/products' });
    expect(loaded.calls.at(-1)).toEqual(['capture', '$pageview', { $pathname: '/products' }]);
  });

  it(`keeps at most ${TELEMETRY_QUEUE_LIMIT} calls while the service has not loaded`, () => {
    const deferred = createDeferredService<AnalyticsClient>(methods);
    for (let index = 0; index < TELEMETRY_QUEUE_LIMIT + 50; index++) deferred.client.capture(`event ${index}`);
    expect(deferred.pending()).toBe(TELEMETRY_QUEUE_LIMIT);
    const loaded = recordingAnalytics();
    deferred.attach(loaded.client);
    expect(loaded.calls[0]).toEqual(['capture', 'event 0']);
    expect(loaded.calls.at(-1)).toEqual(['capture', `event ${TELEMETRY_QUEUE_LIMIT - 1}`]);
  });

  it('drops the queue and ignores later calls when the service is disabled', () => {
    const deferred = createDeferredService<AnalyticsClient>(methods);
    deferred.client.capture('before');
    deferred.disable();
    deferred.client.capture('after');
    expect(deferred.pending()).toBe(0);
    const loaded = recordingAnalytics();
    deferred.attach(loaded.client);
    expect(loaded.calls).toEqual([]);
  });
});
