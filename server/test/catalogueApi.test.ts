import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type Category, type Product } from '@storefront/shared/contracts';
import { BoundedMap, CatalogueCache } from '../src/catalogue/cache';
import { queryRows } from '../src/db/client';
import { DEMO_SUPPLIERS } from '../src/seed/seedSuppliers';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let websiteId: number;
beforeAll(async () => {
  server = await startTestServer();
  [{ id: websiteId }] = await queryRows<{ id: number }>(server.db, sql`select id from websites where is_default`);
}, 60_000);
afterAll(async () => server.close());

interface Listing {
  data: Product[];
  meta: { total: number };
}

async function list(query: string, who: Visitor = visitor(server)): Promise<Listing> {
  const response = await who.get(`/s/api/products${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (listing: Listing) => listing.data.map((product) => product.product_name);
/** The pack a card shows a guest: the first in stock, else the first. */
const shown = (product: Product) => product.packs.find((pack) => pack.in_stock) ?? product.packs[0];
const shownPrice = (product: Product) => shown(product).price;
const shownDiscount = (product: Product) => shown(product).discount;

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from products p where p.is_active and ${condition}`);
  return row.n;
}

function nonIncreasing(values: number[]) {
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]);
}

/** Polls until the listing shows a change: notifications arrive after COMMIT, on PostgreSQL on another connection. */
async function eventually(query: string, check: (listing: Listing) => boolean): Promise<Listing> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const listing = await list(query);
    if (check(listing) || Date.now() > deadline) return listing;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/products filters', () => {
  it('filters by a leaf category', async () => {
    const listing = await list('?c=milk&perPage=100');
    expect(listing.meta.total).toBe(await countWhere(sql`p.category_id = (select id from categories where slug = 'milk')`));
    expect(listing.meta.total).toBeGreaterThan(0);
    expect(new Set(listing.data.map((product) => product.category_slug))).toEqual(new Set(['milk']));
  });

  it('includes the children of a parent category', async () => {
    const listing = await list('?c=staples&perPage=100');
    const children = await queryRows<{ slug: string }>(
      server.db,
      sql`select c.slug from categories c join categories parent on parent.id = c.parent_id where parent.slug = 'staples'`,
    );
    expect(listing.meta.total).toBe(
      await countWhere(
        sql`p.category_id in (select c.id from categories c join categories parent on parent.id = c.parent_id where parent.slug = 'staples')`,
      ),
    );
    expect(listing.data.length).toBe(Math.min(100, listing.meta.total));
    for (const product of listing.data) expect(children.map((child) => child.slug)).toContain(product.category_slug);
  });

  it('combines several categories and several brands', async () => {
    const [milk, tea] = await Promise.all([list('?c=milk'), list('?c=tea')]);
    expect((await list('?c=milk,tea')).meta.total).toBe(milk.meta.total + tea.meta.total);
    const both = await list('?b=gau-dhara,doodh-ganga&perPage=100');
    expect(both.meta.total).toBe(await countWhere(sql`p.brand_id in (select id from brands where slug in ('gau-dhara', 'doodh-ganga'))`));
    expect(new Set(both.data.map((product) => product.brand_slug))).toEqual(new Set(['gau-dhara', 'doodh-ganga']));
    const milkOfOneBrand = await list('?c=milk&b=gau-dhara&perPage=100');
    expect(milkOfOneBrand.meta.total).toBeGreaterThan(0);
    for (const product of milkOfOneBrand.data) expect([product.category_slug, product.brand_slug]).toEqual(['milk', 'gau-dhara']);
  });

  it('answers an empty listing for a category or brand that does not exist', async () => {
    expect(await list('?c=no-such-category')).toEqual({ data: [], meta: { total: 0 } });
    expect(await list('?b=no-such-brand')).toEqual({ data: [], meta: { total: 0 } });
  });

  it('pages with perPage, page and meta.total', async () => {
    const [first, second, all] = await Promise.all([
      list('?c=staples&perPage=5'),
      list('?c=staples&perPage=5&page=2'),
      list('?c=staples&perPage=10'),
    ]);
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(first.meta.total).toBe(all.meta.total);
    expect([...names(first), ...names(second)]).toEqual(names(all));
    const pastTheEnd = await list(`?c=staples&perPage=5&page=${Math.ceil(all.meta.total / 5) + 1}`);
    expect(pastTheEnd).toEqual({ data: [], meta: { total: all.meta.total } });
    expect((await list('')).data).toHaveLength(24);
  });
});

