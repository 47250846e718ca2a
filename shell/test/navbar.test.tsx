/**
 * The standard top bar (the website's navigation settings, init `navSetting`): what each nav setting shows or hides,
 * the search box, the pincode and cart buttons, and the layout each navbar and header template selects.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { color, shadow } from '@storefront/shared/ui';
import { Navbar } from '../src/navigation/Navbar';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { recordEvents } from './support/render';
import { resetStores, setCartQuantity, setSite, signIn, SITE_NAME, type NavSettingInput } from './support/site';

beforeEach(resetStores);

function renderNavbar(navSetting: NavSettingInput = {}, { path = '/', logo = null as string | null, pincode = null as string | null } = {}) {
  setSite({ navSetting, logo, pincode });
  return renderScreen(<Navbar />, { route: path });
}

const banner = () => screen.getByRole('banner');
/** The bar's grid: the header's first box. */
const bar = () => banner().firstElementChild as HTMLElement;
// A search box before its first focus, a combobox after.
const searchBox = () => screen.queryByLabelText('Search products');
/** Types into the box once its first focus has loaded what submits it. */
async function typeSearch(user: ReturnType<typeof renderNavbar>['user'], keys: string) {
  await user.click(searchBox()!);
  await screen.findByRole('combobox', { name: 'Search products' });
  await user.keyboard(keys);
}
const cartButton = () => screen.queryByRole('button', { name: /^Cart, / });

describe('logo', () => {
  it('shows the logo from the CDN, named after the site, linking home', () => {
    renderNavbar({ logo_settings: { image_width: 120, image_height: 40 } }, { logo: 'web/logo.png' });
    const logo = screen.getByRole('img', { name: SITE_NAME });
    expect(logo).toHaveAttribute('src', '/cdn/medium/web/logo.png');
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the site name instead when show_logo is off or there is no logo', () => {
    renderNavbar({ show_logo: false }, { logo: 'web/logo.png' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/');
  });
});

it('is navbar_height tall (56 px by default)', () => {
  const { unmount } = renderNavbar();
  expect(getComputedStyle(bar()).minHeight).toBe('56px');
  unmount();
  renderNavbar({ navbar_height: 72 });
  expect(getComputedStyle(bar()).minHeight).toBe('72px');
});

describe('pincode button', () => {
  it("shows the chosen pincode and opens the 'Change Location' modal through ui:open-pincode", async () => {
    const opens = recordEvents('ui:open-pincode');
    const { user } = renderNavbar({}, { pincode: '560034' });
    const button = screen.getByRole('button', { name: 'Delivery pincode 560034, change' });
    expect(button).toHaveTextContent('560034');
    await user.click(button);
    expect(opens).toEqual([{}]);
  });

  it("asks for one when none is chosen: 'Select pincode'", () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Select pincode' })).toHaveTextContent('Select pincode');
  });
});

describe('search box', () => {
  it("has the placeholder 'Search' and submits to /products?q=…", async () => {
    const { user } = renderNavbar();
    const input = searchBox()!;
    expect(input).toHaveAttribute('placeholder', 'Search');
    await typeSearch(user, '  toor dal {Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=toor%20dal'));
  });

  it('goes to the whole listing when submitted empty', async () => {
    const { user } = renderNavbar({}, { path: '/about' });
    await typeSearch(user, '   {Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products'));
  });

  it("shows the listing's ?q= and follows it when the listing's search changes", async () => {
    setSite();
    const { user } = renderScreen(
      <>
        <Navbar />
        <Link to="/products?q=basmati%20rice">Rice</Link>
        <Link to="/about">About</Link>
      </>,
      { route: '/products?q=dal' },
    );
    expect(searchBox()).toHaveValue('dal');
    await user.click(screen.getByRole('link', { name: 'Rice' }));
    expect(searchBox()).toHaveValue('basmati rice');
    // Off the listing, what was typed stays.
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(searchBox()).toHaveValue('basmati rice');
  });

  it('has a Search button for phones that opens the search box focused, ready to type', async () => {
    const { user } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveFocus();
    await screen.findByRole('combobox', { name: 'Search products' });
    await user.keyboard('atta{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=atta'));
    // Closed again from the same button.
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes search_setting as its width in percent', () => {
    renderNavbar({ search_setting: 60 });
    expect(getComputedStyle(searchBox()!).width).toBe('60%');
  });
});

describe('cart button', () => {
  it('shows the item count and opens the cart panel through ui:open-cart', async () => {
    const opens = recordEvents('ui:open-cart');
    setCartQuantity(3);
    const { user } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(within(button).getByTestId('cart-count')).toHaveTextContent('3');
    await user.click(button);
    expect(opens).toEqual([{}]);
  });

  it('counts 0 without a cart', () => {
    renderNavbar();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(cartButton()).toHaveAccessibleName('Cart, 0 items');
  });

  it("names one item in the singular: 'Cart, 1 item'", () => {
    setCartQuantity(1);
    renderNavbar();
    expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });
});

