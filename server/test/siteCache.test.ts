import { sql } from 'drizzle-orm';
import { cartSchema, initDataSchema } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { CACHED_ORIGINS, createWebsiteResolver } from '../src/http/websiteResolver';
import { eventually } from './helpers/eventually';
import { startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor } from './helpers/visitors';

// What init and cart pricing keep in memory (site part of init, website by origin, warehouses serving a pincode)
// follows every change made in the database, by this process or any other, through the change notifications.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const init = async (headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': 'http://localhost:3000', ...headers } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return initDataSchema.parse(response.json());
};

/** Runs statements with triggers off, as if the change had never been notified. */
async function withoutNotifications(statement: ReturnType<typeof sql>): Promise<void> {
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the site part of GET /s/api/init', () => {
  it('is kept in memory: a change that sends no notification is not read until one comes', async () => {
    const before = await init();
    await withoutNotifications(sql`update websites set description = 'Unnotified' where id = ${before.web.id}`);
    expect((await init()).web.description).toBe(before.web.description);
    await server.db.execute(sql`update websites set description = ${before.web.description} where id = ${before.web.id}`);
  });

  it('shows a change of the website row made by a plain UPDATE at the next request', async () => {
    const before = await init();
    await server.db.execute(sql`update websites set name = 'FreshKart Express' where id = ${before.web.id}`);
    try {
      await eventually(async () => expect((await init()).web.name).toBe('FreshKart Express'));
    } finally {
      await server.db.execute(sql`update websites set name = ${before.web.name} where id = ${before.web.id}`);
    }
    await eventually(async () => expect((await init()).web.name).toBe(before.web.name));
  });

  it('shows renamed brands and categories', async () => {
    const before = await init();
    const brand = before.brands[0];
    const category = before.categories[0];
    await server.db.execute(sql`update brands set name = 'Zz Renamed Brand' where slug = ${brand.slug}`);
    await server.db.execute(sql`update categories set name = 'Renamed Category' where slug = ${category.slug}`);
    try {
      await eventually(async () => {
        const after = await init();
        expect(after.brands.map((entry) => entry.name)).toContain('Zz Renamed Brand');
        expect(after.categories[0].name).toBe('Renamed Category');
      });
    } finally {
      await server.db.execute(sql`update brands set name = ${brand.name} where slug = ${brand.slug}`);
      await server.db.execute(sql`update categories set name = ${category.name} where slug = ${category.slug}`);
    }
    // The restore is announced asynchronously too; the next test compares two reads of the cache.
    await eventually(async () => {
      const restored = await init();
      expect(restored.categories[0].name).toBe(category.name);
      expect(restored.brands.map((entry) => entry.name)).toContain(brand.name);
    });
  });

  it('keeps the visitor’s own members per request: user, pincode and cart', async () => {
    const guest = await init();
    const shopper = await signInAs(server, 'priya@example.com');
    expect((await shopper.get('/s/api/check/pincode/560034')).statusCode).toBe(200);
    const own = initDataSchema.parse((await shopper.get('/s/api/init')).json());
    expect(guest.user).toBeNull();
    expect(guest.pincode).toBeNull();
    expect(own.user?.email).toBe('priya@example.com');
    expect(own.pincode).toBe('560034');
    expect(own.web).toEqual(guest.web);
    expect(own.categories).toEqual(guest.categories);
  });
});

describe('website resolution', () => {
  it('serves a newly registered origin from its website at once, after answering it with the default one', async () => {
    const origin = 'http://second-shop.localhost:3000';
    expect((await init({ 'x-web-url': origin })).web.name).toBe('FreshKart');
    const [website] = await rows<{ id: number }>(sql`insert into websites (name) values ('Second Shop') returning id`);
    await server.db.execute(sql`insert into website_domains (origin, website_id) values (${origin}, ${website.id})`);
    await eventually(async () => {
      const second = await init({ 'x-web-url': origin });
      expect(second.web.name).toBe('Second Shop');
      expect(second.categories).toEqual([]);
    });
    expect((await init()).web.name).toBe('FreshKart');
  });

  it(`keeps at most ${CACHED_ORIGINS} origins however many distinct ones are sent`, async () => {
    const resolver = createWebsiteResolver(server.db, { production: false });
    for (let n = 0; n < CACHED_ORIGINS + 50; n++) {
      await resolver.resolve({ 'x-web-url': `http://probe-${n}.localhost:3000/` }, 'http://localhost:3000');
    }
    expect(resolver.cachedOrigins()).toBe(CACHED_ORIGINS);
    // The most recent ones are still answered from memory.
    expect((await resolver.resolve({ 'x-web-url': `http://probe-${CACHED_ORIGINS + 49}.localhost:3000/` }, 'http://localhost:3000')).name).toBe(
      'FreshKart',
    );
  });
});

