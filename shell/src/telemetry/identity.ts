/**
 * Who analytics events belong to: the page joins the analytics group 'website' as the shop's website, a sign-in
 * identifies the user (anonymous → identified), and a sign-out resets the identity so the next visitor on this
 * device starts anonymous.
 */
import { ANALYTICS_GROUP, type InitData, type User } from '@storefront/shared';
import { analytics, eventBus } from '@storefront/shared/runtime';

/** The id analytics knows a user by: the account's id (never the email or phone). */
export const analyticsUserId = (user: User) => String(user.id ?? user.email);

let stopTracking: (() => void) | null = null;

/** Follows sign-in and sign-out for the life of the page (call before the session starts). */
export function trackIdentity(): void {
  stopTracking?.();
  let identified = false;
  stopTracking = eventBus.on('session:changed', ({ user }) => {
    if (user) {
      analytics.identify(analyticsUserId(user), { name: user.name });
      identified = true;
    } else if (identified) {
      analytics.reset();
      identified = false;
    }
  });
}

export function joinWebsiteGroup(init: InitData): void {
  if (init.web.id !== null) analytics.group(ANALYTICS_GROUP, String(init.web.id), { name: init.web.name });
}
