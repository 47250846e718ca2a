import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema, type Pack } from '@storefront/shared';
import { cartStore, dismissToast, eventBus, setUser, toastStore } from '@storefront/shared/runtime';
import type { WishlistItemsResponse } from '@storefront/shared/shopping';
import { fakeApi, holdAnswers, type ApiRequest, type FakeAnswer } from '@storefront/shared/testing';
import { refused, user } from './fixtures';
import { renderAccount } from './accountScreens';

type List = WishlistItemsResponse['data'][number];
type Entry = List['products'][number];

const ITEMS = 'GET /s/api/wishlist/items';
const UPDATE = 'POST /s/api/wishlist/update';
const MOVE = 'POST /s/api/wishlist/move';

const pack = (pack_id: number, pack_name: string, price: number, more: Partial<Pack> = {}): Pack => ({
  pack_id,
  pack_name,
  price,
  act_price: price,
  discount: 0,
  discount_type: null,
  warehouse_id: 2,
  quantity: 0,
  in_stock: true,
  ...more,
});
const entry = (product_id: number, product_name: string, packs: Pack[]): Entry => ({
  product_id,
  product_name,
  slug: product_name.toLowerCase().replace(/ /g, '-'),
  image: `products/${product_id}.svg`,
  added_at: '2025-05-01T10:00:00.000Z',
  packs,
});

/** Two packs: 500 g at ₹85 (MRP ₹106), 1 kg at ₹160 and sold out. */
const dal = entry(11, 'Toor Dal', [
  pack(70, '500 g', 85, { act_price: 106, discount: 20, discount_type: 'percentage' }),
  pack(71, '1 kg', 160, { in_stock: false }),
]);
const butter = entry(12, 'Amul Butter', [pack(80, '100 g', 56)]);
const rice = entry(13, 'Basmati Rice', [pack(90, '5 kg', 600)]);

const lists = (defaults: Entry[], weekly: Entry[] = [], party: Entry[] = []): FakeAnswer => ({
  body: {
    data: [
      { id: null, name: 'Default', products: defaults },
      { id: 5, name: 'Weekly', products: weekly },
      { id: 9, name: 'Party', products: party },
    ],
  },
});
const toggled = (wishlist: boolean): FakeAnswer => ({
  body: { wishlist, message: wishlist ? 'Added to your wishlist' : 'Removed from your wishlist' },
});

const list = (name: string) => screen.getByRole('region', { name });
const card = (listName: string, productName: string) => within(list(listName)).getByRole('article', { name: productName });
const toasts = () => toastStore.toasts.map(({ kind, message }) => ({ kind, message }));
const updates = (sent: ApiRequest[]) => sent.filter((request) => request.method === 'POST').map((request) => request.body);

let changes: { product_id: number; wishlist: boolean }[];
let stopListening: () => void;
beforeEach(() => {
  setUser(user);
  cartStore.cart = null;
  for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  changes = [];
  stopListening = eventBus.on('wishlist:changed', (payload) => changes.push(payload));
});
afterEach(() => stopListening());

