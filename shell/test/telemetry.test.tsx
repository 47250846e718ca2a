import { act, render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { analytics, analyticsService, errorReporter, errorReportingService } from '@storefront/shared/runtime';
import { PageViews } from '../src/telemetry/PageViews';
import { startTelemetry } from '../src/telemetry/startTelemetry';

describe('page views', () => {
  it('sends one page view with the path on start and one after each route change', async () => {
    const capture = jest.spyOn(analytics, 'capture').mockImplementation(() => undefined);
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/']}>
        <PageViews />
        <Link to="/products?q=dal">Search dal</Link>
      </MemoryRouter>,
    );
    await userEvent.click(getByRole('link', { name: 'Search dal' }));
    expect(capture.mock.calls.map(([event, properties]) => [event, properties?.path])).toEqual([
      ['$pageview', '/'],
      ['$pageview', '/products'],
    ]);
    capture.mockRestore();
  });
});

describe('telemetry start', () => {
  it('waits for the page to be idle, then drops what was queued for services that are not configured', () => {
    jest.useFakeTimers();
    try {
      analytics.capture('$pageview', { path: '/' });
      errorReporter.captureException(new Error('early'));
      startTelemetry({ remotes: { catalog: '', cartCheckout: '', account: '', pages: '' }, cdnBase: '/cdn', posthogKey: null, sentryDsn: null });
      // Nothing happens before the idle moment after load.
      expect(analyticsService.pending()).toBe(1);
      expect(errorReportingService.pending()).toBe(1);
      act(() => jest.runAllTimers());
      expect(analyticsService.pending()).toBe(0);
      expect(errorReportingService.pending()).toBe(0);
      analytics.capture('$pageview', { path: '/products' });
      expect(analyticsService.pending()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
