/**
 * The page frame (the shell's layout, and the page data's show_* flags): navbar, sub-navbar and footer show on every
 * page unless the page's data says otherwise (show_navbar, show_sub_navbar, show_footer, all true by default), page by
 * page.
 */
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { pageQueryKey, type PageDataResponse } from '@storefront/shared';
import { queryClient } from '@storefront/shared/runtime';
import { color } from '@storefront/shared/ui';
import { Layout } from '../src/layout/Layout';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { resetStores, setSite, type NavSettingInput } from './support/site';

type Visibility = Pick<PageDataResponse, 'show_navbar' | 'show_sub_navbar' | 'show_footer'>;

/** A dynamic page's data as mfe-pages (or the server's page) puts it in the cache. */
function cachePage(path: string, visibility: Partial<Visibility>) {
  const page: PageDataResponse = {
    data: [],
    css: '',
    show_navbar: true,
    show_sub_navbar: true,
    show_footer: true,
    seo_title: 'Page',
    seo_description: '',
    schema_script: null,
    ...visibility,
  };
  queryClient.setQueryData(pageQueryKey(path), page);
}

function renderLayout(path: string, navSetting: NavSettingInput = {}) {
  setSite({
    navSetting,
    navs: [{ name: 'Offers', link: '/offers' }],
    footers: [{ name: 'Help', children: [{ name: 'Contact', link: '/contact' }] }],
  });
  return renderScreen(
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="*"
          element={
            <>
              <h1>The screen</h1>
              <Link to="/products">To the listing</Link>
            </>
          }
        />
      </Route>
    </Routes>,
    { route: path },
  );
}

const navbar = () => screen.queryByRole('banner');
const subNavbar = () => screen.queryByRole('navigation', { name: 'Categories' });
const footer = () => screen.queryByRole('contentinfo');

/** Lets what loads on demand (the footer) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  resetStores();
  queryClient.clear();
  // jsdom has no scrolling; the layout scrolls to the top on navigation.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows navbar, sub-navbar and footer around the screen on a page without page data', async () => {
  renderLayout('/products');
  expect(navbar()).toBeInTheDocument();
  expect(subNavbar()).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toHaveTextContent('Contact');
  expect(screen.getByRole('main')).toHaveTextContent('The screen');
});

it('shows them all on a page whose data leaves the defaults', async () => {
  cachePage('/about', {});
  renderLayout('/about');
  expect(navbar()).toBeInTheDocument();
  expect(subNavbar()).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

it.each<[keyof Visibility, () => HTMLElement | null]>([
  ['show_navbar', navbar],
  ['show_sub_navbar', subNavbar],
  ['show_footer', footer],
])('hides only what the page data turns off: %s', async (setting, piece) => {
  cachePage('/landing', { [setting]: false });
  renderLayout('/landing');
  await settle();
  expect(piece()).not.toBeInTheDocument();
  const others = [navbar, subNavbar, footer].filter((other) => other !== piece);
  for (const other of others) expect(other()).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('The screen');
});

it('hides them for that page only: the next page has them again', async () => {
  cachePage('/landing', { show_navbar: false, show_sub_navbar: false, show_footer: false });
  const { user } = renderLayout('/landing');
  await settle();
  expect(navbar()).not.toBeInTheDocument();
  expect(subNavbar()).not.toBeInTheDocument();
  expect(footer()).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'To the listing' }));
  expect(currentLocation()).toBe('/products');
  expect(navbar()).toBeInTheDocument();
  expect(subNavbar()).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

it('follows page data that arrives after the page was drawn', async () => {
  renderLayout('/landing');
  expect(navbar()).toBeInTheDocument();
  act(() => cachePage('/landing', { show_navbar: false }));
  expect(navbar()).not.toBeInTheDocument();
  expect(subNavbar()).toBeInTheDocument();
});

it('colours the sub-navbar in the primary colour under header template 4 only', () => {
  const { unmount } = renderLayout('/', { header_template: 4 });
  expect(getComputedStyle(subNavbar()!).background).toBe(color.primary);
  unmount();
  renderLayout('/', { header_template: 2 });
  expect(getComputedStyle(subNavbar()!).background).toBe(color.background);
});

it("starts with a 'Skip to content' link, the first Tab stop, which moves the focus to the main area", async () => {
  const { user } = renderLayout('/products');
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  // The next Tab goes on from there, into the screen.
  await user.tab();
  expect(screen.getByRole('link', { name: 'To the listing' })).toHaveFocus();
});
