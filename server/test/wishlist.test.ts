import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  MESSAGE_WISHLIST_CATEGORY_INVALID,
  MESSAGE_WISHLIST_CATEGORY_NOT_FOUND,
  MESSAGE_WISHLIST_ITEM_ADDED,
  MESSAGE_WISHLIST_ITEM_REMOVED,
  MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND,
  MESSAGE_WISHLIST_MOVE_SAME_LIST,
  MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND,
  MESSAGE_WISHLIST_NAME_REQUIRED,
  MESSAGE_WISHLIST_NAME_RESERVED,
  MESSAGE_WISHLIST_NAME_TOO_LONG,
  MESSAGE_WISHLIST_PRODUCT_NOT_FOUND,
  MESSAGE_WISHLIST_PRODUCT_REQUIRED,
  MESSAGE_NUL_CHARACTER,
  wishlistItemsResponseSchema,
  wishlistMoveNotInListMessage,
  wishlistNameTakenMessage,
  wishlistResponseSchema,
} from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let productIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const rows = await queryRows<{ id: number }>(server.db, sql`select id from products where is_active order by id limit 3`);
  productIds = rows.map((row) => row.id);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const count = (table: 'wishlist_items' | 'wishlist_categories') => countRows(server.db, table);

async function newShopper(): Promise<Visitor> {
  const shopper = await createShopper(server);
  return signInAs(server, shopper.email);
}

