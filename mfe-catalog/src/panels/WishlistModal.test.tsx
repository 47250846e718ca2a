import { screen, waitFor, within } from '@testing-library/react';
import { REDIRECT_STORAGE_KEY, type User } from '@storefront/shared';
import { eventBus, sessionStore } from '@storefront/shared/runtime';
import { renderPanel, setUpPanelTests } from '../../test/renderPanel';
import { fakeApi, type FakeAnswer } from '@storefront/shared/testing';
import { Panel } from './WishlistModal';

setUpPanelTests();

const SHOPPER: User = {
  id: 11,
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  superadmin: false,
  hasAdminAccess: false,
  isSalesAgent: false,
  permissions: [],
};
const PRODUCT_ID = 7;
const LISTS = [
  { id: 3, name: 'Summer picks' },
  { id: 5, name: 'Monthly staples' },
];

/** The wishlist API: the lists above, and `replies` for the POSTs; returns every call made with its body. */
function wishlistApi(replies: { update?: FakeAnswer; create?: FakeAnswer } = {}) {
  const calls = fakeApi({
    'GET /s/api/wishlist': { body: LISTS },
    'POST /s/api/wishlist/update': replies.update ?? { body: { wishlist: true, message: 'Added to your wishlist' } },
    'POST /s/api/wishlistCategory': replies.create ?? {
      status: 201,
      body: { message: 'Wishlist added successfully', data: { id: 9, name: 'Festive' } },
    },
  });
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

beforeEach(() => {
  sessionStore.user = SHOPPER;
  sessionStore.ready = true;
  sessionStorage.clear();
});

async function openWishlist(path = `/products/product-${PRODUCT_ID}`) {
  const panel = renderPanel(path, Panel, { product_id: PRODUCT_ID });
  await panel.open();
  const dialog = screen.getByRole('dialog', { name: 'Add Products In Wishlist' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { ...panel, dialog: within(dialog) };
}

const choices = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: 'Your wishlists' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

async function expectNoDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function openCreateDialog(user: ReturnType<typeof renderPanel>['user'], dialog: ReturnType<typeof within>) {
  await user.click(dialog.getByRole('button', { name: 'Create Another Wishlist' }));
  const create = screen.getByRole('dialog', { name: 'Create Another Wish List' });
  await waitFor(() => expect(create).toBeVisible());
  return within(create);
}

it('lists Default and then the shopper’s wishlists, with Create Another Wishlist', async () => {
  const { calls } = wishlistApi();
  const { dialog } = await openWishlist();
  await waitFor(() => expect(choices(dialog)).toEqual(['Default', 'Summer picks', 'Monthly staples']));
  expect(dialog.getByRole('button', { name: 'Create Another Wishlist' })).toBeVisible();
  expect(calls).toEqual([{ method: 'GET', path: '/s/api/wishlist', body: undefined }]);
});

it('asks for the lists at once when mounted already open, as the shell mounts it on the first opening', async () => {
  wishlistApi();
  renderPanel('/', Panel, { product_id: PRODUCT_ID }, { mountOpen: true });
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Products In Wishlist' }));
  await waitFor(() => expect(choices(dialog)).toEqual(['Default', 'Summer picks', 'Monthly staples']));
});

it('asks for the lists only once the modal opens', async () => {
  const { calls } = wishlistApi();
  const { open } = renderPanel('/', Panel, { product_id: PRODUCT_ID });
  expect(calls).toEqual([]);
  await open();
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/s/api/wishlist']));
});

it('puts the product in the chosen wishlist, tells the other apps, shows the server’s message and closes', async () => {
  const { posts } = wishlistApi();
  const changes: unknown[] = [];
  const stop = eventBus.on('wishlist:changed', (payload) => changes.push(payload));
  try {
    const { dialog, user } = await openWishlist();
    await user.click(await dialog.findByRole('button', { name: 'Summer picks' }));
    await expectNoDialog();
    expect(posts()).toEqual([{ method: 'POST', path: '/s/api/wishlist/update', body: { product_id: PRODUCT_ID, wishlist_category_id: 3 } }]);
    expect(changes).toEqual([{ product_id: PRODUCT_ID, wishlist: true }]);
    expect(within(screen.getByRole('status')).getByText('Added to your wishlist')).toBeVisible();
  } finally {
    stop();
  }
});

it('sends an empty wishlist_category_id for Default', async () => {
  const { posts } = wishlistApi({ update: { body: { wishlist: false, message: 'Removed from your wishlist' } } });
  const { dialog, user } = await openWishlist();
  await user.click(dialog.getByRole('button', { name: 'Default' }));
  await expectNoDialog();
  expect(posts().map((call) => call.body)).toEqual([{ product_id: PRODUCT_ID, wishlist_category_id: '' }]);
  expect(screen.getByText('Removed from your wishlist')).toBeVisible();
});

it('keeps the modal open and shows an error toast when the update fails', async () => {
  wishlistApi({ update: { status: 404, body: { message: 'This product is not available any more.' } } });
  const changes: unknown[] = [];
  const stop = eventBus.on('wishlist:changed', (payload) => changes.push(payload));
  try {
    const { dialog, user } = await openWishlist();
    await user.click(dialog.getByRole('button', { name: 'Default' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is not available any more.');
    expect(screen.getByRole('dialog', { name: 'Add Products In Wishlist' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Default' })).toBeEnabled();
    expect(changes).toEqual([]);
  } finally {
    stop();
  }
});

it('creates a wishlist from the New Wishlist field: sends the name, shows the server’s message in the modal and the new list', async () => {
  const { posts } = wishlistApi();
  const { dialog, user } = await openWishlist();
  await dialog.findByRole('button', { name: 'Summer picks' });
  const create = await openCreateDialog(user, dialog);
  expect(create.getByRole('textbox', { name: 'New Wishlist' })).toHaveFocus();
  await user.type(create.getByRole('textbox', { name: 'New Wishlist' }), '  Festive ');
  await user.click(create.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Wishlist added successfully'));
  expect(posts()).toEqual([{ method: 'POST', path: '/s/api/wishlistCategory', body: { name: 'Festive' } }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Another Wish List' })).not.toBeInTheDocument());
  expect(choices(dialog)).toEqual(['Default', 'Summer picks', 'Monthly staples', 'Festive']);
  // The product is not added anywhere until the shopper chooses a list.
  expect(posts()).toHaveLength(1);

  // Saving into the new list is the one toast: the list's creation is not toasted as well.
  await user.click(dialog.getByRole('button', { name: 'Festive' }));
  expect(await screen.findByText('Added to your wishlist')).toBeVisible();
  expect(screen.queryByText('Wishlist added successfully')).toBeNull();
});

it('submits the new wishlist with Enter', async () => {
  const { posts } = wishlistApi();
  const { dialog, user } = await openWishlist();
  const create = await openCreateDialog(user, dialog);
  await user.type(create.getByRole('textbox', { name: 'New Wishlist' }), 'Festive{Enter}');
  await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ name: 'Festive' }]));
});

it('shows the server’s error as a toast and keeps the dialog and the typed name', async () => {
  const { posts } = wishlistApi({ create: { status: 409, body: { message: "You already have a wishlist called 'Festive'." } } });
  const { dialog, user } = await openWishlist();
  await dialog.findByRole('button', { name: 'Summer picks' });
  const create = await openCreateDialog(user, dialog);
  await user.type(create.getByRole('textbox', { name: 'New Wishlist' }), 'festive');
  await user.click(create.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('alert')).toHaveTextContent("You already have a wishlist called 'Festive'.");
  expect(posts()).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Create Another Wish List' })).toBeInTheDocument();
  expect(create.getByRole('textbox', { name: 'New Wishlist' })).toHaveValue('festive');
  expect(create.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(choices(dialog)).toEqual(['Default', 'Summer picks', 'Monthly staples']);
});

it('checks the name before sending it: required, and not the name of the default list', async () => {
  const { posts } = wishlistApi();
  const { dialog, user } = await openWishlist();
  const create = await openCreateDialog(user, dialog);
  const field = create.getByRole('textbox', { name: 'New Wishlist' });

  await user.type(field, '   ');
  await user.click(create.getByRole('button', { name: 'Submit' }));
  expect(create.getByText('Please enter a name for the new wishlist.')).toBeVisible();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.clear(field);
  await user.type(field, 'default');
  expect(create.queryByText('Please enter a name for the new wishlist.')).not.toBeInTheDocument();
  await user.click(create.getByRole('button', { name: 'Submit' }));
  expect(create.getByText("'Default' is the name of your main wishlist. Please choose another name.")).toBeVisible();
  expect(posts()).toEqual([]);
});

it('Cancel closes the create dialog and leaves the wishlist modal open', async () => {
  wishlistApi();
  const { dialog, user } = await openWishlist();
  const create = await openCreateDialog(user, dialog);
  await user.click(create.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Another Wish List' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Add Products In Wishlist' })).toBeVisible();
  expect(dialog.getByRole('button', { name: 'Create Another Wishlist' })).toHaveFocus();
});

it('tells a guest to sign in, and brings them back to this page afterwards', async () => {
  sessionStore.user = null;
  const { calls } = wishlistApi();
  const { dialog, user } = await openWishlist('/products/product-7?from=home');
  expect(dialog.getByText(/Sign in to keep products in your wishlists\./)).toBeVisible();
  expect(dialog.queryByRole('button', { name: 'Default' })).not.toBeInTheDocument();
  expect(dialog.queryByRole('button', { name: 'Create Another Wishlist' })).not.toBeInTheDocument();

  await user.click(dialog.getByRole('link', { name: 'Sign in' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/products/product-7?from=home');
  await expectNoDialog();
  expect(calls).toEqual([]);
});
