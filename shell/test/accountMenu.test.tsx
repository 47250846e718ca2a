/**
 * The account menu of the top bar (src/navigation/accountMenu.ts): Login for guests; for
 * a signed-in user their name opening Account, Orders, Addresses, the entries their role allows, then Logout.
 * Staff areas open in a new tab. The menu is operable by keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Navbar } from '../src/navigation/Navbar';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { resetStores, setSite, signIn, type UserInput } from './support/site';

beforeEach(() => {
  resetStores();
  setSite();
});

const NAME = 'Priya Sharma';
const menuButton = () => screen.getByRole('button', { name: NAME });

/** The bar of a signed-in user, once the menu's code (loaded for a signed-in user only) shows their name. */
async function renderSignedIn(role: UserInput = {}) {
  signIn(role);
  const rendered = renderScreen(<Navbar />);
  await screen.findByRole('button', { name: NAME });
  return rendered;
}

async function openMenu(role: UserInput = {}) {
  const rendered = await renderSignedIn(role);
  await rendered.user.click(menuButton());
  const menu = await screen.findByRole('menu', { name: NAME });
  return { ...rendered, menu };
}

/** Each entry as the user meets it: its name, where it goes, and whether it opens a new tab. */
const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('target') ?? 'same tab']);

const ACCOUNT = ['Account', '/account', 'same tab'];
const ORDERS = ['Orders', '/account/orders', 'same tab'];
const ADDRESSES = ['Addresses', '/account/addresses', 'same tab'];
const SALES_DASHBOARD = ['Sales Dashboard', '/account/dashboard', 'same tab'];
const ADMINISTRATION = ['Administration', '/bos/admin', '_blank'];
const WEBSITE_SETTINGS = ['Website Settings', '/page-builder', '_blank'];
const POS = ['POS', '/pos', '_blank'];
const SWITCH_WEBSITE = ['Switch Website', '/auth/bos/choose', 'same tab'];
const LOGOUT = ['Logout', '/auth/logout', 'same tab'];

describe('who sees what', () => {
  it('a guest sees only Login (/auth/login), no menu', () => {
    renderScreen(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: NAME })).not.toBeInTheDocument();
  });

  it.each<[string, UserInput, string[][]]>([
    ['a plain user', {}, [ACCOUNT, ORDERS, ADDRESSES, LOGOUT]],
    ['a sales agent', { isSalesAgent: true }, [ACCOUNT, ORDERS, ADDRESSES, SALES_DASHBOARD, LOGOUT]],
    ['an admin (hasAdminAccess)', { hasAdminAccess: true }, [ACCOUNT, ORDERS, ADDRESSES, ADMINISTRATION, LOGOUT]],
    ['a user allowed website settings', { permissions: ['website_setting:view'] }, [ACCOUNT, ORDERS, ADDRESSES, WEBSITE_SETTINGS, LOGOUT]],
    ['a user allowed the POS', { permissions: ['pos_access:view'] }, [ACCOUNT, ORDERS, ADDRESSES, POS, LOGOUT]],
    ['a user with an unrelated permission', { permissions: ['orders:view'] }, [ACCOUNT, ORDERS, ADDRESSES, LOGOUT]],
    ['a superadmin', { superadmin: true }, [ACCOUNT, ORDERS, ADDRESSES, WEBSITE_SETTINGS, POS, SWITCH_WEBSITE, LOGOUT]],
    [
      'a superadmin with admin access',
      { superadmin: true, hasAdminAccess: true },
      [ACCOUNT, ORDERS, ADDRESSES, ADMINISTRATION, WEBSITE_SETTINGS, POS, SWITCH_WEBSITE, LOGOUT],
    ],
  ])('%s', async (_who, role, expected) => {
    const { menu } = await openMenu(role);
    expect(entries(menu)).toEqual(expected);
  });

  it('opens the staff areas in a new tab without giving them this window', async () => {
    const { menu } = await openMenu({ superadmin: true, hasAdminAccess: true });
    for (const name of ['Administration', 'Website Settings', 'POS'])
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('opening and closing', () => {
  it("opens from the user's name and closes when an entry is followed", async () => {
    const { user, menu } = await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    await user.click(within(menu).getByRole('menuitem', { name: 'Orders' }));
    expect(currentLocation()).toBe('/account/orders');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a second click of the name and on a click elsewhere', async () => {
    const { user } = await openMenu();
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(menuButton());
    await screen.findByRole('menu');
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('opens with Enter and focuses the first entry', async () => {
    const { user } = await renderSignedIn();
    menuButton().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus());
  });

  it('opens with ArrowDown; arrows move and wrap, Home and End jump', async () => {
    const { user } = await renderSignedIn();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Account')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Orders')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Account')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Account')).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the name', async () => {
    const { user } = await renderSignedIn();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, letting the focus move on', async () => {
    const { user } = await renderSignedIn();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows an entry with Enter', async () => {
    const { user } = await renderSignedIn();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentLocation()).toBe('/account/addresses');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