async function createCategory(shopper: Visitor, name: string): Promise<{ id: number; name: string }> {
  const response = await shopper.post('/s/api/wishlistCategory', { name });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('guests', () => {
  it('are asked to sign in for every wishlist call, and nothing is stored', async () => {
    const guest = visitor(server);
    const before = [await count('wishlist_items'), await count('wishlist_categories')];
    for (const response of [
      await guest.get('/s/api/wishlist'),
      await guest.get('/s/api/wishlist/items'),
      await guest.post('/s/api/wishlistCategory', { name: 'Weekly' }),
      await guest.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: '' }),
      await guest.post('/s/api/wishlist/move', { product_id: productIds[0], from_wishlist_category_id: '', to_wishlist_category_id: 1 }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    }
    expect([await count('wishlist_items'), await count('wishlist_categories')]).toEqual(before);
  });
});

describe('POST /s/api/wishlistCategory', () => {
  it('creates a wishlist, answers with its created message and lists it in GET /api/wishlist', async () => {
    const shopper = await newShopper();
    const response = await shopper.post('/s/api/wishlistCategory', { name: '  Festive  ', user_id: 1, id: 5 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Wishlist added successfully');
    expect(body.message).toBe(MESSAGES.wishlistAdded);
    expect(body.data).toEqual({ id: expect.any(Number), name: 'Festive' });
    expect(body.data.id).not.toBe(5);

    const list = await shopper.get('/s/api/wishlist');
    expect(list.statusCode).toBe(200);
    expect(wishlistResponseSchema.parse(list.json())).toEqual([{ id: body.data.id, name: 'Festive' }]);
  });

  it('refuses empty, missing, too long, reserved and NUL-holding names with a 400 naming the field', async () => {
    const shopper = await newShopper();
    const before = await count('wishlist_categories');
    const cases: [unknown, string][] = [
      [{ name: '   ' }, MESSAGE_WISHLIST_NAME_REQUIRED],
      [{}, MESSAGE_WISHLIST_NAME_REQUIRED],
      [{ name: 42 }, MESSAGE_WISHLIST_NAME_REQUIRED],
      [{ name: 'x'.repeat(41) }, MESSAGE_WISHLIST_NAME_TOO_LONG],
      [{ name: ' default ' }, MESSAGE_WISHLIST_NAME_RESERVED],
      [{ name: 'a\u0000b' }, MESSAGE_NUL_CHARACTER],
    ];
    for (const [payload, message] of cases) {
      const response = await shopper.post('/s/api/wishlistCategory', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `name: ${message}`, field: 'name' });
    }
    expect(await count('wishlist_categories')).toBe(before);
  });

  it('refuses a name the shopper already uses, whatever its case, with 409; other shoppers may use it', async () => {
    const shopper = await newShopper();
    await createCategory(shopper, 'Party Snacks');
    const before = await count('wishlist_categories');
    const duplicate = await shopper.post('/s/api/wishlistCategory', { name: 'PARTY snacks' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: wishlistNameTakenMessage('Party Snacks'), field: 'name' });
    expect(duplicate.json().message).toBe("You already have a wishlist called 'Party Snacks'.");
    expect(await count('wishlist_categories')).toBe(before);

    const other = await newShopper();
    expect((await other.post('/s/api/wishlistCategory', { name: 'Party Snacks' })).statusCode).toBe(201);
  });

  it("lists only the signed-in shopper's own wishlists", async () => {
    const first = await newShopper();
    const second = await newShopper();
    await createCategory(first, 'Mine');
    expect((await second.get('/s/api/wishlist')).json()).toEqual([]);
  });
});

describe('POST /s/api/wishlist/update', () => {
  it('toggles a product in the default wishlist (empty, null or absent wishlist_category_id)', async () => {
    const { id: userId, email } = await createShopper(server);
    const shopper = await signInAs(server, email);
    const productId = productIds[0];
    const added = await shopper.post('/s/api/wishlist/update', { product_id: productId, wishlist_category_id: '' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ wishlist: true, message: MESSAGE_WISHLIST_ITEM_ADDED });
    const rows = await queryRows<{ product_id: number; wishlist_category_id: number | null }>(
      server.db,
      sql`select product_id, wishlist_category_id from wishlist_items where user_id = ${userId}`,
    );
    expect(rows).toEqual([{ product_id: productId, wishlist_category_id: null }]);

    const removed = await shopper.post('/s/api/wishlist/update', { product_id: String(productId), wishlist_category_id: null });
    expect(removed.json()).toEqual({ wishlist: false, message: MESSAGE_WISHLIST_ITEM_REMOVED });
    const again = await shopper.post('/s/api/wishlist/update', { product_id: productId });
    expect(again.json()).toEqual({ wishlist: true, message: MESSAGE_WISHLIST_ITEM_ADDED });
  });

  it('keeps a product separately in each wishlist and lists them grouped in GET /api/wishlist/items', async () => {
    const shopper = await newShopper();
    const weekly = await createCategory(shopper, 'Weekly');
    await shopper.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: weekly.id });
    await shopper.post('/s/api/wishlist/update', { product_id: productIds[1], wishlist_category_id: String(weekly.id) });
    await shopper.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: '' });

    const response = await shopper.get('/s/api/wishlist/items');
    expect(response.statusCode).toBe(200);
    const { data } = wishlistItemsResponseSchema.parse(response.json());
    expect(data.map((list) => [list.id, list.name, list.products.map((product) => product.product_id).sort()])).toEqual([
      [null, 'Default', [productIds[0]]],
      [weekly.id, 'Weekly', [productIds[0], productIds[1]].sort()],
    ]);
    expect(data[0].products[0]).toEqual({
      product_id: productIds[0],
      product_name: expect.any(String),
      slug: expect.any(String),
      image: expect.any(String),
      added_at: expect.any(String),
      packs: expect.any(Array),
    });
    expect(data[0].products[0].packs.length).toBeGreaterThan(0);

    const removed = await shopper.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: weekly.id });
    expect(removed.json().wishlist).toBe(false);
    const after = wishlistItemsResponseSchema.parse((await shopper.get('/s/api/wishlist/items')).json()).data;
    expect(after[0].products).toHaveLength(1);
    expect(after[1].products.map((product) => product.product_id)).toEqual([productIds[1]]);
  });

  it("gives each product its packs as the catalogue does: priced and stocked for the shopper's pincode, with units in the cart", async () => {
    const [stocked] = await queryRows<{ product_id: number; pack_id: number; warehouse_id: number }>(
      server.db,
      sql`select pk.product_id, pk.id as pack_id, ps.warehouse_id
        from packs pk
        join products p on p.id = pk.product_id and p.is_active
        join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 5
        -- The warehouse the catalogue prices 560034 from: the first that serves it.
        join (select warehouse_id from warehouse_pincodes where pincode = '560034' order by warehouse_id limit 1) wp on wp.warehouse_id = ps.warehouse_id
        where (select count(*) from packs other where other.product_id = pk.product_id) >= 2
        order by pk.product_id, pk.position, pk.id
        limit 1`,
    );
    const shopper = await newShopper();
    expect((await shopper.get('/s/api/check/pincode/560034')).statusCode).toBe(200);
    await shopper.post('/s/api/wishlist/update', { product_id: stocked.product_id, wishlist_category_id: '' });
    expect((await shopper.post('/s/api/cart/add', { pack_id: stocked.pack_id, warehouse_id: stocked.warehouse_id })).statusCode).toBe(200);

    const wishlisted = async () => {
      const response = await shopper.get('/s/api/wishlist/items');
      expect(response.statusCode).toBe(200);
      return wishlistItemsResponseSchema.parse(response.json()).data[0].products[0];
    };
    const catalogue = async () => (await shopper.get(`/s/api/products/${stocked.product_id}`)).json();

    const product = await wishlisted();
    expect(product.product_id).toBe(stocked.product_id);
    // The same packs, in the same order and shape, as the product page shows this shopper.
    expect(product.packs).toEqual((await catalogue()).packs);
    expect(product.packs.length).toBeGreaterThanOrEqual(2);
    const bought = product.packs.find((pack) => pack.pack_id === stocked.pack_id)!;
    expect(bought).toMatchObject({ warehouse_id: stocked.warehouse_id, quantity: 1, in_stock: true });
    expect(bought.price).toBeGreaterThan(0);
    expect(bought.act_price).toBeGreaterThanOrEqual(bought.price);
    expect(product.packs.filter((pack) => pack.pack_id !== stocked.pack_id).every((pack) => pack.quantity === 0)).toBe(true);

    // Sold out at the shopper's warehouse: the pack says so.
    await server.db.execute(sql`update pack_stock set quantity = 0 where pack_id = ${stocked.pack_id} and warehouse_id = ${stocked.warehouse_id}`);
    const soldOut = (await wishlisted()).packs.find((pack) => pack.pack_id === stocked.pack_id)!;
    expect(soldOut.in_stock).toBe(false);
    expect((await wishlisted()).packs).toEqual((await catalogue()).packs);
  });

  it("answers 404 for an unknown product or another shopper's wishlist, and changes nothing", async () => {
    const owner = await newShopper();
    const theirs = await createCategory(owner, 'Private');
    const shopper = await newShopper();
    const before = await count('wishlist_items');

    const unknownProduct = await shopper.post('/s/api/wishlist/update', { product_id: 99_999_999, wishlist_category_id: '' });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json()).toEqual({ message: MESSAGE_WISHLIST_PRODUCT_NOT_FOUND });

    const otherCategory = await shopper.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: theirs.id });
    expect(otherCategory.statusCode).toBe(404);
    expect(otherCategory.json()).toEqual({ message: MESSAGE_WISHLIST_CATEGORY_NOT_FOUND });
    expect(await count('wishlist_items')).toBe(before);
  });

  it('refuses malformed ids with a 400 naming the field', async () => {
    const shopper = await newShopper();
    const before = await count('wishlist_items');
    const badProduct = await shopper.post('/s/api/wishlist/update', { product_id: 'abc' });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json()).toEqual({ message: `product_id: ${MESSAGE_WISHLIST_PRODUCT_REQUIRED}`, field: 'product_id' });
    const missingProduct = await shopper.post('/s/api/wishlist/update', { wishlist_category_id: '' });
    expect(missingProduct.json().field).toBe('product_id');
    const badCategory = await shopper.post('/s/api/wishlist/update', { product_id: productIds[0], wishlist_category_id: 'weekly' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toEqual({ message: `wishlist_category_id: ${MESSAGE_WISHLIST_CATEGORY_INVALID}`, field: 'wishlist_category_id' });
    expect(await count('wishlist_items')).toBe(before);
  });
});

