/**
 * The search box's suggestions (src/navigation/SearchSuggestions.tsx, loaded on the box's first focus): an ARIA
 * combobox suggesting products, categories and brands as the shopper types, recent searches while it is empty,
 * keyboard operation, debounced requests that never show an older answer over a newer one, and searches that keep
 * the listing's brand filter and sort.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { searchSuggestResponseSchema, type SearchSuggestResponse } from '@storefront/shared/search';
import { aPack, aProduct, contractAnswer, currentLocation, fakeApi, renderScreen, type ApiRequest } from '@storefront/shared/testing';
import { SearchForm } from '../src/navigation/SearchForm';
import { RECENT_SEARCHES_KEPT, recentSearches, rememberSearch } from '../src/navigation/searchPaths';
import { resetStores, setSite } from './support/site';

const SUGGEST = 'GET /s/api/search/suggest';
const ALOO_BHUJIA = aProduct({
  product_id: 1,
  product_name: 'Haldiram Aloo Bhujia',
  slug: 'haldiram-aloo-bhujia',
  image: 'products/aloo-bhujia.svg',
  packs: [aPack({ pack_name: '200 g', price: 50, act_price: 55 })],
});
const POTATO = aProduct({
  product_id: 2,
  product_name: 'Fresh Potato',
  slug: 'fresh-potato',
  packs: [aPack({ pack_name: '1 kg', price: 40, act_price: 40 })],
});
const ALOO: SearchSuggestResponse = {
  products: [ALOO_BHUJIA, POTATO],
  categories: [{ name: 'Potatoes & Onions', slug: 'potatoes-onions' }],
  brands: [{ name: 'Haldiram', slug: 'haldiram' }],
};

let requests: ApiRequest[];
beforeEach(() => {
  resetStores();
  setSite();
  localStorage.clear();
  requests = fakeApi({ [SUGGEST]: contractAnswer(searchSuggestResponseSchema, ALOO) });
});

async function renderSearch(route = '/') {
  const rendered = renderScreen(<SearchForm />, { route });
  await rendered.user.click(screen.getByLabelText('Search products'));
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  return { ...rendered, box };
}

const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);
const suggestQueries = () => requests.filter((request) => request.path === '/s/api/search/suggest').map((request) => request.query?.q);

describe('the combobox', () => {
  it('lists products (picture, name, pack, price with the MRP struck), then categories, brands and See all', async () => {
    const { user, box } = await renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('aloo');
    const bhujia = await screen.findByRole('option', { name: /Haldiram Aloo Bhujia/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox().id);
    expect(bhujia.querySelector('img')).toHaveAttribute('src', '/cdn/medium/products/aloo-bhujia.svg');
    expect(bhujia).toHaveTextContent('200 g');
    expect(bhujia).toHaveTextContent('₹50');
    expect(bhujia.querySelector('s')).toHaveTextContent('₹55');
    expect(within(listbox()).getByRole('group', { name: 'Products' })).toContainElement(bhujia);
    expect(optionNames().slice(2)).toEqual(['Potatoes & Onions', 'Haldiram', "See all results for 'aloo'"]);
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');
  });

  it('asks once the typing pauses, not for every key', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('option', { name: /Haldiram Aloo Bhujia/ });
    expect(suggestQueries()).toEqual(['aloo']);
  });

  it('never shows an older answer over a newer one', async () => {
    let answerFirst = () => undefined as void;
    requests = fakeApi({
      [SUGGEST]: async ({ query }) => {
        if (query?.q === 'pot') {
          await new Promise<void>((resolve) => (answerFirst = resolve));
          return contractAnswer(searchSuggestResponseSchema, { ...ALOO, products: [ALOO_BHUJIA] });
        }
        return contractAnswer(searchSuggestResponseSchema, { ...ALOO, products: [POTATO] });
      },
    });
    const { user } = await renderSearch();
    await user.keyboard('pot');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await user.keyboard('ato');
    await screen.findByRole('option', { name: /Fresh Potato/ });
    await act(async () => answerFirst());
    expect(screen.queryByRole('option', { name: /Haldiram Aloo Bhujia/ })).not.toBeInTheDocument();
    expect(suggestQueries()).toEqual(['pot', 'potato']);
  });

  it('moves with ↓/↑ and opens the highlighted product with Enter', async () => {
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('option', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Haldiram Aloo Bhujia');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/products/haldiram-aloo-bhujia');
  });

  it('searches the text with Enter when nothing is highlighted, and its last row searches too', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await user.click(await screen.findByRole('option', { name: "See all results for 'aloo'" }));
    expect(currentLocation()).toBe('/products?q=aloo');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('pyaaz{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=pyaaz'));
  });

  it('opens a category or a brand listing', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await user.click(await screen.findByRole('option', { name: 'Haldiram' }));
    expect(currentLocation()).toBe('/products?b=haldiram');
  });

  it('closes with Esc, keeping the text', async () => {
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('option', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('aloo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('before the suggestions have loaded', () => {
  it('searches the trimmed text in the app, keeping the listing parameters, and remembers it', async () => {
    renderScreen(<SearchForm />, { route: '/products?q=milk&s=price_asc' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
    // Typed and submitted without the box's focus event, so the suggestions never load.
    fireEvent.change(box, { target: { value: '  paneer ' } });
    expect(fireEvent.submit(box.form!)).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/products?q=paneer&s=price_asc'));
    expect(recentSearches()).toEqual(['paneer']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a padded listing search trimmed, as the listing reads it', () => {
    renderScreen(<SearchForm />, { route: '/products?q=+paneer+' });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('paneer');
  });
});

describe('recent searches', () => {
  it('shows the latest few of this device while the box is empty, newest first', async () => {
    for (const q of ['atta', 'dal', 'rice', 'ghee', 'milk', 'curd', 'DAL']) rememberSearch(q);
    await renderSearch();
    expect(optionNames()).toEqual(['DAL', 'curd', 'milk', 'ghee', 'rice']);
    expect(optionNames()).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('remembers what was searched and searches it again', async () => {
    const { user, unmount } = await renderSearch();
    await user.keyboard('paneer{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=paneer'));
    unmount();
    const again = await renderSearch('/about');
    await again.user.click(screen.getByRole('option', { name: 'paneer' }));
    expect(currentLocation()).toBe('/products?q=paneer');
  });
});

describe("the listing's other parameters", () => {
  it('keep the brand filter and the sort on the listing, the page starts over', async () => {
    const { user } = await renderSearch('/products?q=milk&b=amul&c=dairy&s=price_asc&page=3');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('curd{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=curd&b=amul&s=price_asc'));
  });

  it.each([
    ['Potatoes & Onions', '/products?c=potatoes-onions&s=price_asc'],
    ['Haldiram', '/products?b=haldiram&s=price_asc'],
  ])('keep the sort when a category or a brand is picked: %s', async (name, path) => {
    const { user } = await renderSearch('/products?q=milk&b=amul&s=price_asc&page=2');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('aloo');
    await user.click(await screen.findByRole('option', { name }));
    expect(currentLocation()).toBe(path);
  });

  it('are not carried from another page', async () => {
    const { user } = await renderSearch('/about?b=amul');
    await user.keyboard('curd{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=curd'));
  });
});
