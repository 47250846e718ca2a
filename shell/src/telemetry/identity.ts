/**
 * Who analytics events belong to: the page joins the analytics group 'website' as the shop's website, a sign-in
 * identifies the user (anonymous → identified), and a sign-out resets the identity so the next visitor on this
 * device starts anonymous. Loaded with the analytics service (attachServices), so both start from the page's state
 * as it is by then and follow it after.
 */
import { subscribe } from 'valtio';
import { ANALYTICS_GROUP, type User } from '@storefront/shared';
import { analytics, eventBus, sessionStore, siteStore } from '@storefront/shared/runtime';

/** The id analytics knows a user by: the account's id (never the email or phone). */
export const analyticsUserId = (user: User) => String(user.id ?? user.email);

let stopTracking: (() => void) | null = null;

/** Identifies the user signed in now, if any, then follows sign-in and sign-out for the life of the page. */
export function trackIdentity(): void {
  stopTracking?.();
  let identified = false;
  const follow = (user: User | null) => {
    if (user) {
      analytics.identify(analyticsUserId(user), { name: user.name });
      identified = true;
    } else if (identified) {
      analytics.reset();
      identified = false;
    }
  };
  follow(sessionStore.user);
  stopTracking = eventBus.on('session:changed', ({ user }) => follow(user));
}

/** Joins the website's group as soon as the site data is there (at once when it already is). */
export function joinWebsiteGroup(): void {
  const join = () => {
    const web = siteStore.data?.web;
    if (web && web.id !== null) analytics.group(ANALYTICS_GROUP, String(web.id), { name: web.name });
    return Boolean(web);
  };
  if (join()) return;
  const stop = subscribe(siteStore, () => join() && stop());
}
