/**
 * PGlite's data folder after the built server is killed with SIGKILL, once while quiet and once in the middle of
 * writes: the server starts again on the same folder, and every write it acknowledged (addresses, cart lines,
 * orders) is there; the orders written are whole and stock matches them.
 */
import { startBuiltServer } from './helpers/builtServer';
import { useBuiltShop } from './helpers/builtShop';
import { httpVisitor, type HttpVisitor } from './helpers/httpVisitor';
import { brokenOrders, cartsVersusOrders, stockDrift, type Line } from './helpers/shopInvariants';
import { addressBody, type StockedPack } from './helpers/shopSetup';
import { pgliteStorage } from './helpers/shopStorage';

const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A shopper and what the server acknowledged for them. */
interface Shopper {
  id: number;
  addressId: number;
  visitor: HttpVisitor;
  addresses: number[];
  /** Units per pack in the cart, as the last acknowledged cart answer had them. */
  cart: Map<number, number>;
  orders: number[];
}

describeOnPglite('PGlite’s data folder after a SIGKILL (PGlite only: runs without TEST_DATABASE_URL)', () => {
  const built = useBuiltShop(pgliteStorage, { shopperCount: 8, packCount: 6 });

  const shopperOf = (index: number): Shopper => {
    const { id, token, addressId } = built.shop.shoppers[index];
    return { id, addressId, visitor: httpVisitor(() => built.server!.base, { sid: token }), addresses: [], cart: new Map(), orders: [] };
  };

  // Each write records what its 2xx answer acknowledged; a write the kill interrupted throws.
  async function addAddress(shopper: Shopper) {
    const answer = await shopper.visitor.post('/s/api/addresses', addressBody(`${shopper.addresses.length + 1}, Fault Lane`));
    expect(answer.status).toBe(201);
    shopper.addresses.push(answer.body.data.id);
  }
  async function addToCart(shopper: Shopper, pack: StockedPack) {
    const answer = await shopper.visitor.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(answer.status).toBe(200);
    shopper.cart = new Map(answer.body.items.map((item: Line) => [item.pack_id, item.quantity]));
  }
  async function placeOrder(shopper: Shopper) {
    const answer = await shopper.visitor.post('/s/api/order/create', { address_id: shopper.addressId, payment: 'cod' });
    expect(answer.status).toBe(200);
    shopper.orders.push(answer.body.order.id);
    shopper.cart = new Map();
  }

  /** What the restarted server has of each shopper's acknowledged writes: missing ones are listed. */
  async function missingWrites(shoppers: Shopper[]): Promise<string[]> {
    const missing: string[] = [];
    for (const shopper of shoppers) {
      const addresses = (await shopper.visitor.get('/s/api/addresses')).body.data.map((address: { id: number }) => address.id);
      for (const id of shopper.addresses) if (!addresses.includes(id)) missing.push(`shopper ${shopper.id}: address ${id}`);
      const items: Line[] = (await shopper.visitor.get('/s/api/cart')).body.items;
      for (const [packId, quantity] of shopper.cart) {
        const kept = items.find((item) => item.pack_id === packId);
        if (!kept || kept.quantity < quantity) missing.push(`shopper ${shopper.id}: ${quantity} of pack ${packId} in the cart`);
      }
      for (const id of shopper.orders) {
        if ((await shopper.visitor.get(`/s/api/orders/${id}`)).status !== 200) missing.push(`shopper ${shopper.id}: order ${id}`);
      }
    }
    return missing;
  }

  it('opens after a kill and keeps every acknowledged write, quiet or mid-write', async () => {
    const writers = [0, 1, 2, 3, 4].map(shopperOf);
    const orderers = [5, 6, 7].map(shopperOf);
    const packs = built.shop.packs;
    await Promise.all(
      [...writers, ...orderers].map(async (shopper) => {
        expect((await shopper.visitor.get('/s/api/cookie')).status).toBe(200);
        await addToCart(shopper, packs[shopper.id % 6]);
        await addToCart(shopper, packs[(shopper.id + 1) % 6]);
      }),
    );
    const orderedLines = orderers.map((shopper) => ({
      id: shopper.id,
      lines: packs
        .filter((pack) => shopper.cart.has(pack.pack_id))
        .map((pack) => ({ pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, quantity: shopper.cart.get(pack.pack_id)! })),
    }));
    await Promise.all(
      writers.map(async (shopper) => {
        await addAddress(shopper);
        await placeOrder(shopper);
        await addToCart(shopper, packs[(shopper.id + 2) % 6]);
      }),
    );

    // Killed while quiet: everything acknowledged so far is there after the restart.
    await built.server!.kill();
    built.server = await startBuiltServer(built.storage.env);
    expect(await missingWrites([...writers, ...orderers])).toEqual([]);

    // Killed mid-write: writers keep adding addresses and cart units, orderers place their orders.
    let acknowledged = 0;
    const counted = (write: Promise<void>) => write.then(() => void (acknowledged += 1));
    const keepWriting = async (shopper: Shopper) => {
      for (let round = 0; ; round += 1) {
        await counted(addAddress(shopper));
        await counted(addToCart(shopper, packs[(shopper.id + round) % 6]));
      }
    };
    // A write the kill cut off ends quietly; any other failure (a refusal, a timeout) fails the test.
    const untilKilled = (write: Promise<void>) =>
      write.catch((error) => {
        if ((error as Error).message !== 'fetch failed') throw error;
      });
    const writing = Promise.all([...writers.map(keepWriting), ...orderers.map((shopper) => counted(placeOrder(shopper)))].map(untilKilled));
    while (acknowledged < 20) await sleep(1);
    await built.server!.kill();
    await writing;

    built.server = await startBuiltServer(built.storage.env);
    expect(await missingWrites([...writers, ...orderers])).toEqual([]);
    await built.server.stop();
    await built.storage.use(async (db) => {
      expect(await brokenOrders(db, built.shop.sinceOrderId)).toEqual([]);
      expect(await stockDrift(db, built.shop.seededStock, built.shop.sinceOrderId)).toEqual([]);
      expect(await cartsVersusOrders(db, orderedLines, built.shop.sinceOrderId)).toEqual([]);
    });
  }, 90_000);
});
