/**
 * The second bar (the sub-navbar): the site's navigation items with multi-level dropdowns, image items
 * and nested sub-menus, reachable by keyboard (a dropdown opens from its item's toggle button or ↓, and its entries
 * are out of the Tab order until then), aligned by nav_alignment.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { color } from '@storefront/shared/ui';
import { SubNavbar } from '../src/navigation/SubNavbar';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { applyFocusStylesAsBrowsersDo } from './support/styles';
import { resetStores, setSite, type NavItemInput, type NavSettingInput } from './support/site';

const NAVS: NavItemInput[] = [
  {
    name: 'Fruits',
    link: '/products?c=fruits',
    children: [
      { name: 'Apples', link: '/products?c=apples', image: 'nav/apples.png' },
      { name: 'Citrus', link: '/products?c=citrus', children: [{ name: 'Oranges', link: '/products?c=oranges' }] },
    ],
  },
  { name: 'Offers', link: '/offers' },
  { name: 'Our farm', link: 'www.farm.example' },
];

beforeEach(resetStores);

function renderSubNavbar(navSetting: NavSettingInput = {}, { navs = NAVS, tone }: { navs?: NavItemInput[]; tone?: 'plain' | 'primary' } = {}) {
  setSite({ navSetting, navs });
  const rendered = renderScreen(<SubNavbar tone={tone} />);
  applyFocusStylesAsBrowsersDo();
  return rendered;
}

const bar = () => screen.getByRole('navigation', { name: 'Categories' });
const link = (name: string) => within(bar()).getByRole('link', { name });
/** A dropdown: the list right after its item's link. */
const dropdownOf = (name: string) => link(name).parentElement!.querySelector(':scope > ul') as HTMLElement | null;

it('shows each item with its link: in the shop, or another site in a new tab', () => {
  renderSubNavbar();
  expect(
    within(bar())
      .getAllByRole('link')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  ).toEqual([
    ['Fruits', '/products?c=fruits'],
    ['Offers', '/offers'],
    ['Our farm', 'https://www.farm.example'],
  ]);
  expect(link('Our farm')).toHaveAttribute('target', '_blank');
  expect(link('Offers')).not.toHaveAttribute('target');
});

it('is not there when the site has no navigation items', () => {
  renderSubNavbar({}, { navs: [] });
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('is sub_navbar_height tall (40 px by default)', () => {
  const { unmount } = renderSubNavbar();
  expect(getComputedStyle(bar().firstElementChild!).minHeight).toBe('40px');
  unmount();
  renderSubNavbar({ sub_navbar_height: 48 });
  expect(getComputedStyle(bar().firstElementChild!).minHeight).toBe('48px');
});

it('takes the primary colour in the primary tone (header template 4)', () => {
  const { unmount } = renderSubNavbar();
  expect(getComputedStyle(bar()).background).toBe(color.background);
  unmount();
  renderSubNavbar({}, { tone: 'primary' });
  expect(getComputedStyle(bar()).background).toBe(color.primary);
  expect(getComputedStyle(link('Offers')).color).toBe(color.onPrimary);
});

describe('dropdowns', () => {
  it('load when the pointer comes to the bar and stay closed until an item is hovered or opened', async () => {
    const { user } = renderSubNavbar();
    expect(dropdownOf('Fruits')).toBeNull();
    await user.hover(bar());
    expect(await within(bar()).findByText('Apples', { selector: 'span' })).not.toBeVisible();
    // Items without children have none.
    expect(dropdownOf('Offers')).toBeNull();
  });

  it('keep their entries out of the Tab order until opened: Tab walks the items and the toggles only', async () => {
    const { user } = renderSubNavbar();
    await user.tab();
    expect(link('Fruits')).toHaveFocus();
    await user.tab();
    const toggle = within(bar()).getByRole('button', { name: 'Fruits menu' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(link('Offers')).toHaveFocus();
    expect(await within(bar()).findByText('Apples', { selector: 'span' })).not.toBeVisible();
  });

  it('open with the toggle (Enter or Space), Escape closes and gives the focus back to the toggle', async () => {
    const { user } = renderSubNavbar();
    await user.tab();
    await user.tab();
    const toggle = within(bar()).getByRole('button', { name: 'Fruits menu' });
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const apples = await within(bar()).findByRole('link', { name: 'Apples' });
    expect(apples).toBeVisible();
    await user.tab();
    expect(apples).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(apples).not.toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(apples).toBeVisible();
  });

  it('open with ↓ on the item onto their first entry; nested sub-menus open as the focus reaches them; entries navigate with Enter', async () => {
    const { user } = renderSubNavbar();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const apples = await within(bar()).findByRole('link', { name: 'Apples' });
    await waitFor(() => expect(apples).toHaveFocus());
    applyFocusStylesAsBrowsersDo();
    expect(within(bar()).queryByRole('link', { name: 'Oranges' })).not.toBeInTheDocument(); // hidden: out of the tree
    await user.tab();
    expect(link('Citrus')).toHaveFocus();
    // The nested sub-menu opens to the side while its item holds the focus.
    const oranges = within(bar()).getByRole('link', { name: 'Oranges' });
    expect(oranges).toBeVisible();
    expect(getComputedStyle(oranges.closest('ul')!).left).toBe('100%');
    await user.tab();
    expect(oranges).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/products?c=oranges');
    // Leaving the dropdown closes it again.
    await user.tab();
    expect(link('Offers')).toHaveFocus();
    expect(within(bar()).queryByRole('link', { name: 'Apples' })).not.toBeInTheDocument();
  });

  it("show an item's image from the CDN beside its name", async () => {
    const { user } = renderSubNavbar();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const apples = await within(bar()).findByRole('link', { name: 'Apples' });
    const image = apples.querySelector('img');
    expect(image).toHaveAttribute('src', '/cdn/medium/nav/apples.png');
    // Decorative: the name says it.
    expect(image).toHaveAttribute('alt', '');
    expect(within(bar()).getByRole('link', { name: 'Citrus' }).querySelector('img')).toBeNull();
  });
});

describe('nav_alignment', () => {
  it.each([
    ['left', 'flex-start', { left: '0px', right: '', transform: '' }],
    ['center', 'center', { left: '50%', right: '', transform: 'translateX(-50%)' }],
    ['right', 'flex-end', { left: '', right: '0px', transform: '' }],
    ['something else', 'flex-start', { left: '0px', right: '', transform: '' }],
  ])('%s: items justified %s, dropdowns placed under their item accordingly', async (nav_alignment, justify, placement) => {
    const { user } = renderSubNavbar({ nav_alignment });
    expect(getComputedStyle(bar().firstElementChild!).justifyContent).toBe(justify);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await within(bar()).findByRole('link', { name: 'Apples' });
    const dropdown = getComputedStyle(dropdownOf('Fruits')!);
    expect({ left: dropdown.left, right: dropdown.right, transform: dropdown.transform }).toEqual(placement);
    expect(dropdown.top).toBe('100%');
  });
});
