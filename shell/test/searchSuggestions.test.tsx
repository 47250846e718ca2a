/**
 * The search box's suggestions (src/navigation/SearchSuggestions.tsx, loaded on the box's first focus): an ARIA
 * combobox suggesting products, categories and brands as the shopper types, recent and popular searches while it is empty,
 * keyboard operation, debounced requests that never show an older answer over a newer one, and searches that keep
 * the listing's brand filter and sort.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { popularSearchesBodySchema, searchSuggestResponseSchema, type SearchSuggestResponse } from '@storefront/shared/search';
import { aPack, aProduct, cartWith, contractAnswer, currentLocation, fakeApi, renderScreen, type ApiRequest } from '@storefront/shared/testing';
import { SearchForm } from '../src/navigation/SearchForm';
import { RECENT_SEARCHES_KEPT, recentSearches, rememberSearch } from '../src/navigation/searchPaths';
import { resetStores, setSite } from './support/site';

const SUGGEST = 'GET /s/api/search/suggest';
const POPULAR = 'GET /s/api/search/popular';
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
  requests = fakeApi({
    [SUGGEST]: contractAnswer(searchSuggestResponseSchema, ALOO),
    [POPULAR]: contractAnswer(popularSearchesBodySchema, { searches: [], categories: [] }),
  });
});

async function renderSearch(route = '/') {
  const rendered = renderScreen(<SearchForm />, { route });
  await rendered.user.click(screen.getByLabelText('Search products'));
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  return { ...rendered, box };
}

const grid = () => screen.getByRole('grid', { name: 'Search suggestions' });
/** Each row's first cell: what the row opens or searches. */
const rowNames = () =>
  within(grid())
    .queryAllByRole('row')
    .map((row) => within(row).getAllByRole('gridcell')[0].textContent);
const suggestQueries = () => requests.filter((request) => request.path === '/s/api/search/suggest').map((request) => request.query?.q);

