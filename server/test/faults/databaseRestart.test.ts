/**
 * The database restarted under load (PostgreSQL only). A TCP proxy stands between the API and PostgreSQL; a
 * "restart" terminates the test database's backends (what a restart does to them), cuts every connection and
 * refuses new ones for a few seconds. Shoppers keep listing products, adding to carts and placing orders through
 * it all: while the database is away the API answers 503 with a readable message, quickly; once it is back the
 * same requests succeed, every order is whole and no cart is lost.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Client, type Pool } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { CONNECT_TIMEOUT_MS, openDatabase, type Database } from '../../src/db/client';
import { DATABASE_RETRY_AFTER_SECONDS, MESSAGE_DATABASE_UNAVAILABLE } from '../../src/db/unavailable';
import { createPostgresDatabase, type TemporaryDatabase } from '../helpers/postgresDatabase';
import type { TestServer } from '../helpers/testServer';
import { visitor, type Visitor } from '../helpers/visitors';
import { brokenOrders, cartLines, cartsVersusOrders, lostCartLines, paymentMismatches, stockDrift, type Line } from './helpers/shopInvariants';
import { addressBody, prepareShop, type PreparedShop, type StockedPack } from './helpers/shopSetup';
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy';

const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;

const OUTAGE_MS = 3_000;
/** No request may take longer, outage or not: a connection attempt gives up after CONNECT_TIMEOUT_MS. */
const REQUEST_BOUND_MS = CONNECT_TIMEOUT_MS + 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shopper {
  id: number;
  session: Visitor;
  addressId: number;
  payment: 'cod' | 'razorpay';
  /** The cart before the restart. */
  lines: Line[];
}

interface Outcome {
  request: string;
  status: number | 'no answer';
  message?: string;
  retryAfter?: string;
}

/** Answers a request's status and message, or 'no answer' when it takes longer than REQUEST_BOUND_MS. */
async function bounded(request: string, send: () => Promise<LightMyRequestResponse>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REQUEST_BOUND_MS)));
  const response = await Promise.race([send(), late]).finally(() => clearTimeout(timer));
  if (!response) return { request, status: 'no answer' };
  const retryAfter = response.headers['retry-after'];
  return {
    request,
    status: response.statusCode,
    ...(response.statusCode >= 400 && { message: response.json().message }),
    ...(retryAfter !== undefined && { retryAfter: String(retryAfter) }),
  };
}

const unavailable = (request: string): Outcome => ({
  request,
  status: 503,
  message: MESSAGE_DATABASE_UNAVAILABLE,
  retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
});

