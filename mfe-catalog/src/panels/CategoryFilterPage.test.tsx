/** `/categories` opened directly shows the Category Filter as a page (not "Page not found"), working as the modal does. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@storefront/shared';
import { siteStore, type SiteData } from '@storefront/shared/runtime';
import { screens } from '../routes';
import { renderScreen } from '@storefront/shared/testing';

const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: null, children });

beforeEach(() => {
  siteStore.data = {
    categories: [category('Dairy & Bakery', 'dairy-bakery', [category('Milk', 'milk'), category('Bread', 'bread')]), category('Snacks', 'snacks')],
  } as unknown as SiteData;
});

const location = () => screen.getByTestId('location').textContent;

it("is the catalogue's CategoryFilterPage screen: the heading, a checkbox per category, Apply Filters opens the listing", async () => {
  const user = userEvent.setup();
  renderScreen(<screens.CategoryFilterPage />, { route: '/categories' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Category Filter' })).toBeVisible();
  const list = screen.getByRole('list', { name: 'Categories' });
  expect(
    within(list)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Dairy & Bakery', 'Milk', 'Bread', 'Snacks']);
  await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
  await user.click(screen.getByRole('checkbox', { name: 'Snacks' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(location()).toBe('/products?c=milk,snacks');
});

it('Reset All opens the whole listing', async () => {
  const user = userEvent.setup();
  renderScreen(<screens.CategoryFilterPage />, { route: '/categories' });
  await user.click(await screen.findByRole('checkbox', { name: 'Snacks' }));
  await user.click(screen.getByRole('button', { name: 'Reset All' }));
  expect(location()).toBe('/products');
});