describe('POST /s/api/wishlist/move', () => {
  interface Shopper {
    id: number;
    session: Visitor;
    weekly: { id: number; name: string };
  }
  /** A signed-in shopper with an empty list called 'Weekly'. */
  async function shopperWithWeekly(): Promise<Shopper> {
    const { id, email } = await createShopper(server);
    const session = await signInAs(server, email);
    return { id, session, weekly: await createCategory(session, 'Weekly') };
  }
  /** What the shopper's wishlists hold, as stored. */
  const stored = (shopper: Shopper) =>
    queryRows<{ product_id: number; wishlist_category_id: number | null }>(
      server.db,
      sql`select product_id, wishlist_category_id from wishlist_items where user_id = ${shopper.id}
        order by product_id, wishlist_category_id nulls first`,
    );
  const keep = (shopper: Shopper, productId: number, categoryId: number | null) =>
    shopper.session.post('/s/api/wishlist/update', { product_id: productId, wishlist_category_id: categoryId ?? '' });
  const move = (shopper: Shopper, productId: number, from: number | string | null, to: number | string | null) =>
    shopper.session.post('/s/api/wishlist/move', { product_id: productId, from_wishlist_category_id: from, to_wishlist_category_id: to });

  it('moves a product from the default list to a named one and back, answering every list as GET /api/wishlist/items does', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    await keep(shopper, productIds[1], null);

    const moved = await move(shopper, productIds[0], '', shopper.weekly.id);
    expect(moved.statusCode).toBe(200);
    expect(await stored(shopper)).toEqual([
      { product_id: productIds[0], wishlist_category_id: shopper.weekly.id },
      { product_id: productIds[1], wishlist_category_id: null },
    ]);
    const lists = wishlistItemsResponseSchema.parse(moved.json());
    expect(lists).toEqual(wishlistItemsResponseSchema.parse((await shopper.session.get('/s/api/wishlist/items')).json()));
    expect(lists.data.map((list) => [list.id, list.products.map((product) => product.product_id)])).toEqual([
      [null, [productIds[1]]],
      [shopper.weekly.id, [productIds[0]]],
    ]);
    expect(lists.data[1].products[0].packs.length).toBeGreaterThan(0);

    const back = await move(shopper, productIds[0], String(shopper.weekly.id), null);
    expect(back.statusCode).toBe(200);
    expect(await stored(shopper)).toEqual([
      { product_id: productIds[0], wishlist_category_id: null },
      { product_id: productIds[1], wishlist_category_id: null },
    ]);
  });

  it('takes the product out of the first list only when the second holds it already: the same lists as a move', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    await keep(shopper, productIds[0], shopper.weekly.id);

    const moved = await move(shopper, productIds[0], null, shopper.weekly.id);
    expect(moved.statusCode).toBe(200);
    expect(await stored(shopper)).toEqual([{ product_id: productIds[0], wishlist_category_id: shopper.weekly.id }]);
    expect(moved.json().data.map((list: { products: unknown[] }) => list.products.length)).toEqual([0, 1]);
  });

  it("answers 404 naming the list that is not the shopper's on this website, and changes nothing", async () => {
    const shopper = await shopperWithWeekly();
    const other = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    await keep(shopper, productIds[1], shopper.weekly.id);
    // The shopper's own list, kept on another website of the platform.
    const [{ id: otherSite }] = await queryRows<{ id: number }>(server.db, sql`insert into websites (name) values ('Other Shop') returning id`);
    const [{ id: elsewhere }] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into wishlist_categories (website_id, user_id, name) values (${otherSite}, ${shopper.id}, 'Elsewhere') returning id`,
    );
    const before = await stored(shopper);

    const cases: [number, number | null, number | null, string][] = [
      [productIds[1], other.weekly.id, null, MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND],
      [productIds[1], elsewhere, null, MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND],
      [productIds[1], shopper.weekly.id, elsewhere, MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND],
      [productIds[1], 99_999_999, null, MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND],
      [productIds[0], null, other.weekly.id, MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND],
      [productIds[1], shopper.weekly.id, 99_999_999, MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND],
    ];
    for (const [productId, from, to, message] of cases) {
      const response = await move(shopper, productId, from, to);
      expect({ from, to, status: response.statusCode, body: response.json() }).toEqual({ from, to, status: 404, body: { message } });
    }
    expect(await stored(shopper)).toEqual(before);
    expect(await stored(other)).toEqual([]);
  });

  it('answers a move made already (a retry after a lost answer) with the lists as they are, and changes nothing', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    expect((await move(shopper, productIds[0], null, shopper.weekly.id)).statusCode).toBe(200);
    const after = await stored(shopper);

    const retried = await move(shopper, productIds[0], null, shopper.weekly.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.map((list: { products: unknown[] }) => list.products.length)).toEqual([0, 1]);
    expect(await stored(shopper)).toEqual(after);
  });

  it('answers 409 when neither list holds the product (removed elsewhere), and changes nothing', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], shopper.weekly.id);
    const before = await stored(shopper);

    const notThere = await move(shopper, productIds[1], null, shopper.weekly.id);
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json()).toEqual({ message: wishlistMoveNotInListMessage('Default') });
    expect(notThere.json().message).toBe("This product is not in your wishlist 'Default'.");
    const named = await move(shopper, productIds[1], shopper.weekly.id, null);
    expect(named.json()).toEqual({ message: wishlistMoveNotInListMessage('Weekly') });
    expect(named.statusCode).toBe(409);
    expect(await stored(shopper)).toEqual(before);
  });

  it('refuses a move to the same list, and malformed or missing ids, with a 400 naming the field', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    await keep(shopper, productIds[0], shopper.weekly.id);
    const before = await stored(shopper);
    const sameList = { message: `to_wishlist_category_id: ${MESSAGE_WISHLIST_MOVE_SAME_LIST}`, field: 'to_wishlist_category_id' };
    const cases: [unknown, unknown][] = [
      [{ product_id: productIds[0], from_wishlist_category_id: '', to_wishlist_category_id: null }, sameList],
      [{ product_id: productIds[0], from_wishlist_category_id: shopper.weekly.id, to_wishlist_category_id: String(shopper.weekly.id) }, sameList],
      [
        { product_id: 'abc', from_wishlist_category_id: '', to_wishlist_category_id: shopper.weekly.id },
        { message: `product_id: ${MESSAGE_WISHLIST_PRODUCT_REQUIRED}`, field: 'product_id' },
      ],
      [
        { product_id: productIds[0], to_wishlist_category_id: shopper.weekly.id },
        { message: `from_wishlist_category_id: ${MESSAGE_WISHLIST_CATEGORY_INVALID}`, field: 'from_wishlist_category_id' },
      ],
      [
        { product_id: productIds[0], from_wishlist_category_id: '', to_wishlist_category_id: 'weekly' },
        { message: `to_wishlist_category_id: ${MESSAGE_WISHLIST_CATEGORY_INVALID}`, field: 'to_wishlist_category_id' },
      ],
    ];
    for (const [payload, body] of cases) {
      const response = await shopper.session.post('/s/api/wishlist/move', payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({ payload, status: 400, body });
    }
    expect(await stored(shopper)).toEqual(before);
  });

  it('changes nothing when putting the product in the second list fails after it left the first', async () => {
    const shopper = await shopperWithWeekly();
    await keep(shopper, productIds[0], null);
    const before = await stored(shopper);
    // The database refuses the product in Weekly, as a constraint or a list deleted meanwhile would.
    await server.db.execute(sql`create function refuse_wishlist_item() returns trigger language plpgsql as $$
      begin raise exception 'wishlist item refused'; end $$`);
    await server.db.execute(
      sql.raw(`create trigger refuse_wishlist_item before insert on wishlist_items for each row
        when (new.wishlist_category_id = ${Number(shopper.weekly.id)}) execute function refuse_wishlist_item()`),
    );
    try {
      const response = await move(shopper, productIds[0], null, shopper.weekly.id);
      expect(response.statusCode).toBe(500);
      expect(await stored(shopper)).toEqual(before);
    } finally {
      await server.db.execute(sql`drop trigger refuse_wishlist_item on wishlist_items`);
      await server.db.execute(sql`drop function refuse_wishlist_item()`);
    }
    expect((await move(shopper, productIds[0], null, shopper.weekly.id)).statusCode).toBe(200);
  });
});
