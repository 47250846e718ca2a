/**
 * The visitor's analytics choice (the footer's switch). Off until the visitor turns it on (Digital Personal Data
 * Protection Act, 2023: consent is given, never assumed), and off again when they turn it off. Kept on this device;
 * while it is off posthog-js is not even loaded, and turning it off later stops its capturing at once.
 */
import { proxy } from 'valtio';

export const CONSENT_STORAGE_KEY = 'storefront:analytics-consent';

function stored(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) === 'granted';
  } catch {
    return false;
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