describe('in production', () => {
  it('serves the default shop to this machine only; another origin with no shop of its own is refused', async () => {
    const resolver = createWebsiteResolver(server.db, { production: true });
    for (const origin of ['http://localhost:3000', 'https://127.0.0.1', 'http://[::1]:8080', 'HTTP://LOCALHOST:3000']) {
      expect([origin, (await resolver.resolve({ 'x-web-url': `${origin}/products` }, 'http://localhost:3000')).name]).toEqual([origin, 'FreshKart']);
    }
    for (const origin of ['http://localhost.example.com', 'http://127.0.0.1.example.com:3000', 'https://shop.example']) {
      await expect(resolver.resolve({ 'x-web-url': `${origin}/` }, 'http://localhost:3000')).rejects.toMatchObject({
        statusCode: 404,
        message: `No shop is configured for ${origin.toLowerCase()}`,
      });
    }
  });
});

describe('cart pricing', () => {
  it('charges the delivery rule as it is now, after its charge changed', async () => {
    const shopper = visitor(server);
    expect((await shopper.get('/s/api/check/pincode/560034')).statusCode).toBe(200);
    const [pack] = await rows<{ pack_id: number; warehouse_id: number; delivery_charge_id: number; charge_paise: number }>(sql`
      select pk.id as pack_id, w.id as warehouse_id, w.delivery_charge_id, dc.charge_paise
      from packs pk join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 5
      join warehouses w on w.id = ps.warehouse_id
      join warehouse_pincodes wp on wp.warehouse_id = w.id and wp.pincode = '560034'
      join delivery_charges dc on dc.id = w.delivery_charge_id
      where pk.price_paise < 10000
      order by pk.id limit 1`);
    const added = await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(added.statusCode).toBe(200);
    expect(cartSchema.parse(added.json()).delivery_charge).toBe(pack.charge_paise / 100);
    await server.db.execute(sql`update delivery_charges set charge_paise = 2500 where id = ${pack.delivery_charge_id}`);
    try {
      await eventually(async () => expect(cartSchema.parse((await shopper.get('/s/api/cart')).json()).delivery_charge).toBe(25));
    } finally {
      await server.db.execute(sql`update delivery_charges set charge_paise = ${pack.charge_paise} where id = ${pack.delivery_charge_id}`);
    }
  });

  it('gives the slot of the warehouse’s delivery slots as they are now', async () => {
    const shopper = visitor(server);
    expect((await shopper.get('/s/api/check/pincode/560034')).statusCode).toBe(200);
    const [pack] = await rows<{ pack_id: number; warehouse_id: number }>(sql`
      select pk.id as pack_id, w.id as warehouse_id
      from packs pk join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 5
      join warehouses w on w.id = ps.warehouse_id
      join warehouse_pincodes wp on wp.warehouse_id = w.id and wp.pincode = '560034'
      order by pk.id desc limit 1`);
    const before = cartSchema.parse((await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).json());
    expect(before.del_start_time).not.toBeNull();
    const slots = await rows<{ id: number; start_time: string; end_time: string }>(
      sql`select id, start_time, end_time from delivery_slots where warehouse_id = ${pack.warehouse_id}`,
    );
    // Every slot moved to one the seeded times never use: the cart shows it.
    await server.db.execute(sql`update delivery_slots set start_time = '05:05', end_time = '05:55' where warehouse_id = ${pack.warehouse_id}`);
    try {
      await eventually(async () => {
        const after = cartSchema.parse((await shopper.get('/s/api/cart')).json());
        expect([after.del_start_time, after.del_end_time]).toEqual(['05:05', '05:55']);
      });
    } finally {
      for (const slot of slots) {
        await server.db.execute(sql`update delivery_slots set start_time = ${slot.start_time}, end_time = ${slot.end_time} where id = ${slot.id}`);
      }
    }
  });
});