describe('GET /api/products sorts', () => {
  const query = '?c=staples&perPage=100';

  it('sorts by the price each card shows, not by a pack out of stock: Desi Harvest staples, cheapest first', async () => {
    // The seed has Desi Harvest Sugar's 1 kg pack (₹48) out of stock at the default warehouse: its card shows the 5 kg pack.
    const sugar = (await list('?q=desi%20harvest%20sugar')).data.find((product) => product.slug === 'desi-harvest-sugar')!;
    expect(sugar.packs.map((pack) => [pack.pack_name, pack.price, pack.in_stock])).toEqual([
      ['1 kg', 48, false],
      ['5 kg', 219, true],
    ]);
    const up = (await list('?c=staples&b=desi-harvest&s=price_asc&perPage=100')).data;
    expect(up.map(shownPrice)).toEqual([...up.map(shownPrice)].sort((a, b) => a - b));
    expect(up.map((product) => product.slug)).toContain('desi-harvest-sugar');
    const down = (await list('?c=staples&b=desi-harvest&s=price_desc&perPage=100')).data;
    expect(down.map(shownPrice)).toEqual([...down.map(shownPrice)].sort((a, b) => b - a));
  });

  it('sorts by price up and down (the shown pack) in a listing and in a search', async () => {
    for (const filter of [query, '?q=rice&perPage=100']) {
      const up = (await list(`${filter}&s=price_asc`)).data.map(shownPrice);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await list(`${filter}&s=price_desc`)).data.map(shownPrice);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(up[0]).toBeLessThan(down[0]);
    }
  });

  it('follows pack and stock changes in the price and discount sorts: a new pack, a price raised, out of stock, a pack removed', async () => {
    const byPrice = `${query}&s=price_asc`;
    const [first, second] = (await list(byPrice)).data;
    // A pack shown before the others (position -1), in stock at every warehouse.
    const [{ id: cheapPack }] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into packs (product_id, name, price_paise, mrp_paise, position) values (${second.product_id}, 'Trial pack', 1, 10000, -1) returning id`,
    );
    await queryRows(
      server.db,
      sql`insert into pack_stock (pack_id, warehouse_id, quantity) select ${cheapPack}, id, 5 from warehouses where website_id = ${websiteId} returning pack_id`,
    );
    let listing = await eventually(byPrice, (seen) => seen.data[0].product_id === second.product_id);
    expect(listing.data.slice(0, 2).map((product) => product.product_id)).toEqual([second.product_id, first.product_id]);
    // 99.99 % off: the best discount of the staples now.
    expect((await eventually(`${query}&s=discount`, (seen) => seen.data[0].product_id === second.product_id)).data[0].product_id).toBe(
      second.product_id,
    );

    await queryRows(server.db, sql`update packs set price_paise = 100000000 where id = ${cheapPack} returning id`);
    listing = await eventually(byPrice, (seen) => seen.data[0].product_id === first.product_id);
    expect(listing.data[0].product_id).toBe(first.product_id);

    // Sold out: the card goes back to the product's own pack, and so does the sort.
    await queryRows(server.db, sql`update pack_stock set quantity = 0 where pack_id = ${cheapPack} returning pack_id`);
    listing = await eventually(byPrice, (seen) => seen.data[1]?.product_id === second.product_id);
    expect(listing.data.slice(0, 2).map((product) => product.product_id)).toEqual([first.product_id, second.product_id]);

    await queryRows(server.db, sql`update pack_stock set quantity = 3 where pack_id = ${cheapPack} returning pack_id`);
    expect((await eventually(`${query}&s=price_desc`, (seen) => seen.data[0].product_id === second.product_id)).data[0].product_id).toBe(
      second.product_id,
    );
    await queryRows(server.db, sql`delete from packs where id = ${cheapPack} returning id`);
    listing = await eventually(byPrice, (seen) => seen.data[1]?.product_id === second.product_id);
    expect(listing.data.slice(0, 2).map((product) => product.product_id)).toEqual([first.product_id, second.product_id]);
    expect(shownPrice(listing.data[1])).toBe(shownPrice(second));
  });

  it('sorts by discount, popularity, newest and name', async () => {
    nonIncreasing((await list(`${query}&s=discount`)).data.map(shownDiscount));
    const facts = new Map(
      (
        await queryRows<{ id: number; popularity: number; created: number }>(
          server.db,
          sql`select id, popularity, extract(epoch from created_at)::float8 as created from products`,
        )
      ).map((row) => [row.id, row]),
    );
    for (const [sort, field] of [
      ['popularity', 'popularity'],
      ['relevance', 'popularity'],
      ['newest', 'created'],
    ] as const) {
      nonIncreasing((await list(`${query}&s=${sort}`)).data.map((product) => facts.get(product.product_id)![field]));
    }
    const initials = names(await list(`${query}&s=name`)).map((name) => name[0].toLowerCase());
    expect(initials).toEqual([...initials].sort());
  });
});

describe('GET /api/products search (q)', () => {
  it('tolerates typos in product names', async () => {
    const tomatoes = await list('?q=tomatoe');
    expect(names(tomatoes)).toEqual(expect.arrayContaining(['Tomato – Hybrid', 'Tomato – Local']));
    const rice = await list('?q=basmti%20rice');
    expect(rice.meta.total).toBeGreaterThan(0);
    for (const name of names(rice)) expect(name).toContain('Basmati Rice');
  });

  it('reads a query of several words word by word when no name holds it: in the name, the brand or the category', async () => {
    // No name holds "fresh" and "tomato" together: "fresh" is the category's (Fresh Vegetables), "tomatoe" a typo.
    const tomatoes = names(await list('?q=fresh%20tomatoe&perPage=100'));
    expect(tomatoes).toEqual(expect.arrayContaining(['Tomato – Hybrid', 'Tomato – Local']));
    for (const name of tomatoes) expect(name).toMatch(/Tomato/);
    expect(tomatoes).not.toContain('Tomato Ketchup');
    // A brand and a product word: Gau Dhara's paneers first, and no other brand's.
    const gauDhara = await list('?q=gau%20dhara%20paneer&s=relevance&perPage=100');
    expect(names(gauDhara).slice(0, 2).sort()).toEqual(['Gau Dhara Fresh Paneer', 'Gau Dhara Malai Paneer']);
    expect(new Set(gauDhara.data.map((product) => product.brand_slug))).toEqual(new Set(['gau-dhara']));
    // A phrase a name holds as written is not widened word by word.
    expect(names(await list('?q=fresh%20paneer&perPage=100')).sort()).toEqual(['Doodh Ganga Fresh Paneer', 'Gau Dhara Fresh Paneer']);
    expect(await list('?q=fresh%20qqqxxzz')).toEqual({ data: [], meta: { total: 0 } });
  });

  it('finds short one-word typos: swapped letters, a letter too many or a wrong letter', async () => {
    expect(names(await list('?q=onoin'))[0]).toBe('Onion');
    expect(names(await list('?q=tomatos'))).toEqual(expect.arrayContaining(['Tomato – Hybrid', 'Tomato – Local', 'Cherry Tomato']));
    expect(names(await list('?q=panner&perPage=100'))).toEqual(expect.arrayContaining(['Doodh Ganga Fresh Paneer', 'Gau Dhara Fresh Paneer']));
  });

  it('ranks the names one letter from a typo first: "panner" brings paneer before panna, pants and Palna', async () => {
    const ranked = names(await list('?q=panner&perPage=100'));
    const paneers = ranked.filter((name) => name.includes('Paneer'));
    expect(paneers.length).toBeGreaterThanOrEqual(4);
    expect(ranked.slice(0, paneers.length)).toEqual(paneers);
    expect(ranked).toEqual(expect.arrayContaining(['Ras Bhari Aam Panna Concentrate', 'Palna Diaper Pants – Small']));
  });

  it('keeps look-alikes out when the query is found literally, by prefix or through a synonym', async () => {
    // "Millet" is as close as a typo, but "milk" is no typo: only the names holding it.
    const milk = await list('?q=milk&perPage=100');
    expect(milk.meta.total).toBe(await countWhere(sql`lower(p.name) like '%milk%'`));
    for (const name of names(milk)) expect(name.toLowerCase()).toContain('milk');
    // "aloo" is potato (a synonym) and Aloo Bhujia, not a typo of "aloe".
    const aloo = names(await list('?q=aloo&perPage=100'));
    expect(aloo).toEqual(expect.arrayContaining(['Potato', 'Chatpata Junction Aloo Bhujia']));
    for (const name of aloo) expect(name.toLowerCase()).toMatch(/aloo|potato/);
  });

  it('matches brand names, with typos too', async () => {
    const brand = await list('?q=gau%20dharra&perPage=100');
    expect(brand.meta.total).toBe(await countWhere(sql`p.brand_id = (select id from brands where slug = 'gau-dhara')`));
    expect(new Set(brand.data.map((product) => product.brand_slug))).toEqual(new Set(['gau-dhara']));
  });

  it('trims the query, ignores case and ranks the closest names first for relevance', async () => {
    expect(await list('?q=%20%20MILK%20%20')).toEqual(await list('?q=milk'));
    const ranked = await list('?q=tomato&s=relevance');
    expect(ranked.data[0].product_name).toMatch(/^Tomato – /);
    const byPrice = shownPrice((await list('?q=tomato&s=price_asc')).data[0]);
    expect(byPrice).toBe(Math.min(...ranked.data.map(shownPrice)));
  });

  it("reads the website's synonyms: Hindi and Hinglish words, and phrases, find the catalogue's words too", async () => {
    expect(names(await list('?q=aloo&perPage=100'))).toEqual(expect.arrayContaining(['Potato', 'Chatpata Junction Aloo Bhujia']));
    expect(names(await list('?q=%E0%A4%AA%E0%A5%8D%E0%A4%AF%E0%A4%BE%E0%A4%9C'))[0]).toBe('Onion');
    expect(names(await list('?q=gram%20flour'))).toEqual(['Desi Harvest Besan']);
    expect(names(await list('?q=kali%20mirch')).sort()).toEqual(['Malabar Spice Co. Black Pepper Powder', 'Malabar Spice Co. Black Peppercorns']);
  });

  it('treats % and _ literally and finds nothing for nonsense', async () => {
    expect(names(await list('?q=100%25'))).toEqual(['Subah Bakers 100% Whole Wheat Bread']);
    expect(await list('?q=_')).toEqual({ data: [], meta: { total: 0 } });
    expect(await list('?q=qqqxxzz')).toEqual({ data: [], meta: { total: 0 } });
  });

  it('compares a one-word look-alike with each word of a name, not with words run together', async () => {
    // "Crawling Insect Killer Spray" holds "  i" and "ng " on either side of a space, but no word like "ihng".
    expect(await list('?q=ihng')).toEqual({ data: [], meta: { total: 0 } });
  });

  it('finds look-alikes of the words of added and renamed products', async () => {
    const [onion] = await queryRows<{ id: number; category_id: number; brand_id: number; name: string }>(
      server.db,
      sql`select id, category_id, brand_id, name from products where website_id = ${websiteId} and slug = 'onion'`,
    );
    const [added] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into products (website_id, category_id, brand_id, name, slug)
        values (${websiteId}, ${onion.category_id}, ${onion.brand_id}, 'Rambutan', 'rambutan') returning id`,
    );
    await server.db.execute(sql`update products set name = 'Kohlrabi' where id = ${onion.id}`);
    try {
      expect(names(await eventually('?q=rambuttan', (listing) => listing.meta.total > 0))).toEqual(['Rambutan']);
      expect(names(await eventually('?q=kohlrbi', (listing) => listing.meta.total > 0))).toEqual(['Kohlrabi']);
    } finally {
      await server.db.execute(sql`delete from products where id = ${added.id}`);
      await server.db.execute(sql`update products set name = ${onion.name} where id = ${onion.id}`);
    }
  });
});

