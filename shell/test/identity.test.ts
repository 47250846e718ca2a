/**
 * Who analytics events belong to (spec §1, §4): the page joins the analytics group 'website' as the shop's
 * website; a sign-in identifies the user by their account id (anonymous → identified); a sign-out resets, so the
 * next visitor on the device starts anonymous.
 */
import { analytics, setUser } from '@storefront/shared/runtime';
import { joinWebsiteGroup, trackIdentity } from '../src/telemetry/identity';
import { initData, makeUser } from './support/site';

let identify: jest.SpyInstance;
let reset: jest.SpyInstance;
let group: jest.SpyInstance;

beforeEach(() => {
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

describe('website group', () => {
  it("joins the group 'website' as the shop's website, by id and name", () => {
    joinWebsiteGroup(initData({ webId: 3, name: 'FreshKart' }));
    expect(group).toHaveBeenCalledWith('website', '3', { name: 'FreshKart' });
  });

  it('joins none when the website has no id', () => {
    joinWebsiteGroup(initData({ webId: null }));
    expect(group).not.toHaveBeenCalled();
  });
});
