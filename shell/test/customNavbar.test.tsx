/**
 * The custom navbar (the website's own navbar HTML with placeholders): a website whose nav setting
 * says dynamic gets its own header HTML, with the shell's search, account menu, cart and pincode wired into it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { siteStore } from '@storefront/shared/runtime';
import { Navbar } from '../src/navigation/Navbar';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { recordEvents } from './support/render';
import { resetStores, setCartQuantity, setSite, signIn } from './support/site';

const CUSTOM_HTML = [
  '<header class="bar"><a href="/">Corner Basket</a>',
  '<button type="button" class="pincode-btn">Deliver to</button>',
  '<div id="search-btn"></div><div id="account-btn-desktop"></div><div id="account-btn-mobile"></div>',
  '<button type="button" class="cart-btn">Basket</button></header>',
  '<nav aria-label="Quick links"><div id="bottom-menu"></div></nav>',
].join('');

beforeEach(resetStores);

function renderCustomNavbar({ dynamic = true, html = CUSTOM_HTML, pincode = null as string | null } = {}) {
  setSite({ navSetting: { dynamic_navbar: dynamic }, pincode });
  siteStore.data = { ...siteStore.data!, dynamicNavbar: { data: html } };
  return renderScreen(<Navbar />);
}

const placeholder = (container: HTMLElement, selector: string) => container.querySelector<HTMLElement>(selector)!;

it("shows the website's own header HTML instead of the standard bar", async () => {
  renderCustomNavbar();
  expect(await screen.findByRole('link', { name: 'Corner Basket' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
});

it('keeps the standard bar when the nav setting is not dynamic, even with custom HTML stored', () => {
  renderCustomNavbar({ dynamic: false });
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Corner Basket' })).not.toBeInTheDocument();
});

it('puts the search box into #search-btn, searching the listing', async () => {
  const { container, user } = renderCustomNavbar();
  await screen.findByRole('link', { name: 'Corner Basket' });
  const search = within(placeholder(container, '#search-btn')).getByRole('searchbox', { name: 'Search products' });
  await user.click(search);
  // A combobox once its first focus has loaded what submits it.
  await screen.findByRole('combobox', { name: 'Search products' });
  await user.keyboard('basmati{Enter}');
  await waitFor(() => expect(currentLocation()).toBe('/products?q=basmati'));
});

it('puts Login into both account placeholders and the bottom menu for a guest, and the account menu for a user', async () => {
  const { container, user } = renderCustomNavbar();
  await screen.findByRole('link', { name: 'Corner Basket' });
  for (const selector of ['#account-btn-desktop', '#account-btn-mobile', '#bottom-menu']) {
    expect(within(placeholder(container, selector)).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  }
  signIn();
  const bottomMenu = placeholder(container, '#bottom-menu');
  await user.click(await within(bottomMenu).findByRole('button', { name: 'Priya Sharma' }));
  const menu = await within(bottomMenu).findByRole('menu', { name: 'Priya Sharma' });
  expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/auth/logout');
  expect(within(placeholder(container, '#account-btn-desktop')).getByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
});

it('makes .cart-btn open the cart and show the item count, and .pincode-btn open the pincode modal showing the pincode', async () => {
  setCartQuantity(3);
  const opened = { cart: recordEvents('ui:open-cart'), pincode: recordEvents('ui:open-pincode') };
  const { user } = renderCustomNavbar({ pincode: '560103' });
  const cart = await screen.findByRole('button', { name: 'Basket 3' });
  await user.click(cart);
  expect(opened.cart).toHaveLength(1);
  const pincode = screen.getByRole('button', { name: /Deliver to\s+560103/ });
  pincode.focus();
  await user.keyboard('{Enter}');
  expect(opened.pincode).toHaveLength(1);
});

it('asks for a pincode on the custom .pincode-btn when none is chosen', async () => {
  renderCustomNavbar();
  expect(await screen.findByRole('button', { name: /Deliver to\s+Select pincode/ })).toBeInTheDocument();
});

it('rewires the placeholders when the HTML changes', async () => {
  renderCustomNavbar();
  await screen.findByRole('link', { name: 'Corner Basket' });
  siteStore.data = { ...siteStore.data!, dynamicNavbar: { data: '<div class="top"><a href="/">New look</a><div id="search-btn"></div></div>' } };
  await waitFor(() => expect(screen.getByRole('link', { name: 'New look' })).toBeInTheDocument());
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Corner Basket' })).not.toBeInTheDocument();
});