it('shows every list under its heading with its products, their pictures, links, prices and packs', async () => {
  fakeApi({ [ITEMS]: lists([dal, butter], [rice]) });
  await renderAccount('/account/wishlist');
  expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  expect(screen.getByText('Products you saved for later, in each of your lists.')).toBeVisible();
  await screen.findByRole('region', { name: 'Default' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Default', 'Weekly', 'Party']);

  const defaults = within(list('Default'));
  expect(defaults.getByText('2 products')).toBeVisible();
  expect(defaults.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Toor Dal', 'Amul Butter']);
  const dalCard = within(card('Default', 'Toor Dal'));
  expect(dalCard.getByRole('link', { name: 'Toor Dal' })).toHaveAttribute('href', '/products/toor-dal');
  expect(card('Default', 'Toor Dal').querySelector('img')).toHaveAttribute('src', '/cdn/medium/products/11.svg');
  expect(dalCard.getByText('₹85')).toBeVisible();
  expect(dalCard.getByText('20% off')).toBeVisible();
  const packs = dalCard.getByRole('combobox', { name: 'Pack of Toor Dal' });
  expect(
    within(packs)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['500 g', '1 kg (out of stock)']);

  // One pack: its name, no choice.
  const riceCard = within(card('Weekly', 'Basmati Rice'));
  expect(within(list('Weekly')).getByText('1 product')).toBeVisible();
  expect(riceCard.getByText('5 kg')).toBeVisible();
  expect(riceCard.queryByRole('combobox', { name: /Pack of/ })).not.toBeInTheDocument();
  expect(riceCard.getByText('₹600')).toBeVisible();

  expect(within(list('Party')).getByText('No products in this list yet.')).toBeVisible();
  expect(within(list('Party')).getByText('0 products')).toBeVisible();
});

it('shows skeletons while the lists load', async () => {
  fakeApi(() => new Promise(() => undefined));
  await renderAccount('/account/wishlist');
  expect(screen.getByText('Loading your wishlists…')).toBeInTheDocument();
  expect(screen.getByText('Loading your wishlists…').parentElement).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
});

it('adds the chosen pack to the cart from its warehouse; a sold-out pack says so', async () => {
  const cart = cartSchema.parse({
    quantity: 1,
    items: [
      { pack_id: 70, warehouse_id: 2, delivery_charge_id: null, name: 'Toor Dal', pack: '500 g', quantity: 1, price: 85, act_price: 106, amount: 85 },
    ],
  });
  const sent = fakeApi({ [ITEMS]: lists([dal]), 'POST /s/api/cart/add': { body: cart } });
  await renderAccount('/account/wishlist');
  await userEvent.click(await within(await screen.findByRole('article', { name: 'Toor Dal' })).findByRole('button', { name: 'Add to Cart' }));
  expect(await within(card('Default', 'Toor Dal')).findByRole('group', { name: 'Quantity of Toor Dal 500 g' })).toHaveTextContent('1');
  expect(sent.filter((request) => request.path === '/s/api/cart/add')).toEqual([
    { method: 'POST', path: '/s/api/cart/add', body: { pack_id: 70, warehouse_id: 2 } },
  ]);
  expect(cartStore.cart?.quantity).toBe(1);

  await userEvent.selectOptions(within(card('Default', 'Toor Dal')).getByRole('combobox', { name: 'Pack of Toor Dal' }), '71');
  expect(within(card('Default', 'Toor Dal')).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  expect(within(card('Default', 'Toor Dal')).getByText('₹160')).toBeVisible();
});

it('removes a product from its list at once, tells the catalogue, and says so', async () => {
  const sent = fakeApi({ [ITEMS]: lists([dal, butter], [dal]), [UPDATE]: toggled(false) });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Toor Dal from Default' }));
  expect(within(list('Default')).queryByRole('article', { name: 'Toor Dal' })).not.toBeInTheDocument();
  expect(within(list('Default')).getByText('1 product')).toBeVisible();
  // The card's heading takes the focus the Remove button had.
  expect(screen.getByRole('heading', { level: 2, name: 'Default' })).toHaveFocus();
  await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', message: 'Toor Dal removed from Default' }]));
  expect(updates(sent)).toEqual([{ product_id: 11, wishlist_category_id: null }]);
  // Still in Weekly: the catalogue's heart stays on.
  expect(changes).toEqual([{ product_id: 11, wishlist: true }]);
  expect(card('Weekly', 'Toor Dal')).toBeVisible();
});

it('removes from a named list by its id, and the heart goes off when no list holds the product', async () => {
  const sent = fakeApi({ [ITEMS]: lists([], [rice]), [UPDATE]: toggled(false) });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Basmati Rice from Weekly' }));
  await waitFor(() => expect(changes).toEqual([{ product_id: 13, wishlist: false }]));
  expect(updates(sent)).toEqual([{ product_id: 13, wishlist_category_id: 5 }]);
});

it('puts a product back where it was with an error toast when the removal fails', async () => {
  fakeApi({ [ITEMS]: lists([dal, butter]), [UPDATE]: refused(503, 'The service is busy. Please try again.') });
  const release = holdAnswers({ method: 'POST' });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Toor Dal from Default' }));
  expect(within(list('Default')).queryByRole('article', { name: 'Toor Dal' })).not.toBeInTheDocument();
  await release();
  await waitFor(() =>
    expect(
      within(list('Default'))
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Toor Dal', 'Amul Butter']),
  );
  expect(toasts()).toEqual([{ kind: 'error', message: 'Toor Dal could not be removed from Default. The service is busy. Please try again.' }]);
  expect(changes).toEqual([]);
});

it('sets a removal right when the list had changed elsewhere (the toggle added the product back)', async () => {
  const sent = fakeApi({ [ITEMS]: lists([dal]), [UPDATE]: [toggled(true), toggled(false)] });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Toor Dal from Default' }));
  await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', message: 'Toor Dal removed from Default' }]));
  expect(updates(sent)).toEqual([
    { product_id: 11, wishlist_category_id: null },
    { product_id: 11, wishlist_category_id: null },
  ]);
});

it('moves a product in one call and shows the lists the server answers after it', async () => {
  const sent = fakeApi({ [ITEMS]: lists([dal, butter], [], [butter]), [MOVE]: lists([butter], [dal], [butter]) });
  await renderAccount('/account/wishlist');
  const target = await screen.findByRole('combobox', { name: 'Move to (Toor Dal, in Default)' });
  expect(
    within(target)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Weekly', 'Party']);
  // A list that holds the product already is no place to move it to.
  expect(
    within(within(card('Default', 'Amul Butter')).getByRole('combobox', { name: 'Move to (Amul Butter, in Default)' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Weekly']);

  await userEvent.selectOptions(target, 'Weekly');
  // What the buttons say on screen; their names add which product and list.
  expect(within(card('Default', 'Toor Dal')).getByRole('button', { name: 'Remove Toor Dal from Default' })).toHaveTextContent(/^Remove$/);
  expect(screen.getByRole('button', { name: 'Move Toor Dal from Default to Weekly' })).toHaveTextContent(/^Move$/);
  expect((target as HTMLSelectElement).labels[0]).toHaveTextContent(/^Move to \(Toor Dal, in Default\)$/);
  await userEvent.click(screen.getByRole('button', { name: 'Move Toor Dal from Default to Weekly' }));
  expect(await within(list('Weekly')).findByRole('article', { name: 'Toor Dal' })).toBeVisible();
  expect(within(list('Default')).queryByRole('article', { name: 'Toor Dal' })).not.toBeInTheDocument();
  // The answer is the lists after the move: nothing is read again.
  expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
    ['GET', '/s/api/wishlist/items', undefined],
    ['POST', '/s/api/wishlist/move', { product_id: 11, from_wishlist_category_id: null, to_wishlist_category_id: 5 }],
  ]);
  expect(toasts()).toEqual([{ kind: 'success', message: 'Toor Dal moved to Weekly' }]);
  expect(changes).toEqual([{ product_id: 11, wishlist: true }]);
  expect(screen.getByRole('heading', { level: 2, name: 'Default' })).toHaveFocus();
});

it('moves to the default list by its empty id, and offers no move when no other list can take it', async () => {
  const sent = fakeApi({ [ITEMS]: lists([butter], [rice, butter], [butter]), [MOVE]: lists([butter, rice], [butter], [butter]) });
  await renderAccount('/account/wishlist');
  await screen.findByRole('region', { name: 'Default' });
  expect(within(card('Default', 'Amul Butter')).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(within(card('Default', 'Amul Butter')).getByRole('button', { name: 'Remove Amul Butter from Default' })).toBeVisible();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move to (Basmati Rice, in Weekly)' }), 'Default');
  await userEvent.click(screen.getByRole('button', { name: 'Move Basmati Rice from Weekly to Default' }));
  expect(await within(list('Default')).findByRole('article', { name: 'Basmati Rice' })).toBeVisible();
  expect(updates(sent)).toEqual([{ product_id: 13, from_wishlist_category_id: 5, to_wishlist_category_id: null }]);
});

it('leaves the product where it was when the move fails, says so, and reads the lists again', async () => {
  const sent = fakeApi({
    [ITEMS]: [lists([dal]), lists([dal])],
    [MOVE]: refused(503, 'The service is busy. Please try again.'),
  });
  const release = holdAnswers({ method: 'POST' });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Move Toor Dal from Default to Weekly' }));
  // Nothing moves on screen before the server has moved it.
  expect(card('Default', 'Toor Dal')).toBeVisible();
  expect(within(list('Weekly')).queryByRole('article', { name: 'Toor Dal' })).not.toBeInTheDocument();
  await release();
  await waitFor(() =>
    expect(toasts()).toEqual([
      { kind: 'error', message: 'Toor Dal could not be moved to Weekly and stays where it was. The service is busy. Please try again.' },
    ]),
  );
  await waitFor(() => expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2));
  expect(updates(sent)).toEqual([{ product_id: 11, from_wishlist_category_id: null, to_wishlist_category_id: 5 }]);
  expect(card('Default', 'Toor Dal')).toBeVisible();
  expect(within(list('Weekly')).queryByRole('article', { name: 'Toor Dal' })).not.toBeInTheDocument();
  expect(changes).toEqual([]);
});

it('shows the lists as they are when the move is refused because the other list is gone', async () => {
  const withoutWeekly: FakeAnswer = {
    body: {
      data: [
        { id: null, name: 'Default', products: [dal] },
        { id: 9, name: 'Party', products: [] },
      ],
    },
  };
  fakeApi({ [ITEMS]: [lists([dal]), withoutWeekly], [MOVE]: refused(404, 'The wishlist to move the product to does not exist.') });
  await renderAccount('/account/wishlist');
  await userEvent.click(await screen.findByRole('button', { name: 'Move Toor Dal from Default to Weekly' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Weekly' })).not.toBeInTheDocument());
  expect(toasts()).toEqual([
    {
      kind: 'error',
      message: 'Toor Dal could not be moved to Weekly and stays where it was. The wishlist to move the product to does not exist.',
    },
  ]);
  expect(card('Default', 'Toor Dal')).toBeVisible();
});

it('says when no list holds a product, with the way to the products', async () => {
  fakeApi({ [ITEMS]: lists([]) });
  await renderAccount('/account/wishlist');
  expect(await screen.findByText('Your wishlist is empty')).toBeVisible();
  expect(screen.getByText('Tap the heart on any product to keep it here for later.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
});

it('says the lists could not be loaded, and Try again loads them', async () => {
  const sent = fakeApi({ [ITEMS]: [refused(500, 'Something went wrong on our side.'), lists([dal])] });
  await renderAccount('/account/wishlist');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your wishlists could not be loaded');
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Toor Dal' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sent.filter((request) => request.path === '/s/api/wishlist/items')).toHaveLength(2);
});
