import { screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@storefront/shared';
import { siteStore, type SiteData } from '@storefront/shared/runtime';
import { renderPanel, setUpPanelTests } from '../../test/renderPanel';
import { Panel } from './CategoryFilter';

setUpPanelTests();

const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: null, children });
const CATEGORIES = [
  category('Fruits & Vegetables', 'fruits-vegetables', [
    category('Fresh Fruits', 'fresh-fruits'),
    category('Fresh Vegetables', 'fresh-vegetables'),
    category('Herbs', 'herbs'),
  ]),
  category('Dairy & Bakery', 'dairy-bakery', [category('Milk', 'milk'), category('Bread', 'bread')]),
  category('Snacks', 'snacks'),
];

beforeEach(() => {
  siteStore.data = { categories: CATEGORIES } as unknown as SiteData;
});

async function openFilter(path: string) {
  const panel = renderPanel(path, Panel, {});
  await panel.open();
  const dialog = screen.getByRole('dialog', { name: 'Category Filter' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { ...panel, dialog: within(dialog) };
}

const box = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('checkbox', { name });
const location = () => screen.getByTestId('location').textContent;

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

it('shows a checkbox for every category, its subcategories nested under it, with Reset All and Apply Filters', async () => {
  const { dialog } = await openFilter('/');
  const topLevel = dialog.getByRole('list', { name: 'Categories' });
  const topItems = within(topLevel)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === topLevel);
  expect(topItems.map((item) => within(item).getAllByRole('checkbox')[0].closest('label')?.textContent)).toEqual([
    'Fruits & Vegetables',
    'Dairy & Bakery',
    'Snacks',
  ]);
  expect(
    within(topItems[0])
      .getAllByRole('checkbox')
      .slice(1)
      .map((input) => input.closest('label')?.textContent),
  ).toEqual(['Fresh Fruits', 'Fresh Vegetables', 'Herbs']);
  expect(within(topItems[2]).getAllByRole('checkbox')).toHaveLength(1);
  expect(dialog.getAllByRole('checkbox').every((input) => !(input as HTMLInputElement).checked)).toBe(true);
  expect(dialog.getByRole('button', { name: 'Reset All' })).toBeVisible();
  expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
});

it('opens on the listing with its ?c= checked: a category with all its subcategories, a subcategory alone', async () => {
  const { dialog } = await openFilter('/products?c=fresh-fruits,dairy-bakery&q=dal');
  expect(box(dialog, 'Fresh Fruits')).toBeChecked();
  expect(box(dialog, 'Fresh Vegetables')).not.toBeChecked();
  expect(box(dialog, 'Fruits & Vegetables')).toBePartiallyChecked();
  expect(box(dialog, 'Dairy & Bakery')).toBeChecked();
  expect(box(dialog, 'Milk')).toBeChecked();
  expect(box(dialog, 'Bread')).toBeChecked();
  expect(box(dialog, 'Snacks')).not.toBeChecked();
});

it('shows the listing’s filter when mounted already open, as the shell mounts it on the first opening', async () => {
  renderPanel('/products?c=milk', Panel, {}, { mountOpen: true });
  const dialog = within(await screen.findByRole('dialog', { name: 'Category Filter' }));
  expect(box(dialog, 'Milk')).toBeChecked();
  expect(box(dialog, 'Dairy & Bakery')).toBePartiallyChecked();
});

it('ignores a c parameter away from the listing', async () => {
  const { dialog } = await openFilter('/offers?c=snacks');
  expect(dialog.getAllByRole('checkbox').filter((input) => (input as HTMLInputElement).checked)).toEqual([]);
});

it('checks and unchecks a category with all its subcategories, and shows a partly chosen one as mixed', async () => {
  const { dialog, user } = await openFilter('/products');
  await user.click(box(dialog, 'Fruits & Vegetables'));
  expect(box(dialog, 'Fresh Fruits')).toBeChecked();
  expect(box(dialog, 'Fresh Vegetables')).toBeChecked();
  expect(box(dialog, 'Herbs')).toBeChecked();

  await user.click(box(dialog, 'Herbs'));
  expect(box(dialog, 'Fruits & Vegetables')).toBePartiallyChecked();
  expect(box(dialog, 'Fruits & Vegetables')).not.toBeChecked();

  // A mixed category, clicked, takes all of its subcategories again.
  await user.click(box(dialog, 'Fruits & Vegetables'));
  expect(box(dialog, 'Herbs')).toBeChecked();
  expect(box(dialog, 'Fruits & Vegetables')).toBeChecked();

  await user.click(box(dialog, 'Fruits & Vegetables'));
  expect(dialog.getAllByRole('checkbox').filter((input) => (input as HTMLInputElement).checked)).toEqual([]);

  // Every subcategory checked one by one makes the whole category.
  await user.click(box(dialog, 'Milk'));
  await user.click(box(dialog, 'Bread'));
  expect(box(dialog, 'Dairy & Bakery')).toBeChecked();
});

it('Apply Filters opens the listing with the chosen category slugs, a whole category by its own slug, and closes', async () => {
  const { dialog, user } = await openFilter('/');
  await user.click(box(dialog, 'Dairy & Bakery'));
  await user.click(box(dialog, 'Fresh Vegetables'));
  await user.click(box(dialog, 'Herbs'));
  await user.click(box(dialog, 'Snacks'));
  await user.click(dialog.getByRole('button', { name: 'Apply Filters' }));
  expect(location()).toBe('/products?c=fresh-vegetables,herbs,dairy-bakery,snacks');
  await expectClosed();
});

it('Apply Filters on the listing keeps its search, brand filter and sort, and starts at page 1', async () => {
  const { dialog, user } = await openFilter('/products?q=paneer%20tikka&c=milk&b=amul&s=price_asc&page=3');
  await user.click(box(dialog, 'Snacks'));
  await user.click(dialog.getByRole('button', { name: 'Apply Filters' }));
  expect(location()).toBe('/products?c=milk,snacks&q=paneer%20tikka&b=amul&s=price_asc');
  await expectClosed();
});

it('Apply Filters with nothing checked opens the whole listing', async () => {
  const { dialog, user } = await openFilter('/products?c=snacks');
  await user.click(box(dialog, 'Snacks'));
  await user.click(dialog.getByRole('button', { name: 'Apply Filters' }));
  expect(location()).toBe('/products');
  await expectClosed();
});

it('Reset All opens the listing without filters and closes, whatever is checked', async () => {
  const { dialog, user } = await openFilter('/products?c=milk&page=2');
  expect(box(dialog, 'Milk')).toBeChecked();
  await user.click(box(dialog, 'Snacks'));
  await user.click(dialog.getByRole('button', { name: 'Reset All' }));
  expect(location()).toBe('/products');
  await expectClosed();
});

it('starts each opening from the listing: changes closed without applying are dropped, applied ones are shown', async () => {
  const { dialog, user, open } = await openFilter('/products?c=milk');
  await user.click(box(dialog, 'Snacks'));
  await user.keyboard('{Escape}');
  await expectClosed();

  await open();
  const reopened = within(await screen.findByRole('dialog', { name: 'Category Filter' }));
  expect(box(reopened, 'Snacks')).not.toBeChecked();
  expect(box(reopened, 'Milk')).toBeChecked();
  await user.click(box(reopened, 'Herbs'));
  await user.click(reopened.getByRole('button', { name: 'Apply Filters' }));
  expect(location()).toBe('/products?c=herbs,milk');
  await expectClosed();

  await open();
  const third = within(await screen.findByRole('dialog', { name: 'Category Filter' }));
  expect(box(third, 'Herbs')).toBeChecked();
  expect(box(third, 'Milk')).toBeChecked();
  expect(box(third, 'Snacks')).not.toBeChecked();
});

it('works from the keyboard: Space checks the focused box, and the buttons are reachable with Tab', async () => {
  const { dialog, user } = await openFilter('/');
  box(dialog, 'Snacks').focus();
  await user.keyboard(' ');
  expect(box(dialog, 'Snacks')).toBeChecked();
  await user.tab();
  expect(dialog.getByRole('button', { name: 'Reset All' })).toHaveFocus();
  await user.tab();
  expect(dialog.getByRole('button', { name: 'Apply Filters' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(location()).toBe('/products?c=snacks');
});

it('says so when the shop has no categories', async () => {
  siteStore.data = { categories: [] } as unknown as SiteData;
  const { dialog } = await openFilter('/');
  expect(dialog.getByText('There are no categories to filter by yet.')).toBeVisible();
  expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
});
