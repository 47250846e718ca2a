import { act, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { analytics } from '@storefront/shared/runtime';
import { renderScreen } from '@storefront/shared/testing';
import { PageViews } from '../src/telemetry/PageViews';

describe('page views', () => {
  it('sends one page view with the path on start and one after each route change', async () => {
    const capture = jest.spyOn(analytics, 'capture').mockImplementation(() => undefined);
    const { getByRole, user } = renderScreen(
      <>
        <PageViews />
        <Link to="/products?q=dal">Search dal</Link>
      </>,
    );
    await user.click(getByRole('link', { name: 'Search dal' }));
    expect(capture.mock.calls.map(([event, properties]) => [event, properties?.path])).toEqual([
      ['$pageview', '/'],
      ['$pageview', '/products'],
    ]);
    capture.mockRestore();
  });
});

describe('telemetry start', () => {
  const runtimeConfig = (services: { posthogKey?: string; sentryDsn?: string }) => ({
    remotes: { catalog: '', cartCheckout: '', account: '', pages: '' },
    cdnBase: '/cdn',
    posthogKey: services.posthogKey ?? null,
    sentryDsn: services.sentryDsn ?? null,
  });

  /** A fresh copy of the start-up code and the shared runtime's services: `started` is once per page. */
  async function freshTelemetry() {
    jest.resetModules();
    const runtime = await import('@storefront/shared/runtime');
    const { startTelemetry } = await import('../src/telemetry/startTelemetry');
    return { ...runtime, startTelemetry };
  }

  afterEach(() => jest.useRealTimers());

  it('drops what was queued at once when neither service is configured, and queues nothing after', async () => {
    const telemetry = await freshTelemetry();
    telemetry.analytics.capture('$pageview', { path: '/' });
    telemetry.errorReporter.captureException(new Error('early'));
    telemetry.startTelemetry(runtimeConfig({}));
    expect(telemetry.analyticsService.pending()).toBe(0);
    expect(telemetry.errorReportingService.pending()).toBe(0);
    telemetry.analytics.capture('$pageview', { path: '/products' });
    expect(telemetry.analyticsService.pending()).toBe(0);
  });

  it('loads a configured service only once the page is idle, then delivers what waited', async () => {
    jest.useFakeTimers();
    const captured: unknown[] = [];
    jest.doMock('../src/telemetry/sentry', () => ({
      createSentryReporter: () => ({ captureException: (error: unknown) => captured.push(error) }),
    }));
    const telemetry = await freshTelemetry();
    const early = new Error('early');
    telemetry.errorReporter.captureException(early);
    telemetry.startTelemetry(runtimeConfig({ sentryDsn: 'https://key@errors.example/1' }));
    expect(telemetry.errorReportingService.pending()).toBe(1);
    act(() => jest.runAllTimers());
    await waitFor(() => expect(captured).toEqual([early]));
    // Analytics is not configured: its queue is dropped.
    expect(telemetry.analyticsService.pending()).toBe(0);
  });
});