describe('the combobox', () => {
  it('lists products (picture, name, pack, price with the MRP struck), then categories, brands and See all', async () => {
    const { user, box } = await renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('aloo');
    const bhujia = await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', grid().id);
    expect(bhujia.querySelector('img')).toHaveAttribute('src', '/cdn/medium/products/aloo-bhujia.svg');
    expect(bhujia).toHaveTextContent('200 g');
    expect(bhujia).toHaveTextContent('₹50');
    expect(bhujia.querySelector('s')).toHaveTextContent('₹55');
    expect(within(grid()).getByRole('rowgroup', { name: 'Products' })).toContainElement(bhujia);
    expect(rowNames().slice(2)).toEqual(['Potatoes & Onions', 'Haldiram', "See all results for 'aloo'"]);
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');
  });

  it('asks once the typing pauses, not for every key', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
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
    await screen.findByRole('gridcell', { name: /Fresh Potato/ });
    await act(async () => answerFirst());
    expect(screen.queryByRole('gridcell', { name: /Haldiram Aloo Bhujia/ })).not.toBeInTheDocument();
    expect(suggestQueries()).toEqual(['pot', 'potato']);
  });

  it("keeps the older answer in view while the newer one comes, but its rows can't be picked, added from or reached", async () => {
    let answerSecond = () => undefined as void;
    requests = fakeApi({
      [SUGGEST]: async ({ query }) => {
        if (query?.q === 'potato') await new Promise<void>((resolve) => (answerSecond = resolve));
        return contractAnswer(searchSuggestResponseSchema, ALOO);
      },
      'POST /s/api/cart/add': { body: cartWith([]) },
    });
    const { user, box } = await renderSearch();
    await user.keyboard('pot');
    await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('ato');
    await waitFor(() => expect(suggestQueries()).toEqual(['pot', 'potato']));
    const bhujia = screen.getByText('Haldiram Aloo Bhujia');
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(rowNames()).toEqual(["See all results for 'potato'"]);
    await expect(user.click(bhujia)).rejects.toThrow(/pointer-events/);
    const addButton = bhujia.closest('[role="row"]')!.querySelector('button')!;
    await expect(user.click(addButton)).rejects.toThrow(/pointer-events/);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent("See all results for 'potato'");
    await act(async () => answerSecond());
    expect(await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ })).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-busy', 'false');
    // The highlight stays on its row as the rows above it arrive.
    const highlighted = screen.getByRole('gridcell', { selected: true });
    expect(highlighted).toHaveTextContent("See all results for 'potato'");
    expect(box).toHaveAttribute('aria-activedescendant', highlighted.id);
    expect(requests.filter((request) => request.path === '/s/api/cart/add')).toEqual([]);
    expect(currentLocation()).toBe('/');
  });

  it('moves with ↓/↑ and opens the highlighted product with Enter', async () => {
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('gridcell', { selected: true });
    expect(active).toHaveTextContent('Haldiram Aloo Bhujia');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/products/haldiram-aloo-bhujia');
  });

  it('searches the text with Enter when nothing is highlighted, and its last row searches too', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await user.click(await screen.findByRole('gridcell', { name: "See all results for 'aloo'" }));
    expect(currentLocation()).toBe('/products?q=aloo');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('pyaaz{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=pyaaz'));
  });

  it('opens a category or a brand listing', async () => {
    const { user } = await renderSearch();
    await user.keyboard('aloo');
    await user.click(await screen.findByRole('gridcell', { name: 'Haldiram' }));
    expect(currentLocation()).toBe('/products?b=haldiram');
  });

  it('closes with Esc, keeping the text', async () => {
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('aloo');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe("a product row's cart control", () => {
  const answering = (cart: ReturnType<typeof cartWith>) => {
    const calls = fakeApi({
      [SUGGEST]: contractAnswer(searchSuggestResponseSchema, ALOO),
      [POPULAR]: contractAnswer(popularSearchesBodySchema, { searches: [], categories: [] }),
      'POST /s/api/cart/add': { body: cart },
    });
    return () => calls.filter((request) => request.path === '/s/api/cart/add').map((request) => request.body);
  };

  it('adds the product with a click, staying in the search, and shows − quantity + from the cart the server answers', async () => {
    const added = answering(cartWith([{ pack_id: ALOO_BHUJIA.packs[0].pack_id, quantity: 1 }]));
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    const row = (await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ })).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(row).findByRole('group', { name: 'Quantity of Haldiram Aloo Bhujia 200 g' })).toHaveTextContent('1');
    expect(added()).toEqual([{ pack_id: ALOO_BHUJIA.packs[0].pack_id, warehouse_id: ALOO_BHUJIA.packs[0].warehouse_id }]);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(currentLocation()).toBe('/');
  });

  it('is reached with → from a highlighted product and pressed with Enter; ← goes back to the product', async () => {
    const added = answering(cartWith([{ pack_id: POTATO.packs[0].pack_id, quantity: 1 }]));
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('gridcell', { name: /Fresh Potato/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const cartCell = screen.getByRole('gridcell', { selected: true });
    expect(box).toHaveAttribute('aria-activedescendant', cartCell.id);
    expect(within(cartCell).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await within(cartCell).findByRole('group', { name: 'Quantity of Fresh Potato 1 kg' })).toHaveTextContent('1');
    expect(added()).toEqual([{ pack_id: POTATO.packs[0].pack_id, warehouse_id: POTATO.packs[0].warehouse_id }]);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(currentLocation()).toBe('/products/fresh-potato');
  });

  it('leaves ← and → to the text while no product row is highlighted, and its buttons out of the Tab order', async () => {
    const { user, box } = await renderSearch();
    await user.keyboard('aloo');
    await screen.findByRole('gridcell', { name: /Haldiram Aloo Bhujia/ });
    await user.keyboard('{ArrowLeft}{ArrowLeft}x');
    expect(box).toHaveValue('alxoo');
    for (const button of within(grid()).getAllByRole('button', { hidden: true })) expect(button).toHaveAttribute('tabindex', '-1');
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

  it('leaves the search to the plain form when its code cannot load', async () => {
    jest.doMock('../src/navigation/searchPaths', () => {
      throw new Error('Loading chunk 42 failed.');
    });
    const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    try {
      renderScreen(<SearchForm />, { route: '/' });
      const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
      fireEvent.change(box, { target: { value: 'paneer' } });
      fireEvent.submit(box.form!);
      await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
      expect(submitted.mock.contexts[0]).toBe(box.form);
      expect(currentLocation()).toBe('/');
    } finally {
      jest.dontMock('../src/navigation/searchPaths');
      submitted.mockRestore();
    }
  });
});

describe('recent searches', () => {
  it('shows the latest few of this device while the box is empty, newest first', async () => {
    for (const q of ['atta', 'dal', 'rice', 'ghee', 'milk', 'curd', 'DAL']) rememberSearch(q);
    await renderSearch();
    expect(rowNames()).toEqual(['DAL', 'curd', 'milk', 'ghee', 'rice']);
    expect(rowNames()).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('remembers what was searched and searches it again', async () => {
    const { user, unmount } = await renderSearch();
    await user.keyboard('paneer{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=paneer'));
    unmount();
    const again = await renderSearch('/about');
    await again.user.click(screen.getByRole('gridcell', { name: 'paneer' }));
    expect(currentLocation()).toBe('/products?q=paneer');
  });
});

describe('popular searches', () => {
  beforeEach(() => {
    requests = fakeApi({ [POPULAR]: contractAnswer(popularSearchesBodySchema, { searches: ['paneer', 'atta', 'basmati rice'], categories: [] }) });
  });

  it('follow the recent ones while the box is empty, leaving out what this device searched already', async () => {
    rememberSearch('Atta');
    await renderSearch();
    await screen.findByRole('gridcell', { name: 'paneer' });
    expect(within(grid()).getByRole('rowgroup', { name: 'Popular searches' })).toHaveTextContent('paneerbasmati rice');
    expect(rowNames()).toEqual(['Atta', 'paneer', 'basmati rice']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('search the term and remember it, and are asked for once', async () => {
    const { user, box } = await renderSearch();
    await user.click(await screen.findByRole('gridcell', { name: 'basmati rice' }));
    expect(currentLocation()).toBe('/products?q=basmati%20rice');
    await user.clear(box);
    expect(rowNames()).toEqual(['basmati rice', 'paneer', 'atta']);
    expect(within(grid()).getByRole('rowgroup', { name: 'Recent searches' })).toHaveTextContent('basmati rice');
    expect(requests.filter((request) => request.path === '/s/api/search/popular')).toHaveLength(1);
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
    await user.click(await screen.findByRole('gridcell', { name }));
    expect(currentLocation()).toBe(path);
  });

  it('are not carried from another page', async () => {
    const { user } = await renderSearch('/about?b=amul');
    await user.keyboard('curd{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=curd'));
  });
});