describeOnPostgres('the database restarted under load (PostgreSQL only: runs with TEST_DATABASE_URL)', () => {
  let temporary: TemporaryDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let server: TestServer;
  let shop: PreparedShop;
  let admin: Client;

  beforeAll(async () => {
    temporary = await createPostgresDatabase(adminUrl!, 'storefront_faults');
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const direct = new URL(temporary.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(temporary.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: proxied.toString() });
    shop = await prepareShop(database.db, { shopperCount: 17, packCount: 4 });
    const config = loadConfig({ SERVE_APPS: 'false', LOG_LEVEL: 'silent', SESSION_SECRET: 'test-secret-test-secret-test-secret!' });
    server = { app: await buildApp(config, database.db), db: database.db, config, close: async () => undefined };
  });
  afterAll(async () => {
    await server?.app.close();
    // The database goes first: a connection the pool failed to give back must not keep it from being dropped.
    await temporary?.drop();
    await admin?.end();
    await proxy?.close();
    await database?.close();
  });

  /** What a restart does: PostgreSQL terminates every backend of the database, then it stops answering. */
  async function restartBegins() {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [new URL(temporary.url).pathname.slice(1)]);
    proxy.down();
  }

  /** Connections held by requests, and requests waiting for one: none once requests have ended. */
  function poolInUse() {
    const pool = (server.db as unknown as { $client: Pool }).$client;
    return { checkedOut: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
  }

  async function waitUntilHealthy() {
    for (let waited = 0; waited < 10_000; waited += 100) {
      if ((await server.app.inject({ method: 'GET', url: '/s/api/health' })).statusCode === 200) return;
      await sleep(100);
    }
    throw new Error('The API did not report healthy within 10 s of the database coming back');
  }

  /** A signed-in shopper of the prepared shop with a cart of two packs. */
  async function shopper(index: number, payment: Shopper['payment']): Promise<Shopper> {
    const { id, token, addressId } = shop.shoppers[index];
    const session = visitor(server);
    session.cookies.set('sid', token);
    await session.get('/s/api/cookie');
    for (const pack of [shop.packs[index % 4], shop.packs[(index + 1) % 4]]) {
      expect((await addTo(session, pack)).statusCode).toBe(200);
    }
    return { id, session, addressId, payment, lines: await cartLines(server.db, id) };
  }
  const addTo = (session: Visitor, pack: StockedPack) => session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  const listing = (who: Visitor) => bounded('listing', () => who.get('/s/api/products?perPage=12&s=popularity'));
  const cartAdd = (who: Shopper) => bounded('cart add', () => addTo(who.session, shop.packs[who.id % 4]));
  const order = (who: Shopper) =>
    bounded(`${who.payment} order`, () => who.session.post('/s/api/order/create', { address_id: who.addressId, payment: who.payment }));

  it('answers 503 with a readable message while it is away, then recovers with every order whole and every cart kept', async () => {
    const guest = visitor(server);
    const paymentOf = (index: number) => (index % 2 === 0 ? 'cod' : 'razorpay');
    // Early orderers order as the database goes; late ones while it is away, and again once it is back.
    const early = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => shopper(index, paymentOf(index))));
    const late = await Promise.all([6, 7, 8, 9].map((index) => shopper(index, paymentOf(index))));
    const keepers = await Promise.all([10, 11, 12, 13, 14, 15].map((index) => shopper(index, 'cod')));
    type Send = () => Promise<Outcome>;
    const load: Send[] = [
      ...keepers.map((keeper) => () => cartAdd(keeper)),
      () => listing(guest),
      ...keepers.slice(0, 3).map((keeper) => () => listing(keeper.session)),
    ];
    const orders = (shoppers: Shopper[]): Send[] => shoppers.map((who) => () => order(who));
    const all = (sends: Send[]) => Promise.all(sends.map((send) => send()));

    // The restart comes once two of these orders are placed: the others are cut mid-way (they queue on stock rows).
    let placed = 0;
    const counted = orders(early).map((send) => () => send().finally(() => (placed += 1)));
    const inFlight = all([...counted, ...load]);
    while (placed < 2) await sleep(1);
    await restartBegins();
    const restartedAt = Date.now();
    const caught = await inFlight;
    await sleep(200);
    const whileAway = await all([...orders(late), ...orders(early), ...load]);
    await sleep(restartedAt + OUTAGE_MS - Date.now());
    proxy.up();
    await waitUntilHealthy();

    // Requests caught by the restart either finished or were refused readably; none failed or hung.
    for (const outcome of caught) {
      expect(outcome).toEqual(outcome.status === 200 ? { request: outcome.request, status: 200 } : unavailable(outcome.request));
    }
    expect(whileAway).toEqual(whileAway.map((outcome) => unavailable(outcome.request)));

    const since = shop.sinceOrderId;
    const db = server.db;
    expect(await brokenOrders(db, since)).toEqual([]);
    expect(await stockDrift(db, shop.seededStock, since)).toEqual([]);
    expect(await paymentMismatches(db, since)).toEqual([]);
    expect(await cartsVersusOrders(db, [...early, ...late], since)).toEqual([]);
    expect(await lostCartLines(db, keepers)).toEqual([]);
    // Every connection the restart cut went back to the pool or was dropped: none is held by a request that ended.
    expect(poolInUse()).toEqual({ checkedOut: 0, waiting: 0 });

    // The same requests succeed now: every shopper whose cart is still there places its order.
    const waiting = [];
    for (const who of [...early, ...late]) if ((await cartLines(db, who.id)).length > 0) waiting.push(who);
    expect(waiting.length).toBeGreaterThanOrEqual(late.length);
    const recovered = await all([...orders(waiting), ...load]);
    expect(recovered).toEqual(recovered.map((outcome) => ({ request: outcome.request, status: 200 })));
    expect(await cartsVersusOrders(db, [...early, ...late], since)).toEqual([]);
    for (const who of [...early, ...late]) expect(await cartLines(db, who.id)).toEqual([]);
    expect(await lostCartLines(db, keepers)).toEqual([]);
    expect(await brokenOrders(db, since)).toEqual([]);
    expect(await stockDrift(db, shop.seededStock, since)).toEqual([]);
  });

  it('keeps every connection after transactions lost theirs as they began', async () => {
    const who = await shopper(16, 'cod');
    const newAddress = () => bounded('address', () => who.session.post('/s/api/addresses', addressBody('7, 2nd Cross')));
    // More transactions than the pool has connections, each losing its connection as it sends BEGIN.
    proxy.cutWhen((sent) => sent.includes('begin'));
    const lost: Outcome[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) lost.push(await newAddress());
    proxy.cutWhen(null);
    expect(lost).toEqual(lost.map(() => unavailable('address')));
    expect(await newAddress()).toEqual({ request: 'address', status: 201 });
    expect(poolInUse()).toEqual({ checkedOut: 0, waiting: 0 });
  });
});