describe('account entry', () => {
  it('offers a guest Login (/auth/login)', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it("shows a signed-in user's name, opening their menu", async () => {
    signIn();
    renderNavbar();
    expect(await screen.findByRole('button', { name: 'Priya Sharma' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('offers no Register entry in the bar (show_register applies to the drawer)', () => {
    renderNavbar({ show_register: true });
    expect(within(banner()).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('show_* settings', () => {
  it.each<[keyof NavSettingInput, string, () => HTMLElement | null, { signedIn?: boolean }]>([
    ['show_pincode', 'the pincode button', () => screen.queryByRole('button', { name: /pincode/i }), {}],
    ['show_search_bar', 'the search box', () => screen.queryByRole('search'), {}],
    ['show_search_bar', "the phones' Search button", () => screen.queryByRole('button', { name: 'Search' }), {}],
    ['show_cart_icon', 'the cart button', cartButton, {}],
    ['show_login', "a guest's Login", () => screen.queryByRole('link', { name: 'Login' }), {}],
    ['show_account', "a signed-in user's menu", () => screen.queryByRole('button', { name: 'Priya Sharma' }), { signedIn: true }],
  ])('%s: shows %s unless false', async (setting, _what, control, { signedIn }) => {
    if (signedIn) signIn();
    const { unmount } = renderNavbar();
    // The signed-in menu's code loads after the first render.
    await waitFor(() => expect(control()).toBeInTheDocument());
    unmount();
    renderNavbar({ [setting]: false });
    expect(control()).not.toBeInTheDocument();
  });
});

describe('navbar templates', () => {
  // grid-template-areas and columns from 768 px; the search column takes the free width.
  it.each([
    [1, '"logo pincode search actions"', 'auto auto minmax(0, 1fr) auto'],
    [2, '"logo search pincode actions"', 'auto minmax(0, 1fr) auto auto'],
    [3, '"pincode logo actions" "search search search"', 'minmax(0, 1fr) auto minmax(0, 1fr)'],
    [4, '"logo search actions" "pincode . ."', 'auto minmax(0, 1fr) auto'],
    [5, '"logo . actions" "pincode search search"', 'auto minmax(0, 1fr) auto'],
  ])('template %i places the bar as %s', (navbar_template, areas, columns) => {
    renderNavbar({ navbar_template });
    expect(getComputedStyle(bar()).gridTemplateAreas).toBe(areas);
    expect(getComputedStyle(bar()).gridTemplateColumns).toBe(columns);
    // Every control sits in its named area.
    const areaOf = (element: Element | null) => getComputedStyle(element as Element).gridArea;
    expect(areaOf(screen.getByRole('link', { name: SITE_NAME }))).toBe('logo');
    expect(areaOf(screen.getByRole('button', { name: 'Select pincode' }))).toBe('pincode');
    expect(areaOf(screen.getByRole('search'))).toBe('search');
    expect(areaOf(cartButton()!.parentElement)).toBe('actions');
  });
});

describe('header templates', () => {
  const logoLink = () => screen.getByRole('link', { name: SITE_NAME });

  it('1: plain, with a rule under the bar', () => {
    renderNavbar({ header_template: 1 });
    expect(getComputedStyle(banner()).background).toBe(color.background);
    expect(getComputedStyle(banner()).borderBottom).toContain(color.border);
    expect(getComputedStyle(logoLink()).color).toBe(color.primary);
  });

  it('2: the bar in the primary colour, its text on primary', () => {
    renderNavbar({ header_template: 2 });
    expect(getComputedStyle(banner()).background).toBe(color.primary);
    expect(getComputedStyle(logoLink()).color).toBe(color.onPrimary);
    expect(getComputedStyle(cartButton()!).border).toContain(color.onPrimary);
  });

  it('3: raised, with a shadow', () => {
    renderNavbar({ header_template: 3 });
    expect(getComputedStyle(banner()).background).toBe(color.surfaceRaised);
    expect(getComputedStyle(banner()).boxShadow).toBe(shadow.sm);
  });

  it('4: plain, without a rule (its second bar is coloured, see layoutVisibility)', () => {
    renderNavbar({ header_template: 4 });
    expect(getComputedStyle(banner()).background).toBe(color.background);
    expect(getComputedStyle(banner()).borderBottom).not.toContain(color.border);
    expect(getComputedStyle(logoLink()).color).toBe(color.primary);
  });
});