describe('GET /api/products refusals', () => {
  it.each([
    ['?s=cheapest', 's', 's: Invalid option: expected one of "relevance"|"popularity"|"price_asc"|"price_desc"|"discount"|"newest"|"name"'],
    ['?page=0', 'page', 'page: Too small: expected number to be >=1'],
    ['?page=abc', 'page', 'page: Invalid input: expected number, received NaN'],
    ['?perPage=101', 'perPage', 'perPage: Too big: expected number to be <=100'],
    [`?q=${'a'.repeat(101)}`, 'q', 'q: Too big: expected string to have <=100 characters'],
  ])('answers 400 for %s naming the field', async (query, field, message) => {
    const response = await visitor(server).get(`/s/api/products${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });
});

describe('GET /api/products/{slug-or-id}', () => {
  it('finds a product by slug and by id, and answers 404 for an unknown one', async () => {
    const bySlug = await visitor(server).get('/s/api/products/onion');
    expect(bySlug.statusCode).toBe(200);
    const onion: Product = bySlug.json();
    expect(onion).toMatchObject({ product_name: 'Onion', slug: 'onion', brand_slug: 'freshfarm', wishlist: false });
    expect((await visitor(server).get(`/s/api/products/${onion.product_id}`)).json()).toEqual(onion);
    const missing = await visitor(server).get('/s/api/products/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: CATALOGUE_MESSAGES.productNotFound('no-such-thing') });
  });
});

describe('per-shopper fields', () => {
  const sessionIdOf = (who: Visitor) => createHash('sha256').update(who.cookies.get('sid')!).digest('hex');

  it('flags wishlisted products for their user only', async () => {
    const page = await list('?c=milk');
    const [wanted, other] = page.data;
    const priya = await signInAs(server, 'priya@example.com');
    const [{ id: priyaId }] = await queryRows<{ id: number }>(server.db, sql`select id from users where email = 'priya@example.com'`);
    await server.db.execute(
      sql`insert into wishlist_items (website_id, user_id, product_id) values (${websiteId}, ${priyaId}, ${wanted.product_id})`,
    );

    const seen = await list('?c=milk', priya);
    expect(seen.data.find((product) => product.product_id === wanted.product_id)!.wishlist).toBe(true);
    expect(seen.data.find((product) => product.product_id === other.product_id)!.wishlist).toBe(false);
    expect((await priya.get(`/s/api/products/${wanted.slug}`)).json().wishlist).toBe(true);

    const someoneElse = await signInAs(server, (await createShopper(server)).email);
    expect((await list('?c=milk', someoneElse)).data.every((product) => !product.wishlist)).toBe(true);
    expect((await someoneElse.get(`/s/api/products/${wanted.slug}`)).json().wishlist).toBe(false);
    expect((await list('?c=milk')).data.every((product) => !product.wishlist)).toBe(true);
    await server.db.execute(sql`delete from wishlist_items where user_id = ${priyaId}`);
  });

  it("shows the units of each pack in the visitor's cart (guest by session, user by account)", async () => {
    const page = await list('?c=fresh-fruits');
    const pack = page.data[0].packs[0];
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const [cart] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into carts (website_id, session_id) values (${websiteId}, ${sessionIdOf(guest)}) returning id`,
    );
    await server.db.execute(
      sql`insert into cart_items (cart_id, pack_id, warehouse_id, quantity) values (${cart.id}, ${pack.pack_id}, ${pack.warehouse_id}, 3)`,
    );

    const seen = await list('?c=fresh-fruits', guest);
    const quantities = seen.data.flatMap((product) => product.packs.map((candidate) => [candidate.pack_id, candidate.quantity]));
    expect(quantities).toEqual(
      page.data.flatMap((product) => product.packs.map((candidate) => [candidate.pack_id, candidate.pack_id === pack.pack_id ? 3 : 0])),
    );
    expect((await guest.get(`/s/api/products/${page.data[0].slug}`)).json().packs[0].quantity).toBe(3);
    // Nobody else sees it, and the shared (cached) listing is untouched.
    expect((await list('?c=fresh-fruits')).data[0].packs[0].quantity).toBe(0);

    const shopper = await createShopper(server);
    const signedIn = await signInAs(server, shopper.email);
    const [userCart] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into carts (website_id, user_id) values (${websiteId}, ${shopper.id}) returning id`,
    );
    await server.db.execute(
      sql`insert into cart_items (cart_id, pack_id, warehouse_id, quantity) values (${userCart.id}, ${pack.pack_id}, ${pack.warehouse_id}, 2)`,
    );
    expect((await list('?c=fresh-fruits', signedIn)).data[0].packs[0].quantity).toBe(2);
    expect((await list('?c=fresh-fruits', guest)).data[0].packs[0].quantity).toBe(3);
  });
});

describe('categories, brands and suppliers', () => {
  it('GET /api/categories answers the tree', async () => {
    const response = await visitor(server).get('/s/api/categories');
    expect(response.statusCode).toBe(200);
    const tree: Category[] = response.json().data;
    expect(tree.length).toBe(
      await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from categories where parent_id is null`).then(([row]) => row.n),
    );
    const staples = tree.find((node) => node.slug === 'staples')!;
    expect(staples).toMatchObject({ name: 'Staples', avatar: 'categories/staples.svg' });
    expect(staples.children.map((child) => child.slug)).toContain('atta-and-flours');
    expect(staples.children.every((child) => child.children.length === 0)).toBe(true);
  });

  it('GET /api/brands answers every brand with products by name, each with its count', async () => {
    const brands: { name: string; slug: string; count: number }[] = (await visitor(server).get('/s/api/brands')).json().data;
    const counts = await queryRows<{ slug: string; n: number }>(
      server.db,
      sql`select b.slug, count(*)::int as n from products p join brands b on b.id = p.brand_id where p.is_active and p.website_id = ${websiteId} group by b.slug`,
    );
    expect(brands.map((brand) => [brand.slug, brand.count]).sort()).toEqual(counts.map((row) => [row.slug, row.n]).sort());
    expect(brands.map((brand) => brand.name)).toEqual([...brands.map((brand) => brand.name)].sort());
    expect(brands).toContainEqual({ name: 'Gau Dhara', slug: 'gau-dhara', count: (await list('?b=gau-dhara')).meta.total });
  });

  it('GET /api/brands offers only the brands of a category or a search, with the counts their listings show', async () => {
    const staples: { name: string; slug: string; count: number }[] = (await visitor(server).get('/s/api/brands?c=staples')).json().data;
    expect(staples.length).toBeGreaterThan(1);
    // Household and puja brands were offered in Staples, each leading to "No products".
    expect(staples.map((brand) => brand.name)).not.toContain('Chamak Home');
    expect(staples.map((brand) => brand.name)).not.toContain('Aarti Sugandh');
    for (const brand of staples) expect((await list(`?c=staples&b=${brand.slug}`)).meta.total).toBe(brand.count);
    expect(staples.reduce((sum, brand) => sum + brand.count, 0)).toBe((await list('?c=staples')).meta.total);

    const searched: { slug: string; count: number }[] = (await visitor(server).get('/s/api/brands?q=panner')).json().data;
    expect(searched.length).toBeGreaterThan(0);
    for (const brand of searched) expect((await list(`?q=panner&b=${brand.slug}`)).meta.total).toBe(brand.count);
    expect(searched.reduce((sum, brand) => sum + brand.count, 0)).toBe((await list('?q=panner')).meta.total);
    const both: { count: number }[] = (await visitor(server).get('/s/api/brands?c=staples&q=rice')).json().data;
    expect(both.reduce((sum, brand) => sum + brand.count, 0)).toBe((await list('?c=staples&q=rice')).meta.total);
  });

  it('GET /api/suppliers answers the seeded suppliers, each linking to a listing of exactly its products', async () => {
    const response = await visitor(server).get('/s/api/suppliers');
    expect(response.statusCode).toBe(200);
    const suppliers: { name: string; slug: string; logo: string | null; description: string; link: string }[] = response.json().data;
    expect(suppliers.map((supplier) => supplier.slug).sort()).toEqual(DEMO_SUPPLIERS.map((supplier) => supplier.slug).sort());
    expect(suppliers.map((supplier) => supplier.name)).toEqual([...suppliers.map((supplier) => supplier.name)].sort());
    for (const supplier of suppliers) {
      expect(supplier.logo).toBe(`categories/${supplier.slug}.svg`);
      expect(supplier.description.length).toBeGreaterThan(20);
      expect(supplier.link).toMatch(/^\/products\?b=[a-z0-9,-]+$/);
      const supplied = await countWhere(sql`p.supplier_id = (select id from suppliers where slug = ${supplier.slug})`);
      expect(supplied).toBeGreaterThan(0);
      expect((await list(supplier.link.replace('/products', ''))).meta.total).toBe(supplied);
    }
    const share = await countWhere(sql`p.supplier_id is not null`);
    expect(share / (await countWhere(sql`true`))).toBeGreaterThan(0.3);
  });
});

