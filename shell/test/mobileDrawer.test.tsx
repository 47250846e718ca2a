/**
 * The phone's side drawer: opened by the menu button; search, the Categories entry
 * (opens the Category Filter), the site's items as expandable groups, the account entries; it closes when the
 * visitor navigates, searches, or presses Escape.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Navbar } from '../src/navigation/Navbar';
import { currentLocation, giveElementsBoxes, renderScreen } from '@storefront/shared/testing';
import { LinkInterception, recordEvents } from './support/render';
import { resetStores, setSite, signIn, SITE_NAME, type NavItemInput, type NavSettingInput } from './support/site';

const NAVS: NavItemInput[] = [
  {
    name: 'Fruits',
    link: '/products?c=fruits',
    children: [
      { name: 'Apples', link: '/products?c=apples' },
      { name: 'Citrus', children: [{ name: 'Oranges', link: '/products?c=oranges' }] },
    ],
  },
  { name: 'Dairy', open: true, children: [{ name: 'Milk', link: '/products?c=milk' }] },
  { name: 'Offers', link: '/offers' },
];

giveElementsBoxes();
beforeEach(resetStores);

async function openDrawer(navSetting: NavSettingInput = {}, navs = NAVS) {
  setSite({ navSetting, navs });
  const rendered = renderScreen(
    <>
      <Navbar />
      <LinkInterception />
    </>,
  );
  await rendered.user.click(menuButton());
  const drawer = await screen.findByRole('dialog', { name: SITE_NAME });
  return { ...rendered, drawer };
}

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

async function expectClosed() {
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The drawer closed, and the visitor is at `path`. */
async function expectClosedAt(path: string) {
  await waitFor(() => expect(currentLocation()).toBe(path));
  await expectClosed();
}

it('opens from the menu button, titled with the site name', async () => {
  const { drawer } = await openDrawer();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(within(drawer).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
});

it('closes on Escape and on its Close button, giving the focus back to the menu button', async () => {
  const { user } = await openDrawer();
  await user.keyboard('{Escape}');
  await expectClosed();
  expect(menuButton()).toHaveFocus();
  await user.click(menuButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
  await expectClosed();
});

describe('Categories entry', () => {
  it('opens the Category Filter (ui:open-category-filter) and closes the drawer', async () => {
    const opens = recordEvents('ui:open-category-filter');
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Categories' }));
    expect(opens).toEqual([{}]);
    await expectClosedAt('/');
  });

  it("is the site's own /categories item when it has one", async () => {
    const opens = recordEvents('ui:open-category-filter');
    const { user, drawer } = await openDrawer({}, [{ name: 'Shop by category', link: '/categories' }, ...NAVS]);
    expect(within(drawer).queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Shop by category' }));
    expect(opens).toEqual([{}]);
    await expectClosedAt('/');
  });
});

describe('groups', () => {
  it('expand and collapse, with an All entry for a group that has its own link, nested groups included', async () => {
    const { user, drawer } = await openDrawer();
    const fruits = within(drawer).getByRole('button', { name: 'Fruits' });
    expect(fruits).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('link', { name: 'Apples' })).not.toBeInTheDocument();
    await user.click(fruits);
    expect(fruits).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'All Fruits' })).toHaveAttribute('href', '/products?c=fruits');
    expect(within(drawer).getByRole('link', { name: 'Apples' })).toHaveAttribute('href', '/products?c=apples');
    // Citrus has no link of its own: no 'All Citrus'.
    await user.click(within(drawer).getByRole('button', { name: 'Citrus' }));
    expect(within(drawer).queryByRole('link', { name: 'All Citrus' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Oranges' })).toHaveAttribute('href', '/products?c=oranges');
    await user.click(fruits);
    expect(within(drawer).queryByRole('link', { name: 'Apples' })).not.toBeInTheDocument();
  });

  it('start expanded when the item says open', async () => {
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Dairy' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Milk' })).toBeInTheDocument();
  });

  it('navigate client-side and close the drawer when an entry is followed', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Milk' }));
    await expectClosedAt('/products?c=milk');
  });
});

describe('search', () => {
  it('searches the listing and closes the drawer', async () => {
    const { user, drawer } = await openDrawer();
    const input = within(drawer).getByRole('searchbox', { name: 'Search products' });
    expect(input).toHaveAttribute('placeholder', 'Search');
    await user.click(input);
    // A combobox once its first focus has loaded what submits it.
    await within(drawer).findByRole('combobox', { name: 'Search products' });
    await user.keyboard('paneer{Enter}');
    await expectClosedAt('/products?q=paneer');
  });

  it('is not in the drawer when show_search_bar is off', async () => {
    const { drawer } = await openDrawer({ show_search_bar: false });
    expect(within(drawer).queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('account entries', () => {
  const accountNav = (drawer: HTMLElement) => within(drawer).queryByRole('navigation', { name: 'Account' });
  const links = (nav: HTMLElement | null) =>
    within(nav!)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('offer a guest Login and Register', async () => {
    const { drawer } = await openDrawer();
    expect(links(accountNav(drawer))).toEqual([
      ['Login', '/auth/login'],
      ['Register', '/auth/register'],
    ]);
  });

  it('leave Register out when show_register is off, and everything out when show_login is off', async () => {
    const { drawer, unmount } = await openDrawer({ show_register: false });
    expect(links(accountNav(drawer))).toEqual([['Login', '/auth/login']]);
    unmount();
    const second = await openDrawer({ show_login: false });
    expect(accountNav(second.drawer)).not.toBeInTheDocument();
  });

  it("show a signed-in user's name and the menu their role allows, staff areas in a new tab", async () => {
    signIn({ hasAdminAccess: true });
    const { drawer } = await openDrawer({ show_login: false });
    const nav = accountNav(drawer)!;
    expect(within(nav).getByText('Priya Sharma')).toBeInTheDocument();
    expect(links(nav)).toEqual([
      ['Account', '/account'],
      ['Orders', '/account/orders'],
      ['Addresses', '/account/addresses'],
      ['Administration', '/bos/admin'],
      ['Logout', '/auth/logout'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Administration' })).toHaveAttribute('target', '_blank');
  });
});
