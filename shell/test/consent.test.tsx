/**
 * The visitor's analytics choice (capturing needs the visitor's opt-in and stops at their opt-out; DPDP Act 2023: no
 * consent is assumed): off until they turn it on with the footer's switch, off again when they turn it off, and kept on
 * this device under CONSENT_STORAGE_KEY.
 */
import { act, screen } from '@testing-library/react';
import { Footer } from '../src/layout/Footer';
import { analyticsConsent, CONSENT_STORAGE_KEY, setAnalyticsConsent } from '../src/telemetry/consent';
import type { PosthogAnalytics } from '../src/telemetry/posthog';
import { renderScreen } from '@storefront/shared/testing';
import { resetStores, setSite } from './support/site';

const LABEL = 'Usage analytics';

/** posthog-js as the shell wraps it (telemetry/posthog.ts). */
const mockPosthog: jest.Mocked<PosthogAnalytics> = {
  capture: jest.fn(),
  identify: jest.fn(),
  group: jest.fn(),
  reset: jest.fn(),
  setCapturing: jest.fn(),
};
const mockCreatePosthog = jest.fn((_token: string) => mockPosthog);
jest.mock('../src/telemetry/posthog', () => ({ createPosthogAnalytics: (token: string) => mockCreatePosthog(token) }));

beforeEach(() => {
  resetStores();
  setSite();
  setAnalyticsConsent(false);
  localStorage.clear();
});

const consentSwitch = () => screen.getByRole('switch', { name: LABEL });

it('is a labelled switch with a short notice, off until the visitor turns it on, and the choice is remembered', async () => {
  const { user } = renderScreen(<Footer />);
  expect(consentSwitch()).not.toBeChecked();
  expect(consentSwitch()).toHaveAccessibleDescription(
    'Off until you turn it on. When on, we record the pages you visit and what you use there, to improve the shop. You can turn it off at any time.',
  );
  await user.click(consentSwitch());
  expect(consentSwitch()).toBeChecked();
  expect(analyticsConsent.granted).toBe(true);
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
  // Its label turns it off again too.
  await user.click(screen.getByText(LABEL));
  expect(consentSwitch()).not.toBeChecked();
  expect(analyticsConsent.granted).toBe(false);
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
});

it('shows a choice made elsewhere on the page', async () => {
  renderScreen(<Footer />);
  await act(async () => setAnalyticsConsent(true));
  expect(consentSwitch()).toBeChecked();
});

/** The modules as a new page load has them: consent read from storage again, the runtime's queues empty. */
async function newPage() {
  let page!: typeof import('@storefront/shared/runtime') &
    typeof import('../src/telemetry/consent') &
    typeof import('../src/telemetry/attachServices');
  await jest.isolateModulesAsync(async () => {
    const modules = await Promise.all([
      import('@storefront/shared/runtime'),
      import('../src/telemetry/consent'),
      import('../src/telemetry/attachServices'),
    ]);
    page = Object.assign({}, ...modules);
  });
  return page;
}

describe('on the next visit', () => {
  const freshConsent = async () => (await newPage()).analyticsConsent;

  it('starts opted out when the visitor opted out', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    expect((await freshConsent()).granted).toBe(false);
  });

  it('starts opted in when they allowed it', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    expect((await freshConsent()).granted).toBe(true);
  });

  it('starts opted out when they never chose: no consent is assumed', async () => {
    expect((await freshConsent()).granted).toBe(false);
  });

  it('still works where storage is refused (private mode): off, and the choice holds for the page', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const consent = await freshConsent();
    expect(consent.granted).toBe(false);
    expect(() => setAnalyticsConsent(true)).not.toThrow();
    expect(analyticsConsent.granted).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('analytics follows the choice', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A new page with analytics configured. */
  async function startPage() {
    const page = await newPage();
    page.attachServices({
      remotes: { catalog: '/c', cartCheckout: '/cc', account: '/a', pages: '/p' },
      cdnBase: '/cdn',
      posthogKey: 'phc_project',
      sentryDsn: null,
    });
    return page;
  }

  beforeEach(() => {
    mockCreatePosthog.mockClear();
    Object.values(mockPosthog).forEach((method) => method.mockClear());
  });

  it('loads posthog when allowed, capturing, and delivers what waited', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const page = await startPage();
    page.analytics.capture('$pageview', { path: '/' });
    await flush();
    expect(mockCreatePosthog).toHaveBeenCalledWith('phc_project');
    expect(mockPosthog.setCapturing).toHaveBeenLastCalledWith(true);
    expect(mockPosthog.capture).toHaveBeenCalledWith('$pageview', { path: '/' });
  });

  it('stops capturing at once when the visitor opts out, and resumes when they opt back in', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const page = await startPage();
    await flush();
    page.setAnalyticsConsent(false);
    await flush();
    expect(mockPosthog.setCapturing).toHaveBeenLastCalledWith(false);
    page.setAnalyticsConsent(true);
    await flush();
    expect(mockPosthog.setCapturing).toHaveBeenLastCalledWith(true);
  });

  it.each([
    ['who never chose', null],
    ['who opted out', 'denied'],
  ])('does not even load posthog for a visitor %s, and drops what was queued', async (_who, stored) => {
    if (stored) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    const page = await startPage();
    page.analytics.capture('$pageview', { path: '/' });
    await flush();
    expect(mockCreatePosthog).not.toHaveBeenCalled();
    expect(page.analyticsService.pending()).toBe(0);
    // Opting in later loads it.
    page.setAnalyticsConsent(true);
    await flush();
    expect(mockCreatePosthog).toHaveBeenCalledTimes(1);
    expect(mockPosthog.setCapturing).toHaveBeenLastCalledWith(true);
  });
});