describe('listing cache', () => {
  it('shows a renamed product, a new price and a sold-out pack after the change commits', async () => {
    const query = '?c=fresh-vegetables&s=name&perPage=100';
    const before = await list(query);
    const onion = before.data.find((product) => product.slug === 'onion')!;
    expect(onion.packs[0].in_stock).toBe(true);
    // A change made without triggers (replication role) notifies nobody: the cached answer is still served.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set name = 'Onion – Unannounced' where id = ${onion.product_id}`);
    });
    expect(await list(query)).toEqual(before);

    await server.db.execute(sql`update products set name = 'Onion – Nashik Red' where id = ${onion.product_id}`);
    const renamed = await eventually(query, (listing) => names(listing).includes('Onion – Nashik Red'));
    expect(names(renamed)).toContain('Onion – Nashik Red');
    expect(names(renamed)).not.toContain('Onion');

    await server.db.execute(sql`update packs set price_paise = 1234 where id = ${onion.packs[0].pack_id}`);
    const repriced = await eventually(
      query,
      (listing) => listing.data.find((product) => product.product_id === onion.product_id)!.packs[0].price === 12.34,
    );
    expect(repriced.data.find((product) => product.product_id === onion.product_id)!.packs[0].price).toBe(12.34);

    await server.db.execute(sql`update pack_stock set quantity = 0 where pack_id = ${onion.packs[0].pack_id}`);
    const soldOut = await eventually(query, (listing) => !listing.data.find((product) => product.product_id === onion.product_id)!.packs[0].in_stock);
    expect(soldOut.data.find((product) => product.product_id === onion.product_id)!.packs[0].in_stock).toBe(false);
  });

  it('never shows one website the cached listing of another', async () => {
    const [other] = await queryRows<{ id: number }>(server.db, sql`insert into websites (name) values ('Second Shop') returning id`);
    await server.db.execute(sql`insert into website_domains (origin, website_id) values ('http://second-shop.test', ${other.id})`);
    const [category] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into categories (website_id, name, slug) values (${other.id}, 'Staples', 'staples') returning id`,
    );
    const [brand] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into brands (website_id, name, slug) values (${other.id}, 'Second Brand', 'second-brand') returning id`,
    );
    const [product] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into products (website_id, category_id, brand_id, name, slug) values (${other.id}, ${category.id}, ${brand.id}, 'Second Shop Rice', 'second-shop-rice') returning id`,
    );
    await server.db.execute(sql`insert into packs (product_id, name, price_paise, mrp_paise) values (${product.id}, '1 kg', 9900, 9900)`);

    const home = await list('?c=staples');
    const secondVisitor = visitor(server);
    const response = await secondVisitor.get('/s/api/products?c=staples', { 'x-web-url': 'http://second-shop.test' });
    expect(response.json()).toMatchObject({ data: [{ product_name: 'Second Shop Rice', slug: 'second-shop-rice' }], meta: { total: 1 } });
    expect(await list('?c=staples')).toEqual(home);
    expect(names(home)).not.toContain('Second Shop Rice');
  });
});

describe('CatalogueCache', () => {
  const listener = { live: true };
  const counting = (value: string) => {
    const load = jest.fn(async () => value);
    return load;
  };

  it('serves a hit until its website changes, and keeps websites apart', async () => {
    const cache = new CatalogueCache(listener);
    const first = counting('one');
    expect(await cache.listing(1, 'k', first)).toBe('one');
    expect(await cache.listing(1, 'k', counting('again'))).toBe('one');
    expect(await cache.listing(2, 'k', counting('two'))).toBe('two');
    cache.invalidate(1);
    expect(await cache.listing(1, 'k', counting('fresh'))).toBe('fresh');
    expect(await cache.listing(2, 'k', counting('stale?'))).toBe('two');
    cache.invalidate(null);
    expect(await cache.listing(2, 'k', counting('after all'))).toBe('after all');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('drops an answer whose query started before a change, and shares concurrent misses', async () => {
    const cache = new CatalogueCache(listener);
    let release: (value: string) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const pending = cache.listing(1, 'k', slow);
    const sharing = cache.listing(1, 'k', counting('unused'));
    cache.invalidate(1);
    release('old');
    expect(await pending).toBe('old');
    expect(await sharing).toBe('old');
    expect(await cache.listing(1, 'k', counting('new'))).toBe('new');
  });

  it('caches nothing while the change listener is down, nor failures', async () => {
    const down = new CatalogueCache({ live: false });
    await down.warehouse(1, '560001', counting('a') as never);
    expect(await down.warehouse(1, '560001', async () => 7)).toBe(7);
    const cache = new CatalogueCache(listener);
    await expect(cache.listing(1, 'k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.listing(1, 'k', counting('ok'))).toBe('ok');
  });

  it('bounds its size, evicting the least recently used entry', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
  });
});
