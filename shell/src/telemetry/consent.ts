/**
 * The visitor's analytics choice (the footer's control): on by default, off when they opt out. Kept on this device;
 * with analytics off, posthog-js is not even loaded, and turning it off later stops its capturing at once.
 */
import { proxy } from 'valtio';

export const CONSENT_STORAGE_KEY = 'storefront:analytics-consent';

function stored(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) !== 'denied';
  } catch {
    return true;
  }
}

export const analyticsConsent = proxy({ granted: stored() });

export function setAnalyticsConsent(granted: boolean): void {
  analyticsConsent.granted = granted;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, granted ? 'granted' : 'denied');
  } catch {
    // Private mode without storage: the choice holds for this page.
  }
}
