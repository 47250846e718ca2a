/**
 * Who analytics events belong to: the page joins the analytics group 'website' as the shop's
 * website; a sign-in identifies the user by their account id (anonymous → identified); a sign-out resets, so the
 * next visitor on the device starts anonymous.
 */
import { waitFor } from '@testing-library/react';
import { analytics, setUser } from '@storefront/shared/runtime';
import { joinWebsiteGroup, trackIdentity } from '../src/telemetry/identity';
import { makeUser, resetStores, setSite } from './support/site';

let identify: jest.SpyInstance;
let reset: jest.SpyInstance;
let group: jest.SpyInstance;

beforeEach(() => {
  resetStores();
  identify = jest.spyOn(analytics, 'identify').mockImplementation(() => undefined);
  reset = jest.spyOn(analytics, 'reset').mockImplementation(() => undefined);
  group = jest.spyOn(analytics, 'group').mockImplementation(() => undefined);
  trackIdentity();
});
afterEach(() => jest.restoreAllMocks());

describe('sign-in and sign-out', () => {
  it('identifies a user who signs in by their account id, with their name (never email or phone)', () => {
    setUser(makeUser({ id: 42 }));
    expect(identify).toHaveBeenCalledTimes(1);
    expect(identify).toHaveBeenCalledWith('42', { name: 'Priya Sharma' });
    expect(JSON.stringify(identify.mock.calls)).not.toMatch(/priya@example\.com|9876543210/);
  });

  it('resets the identity when the user signs out', () => {
    setUser(makeUser());
    setUser(null);
    expect(reset).toHaveBeenCalledTimes(1);
    // A second sign-out (the session confirmed as a guest again) resets nothing more.
    setUser(null);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('does not reset a guest who never signed in (the session starting as a guest)', () => {
    setUser(null);
    expect(reset).not.toHaveBeenCalled();
    expect(identify).not.toHaveBeenCalled();
  });

  it('identifies again after a sign-out and a new sign-in', () => {
    setUser(makeUser({ id: 1, name: 'Priya Sharma' }));
    setUser(null);
    setUser(makeUser({ id: 2, name: 'Arjun Mehta' }));
    expect(identify.mock.calls).toEqual([
      ['1', { name: 'Priya Sharma' }],
      ['2', { name: 'Arjun Mehta' }],
    ]);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('follows the session once, however often tracking was started', () => {
    trackIdentity();
    setUser(makeUser());
    expect(identify).toHaveBeenCalledTimes(1);
  });
});

describe('tracking started after the session', () => {
  it('identifies the user already signed in when tracking starts (it loads once the page is idle)', () => {
    setUser(makeUser({ id: 7, name: 'Arjun Mehta' }));
    identify.mockClear();
    trackIdentity();
    expect(identify).toHaveBeenCalledWith('7', { name: 'Arjun Mehta' });
    setUser(null);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('website group', () => {
  it("joins the group 'website' as the shop's website, by id and name, at once when the site data is there", () => {
    setSite({ webId: 3, name: 'FreshKart' });
    joinWebsiteGroup();
    expect(group).toHaveBeenCalledWith('website', '3', { name: 'FreshKart' });
  });

  it('joins once the site data arrives, and only once', async () => {
    joinWebsiteGroup();
    expect(group).not.toHaveBeenCalled();
    setSite({ webId: 5, name: 'FreshKart' });
    await waitFor(() => expect(group).toHaveBeenCalledWith('website', '5', { name: 'FreshKart' }));
    setSite({ webId: 6, name: 'Other' });
    await Promise.resolve();
    expect(group).toHaveBeenCalledTimes(1);
  });

  it('joins none when the website has no id', () => {
    setSite({ webId: null });
    joinWebsiteGroup();
    expect(group).not.toHaveBeenCalled();
  });
});
