/** A prepared shop on its storage, served by the built server, for tests that kill and restart that server. */
import { requireBuiltServer, startBuiltServer, type BuiltServer } from './builtServer';
import { prepareShop, type PreparedShop } from './shopSetup';
import type { ShopStorage } from './shopStorage';

export interface BuiltShop {
  storage: ShopStorage;
  shop: PreparedShop;
  /** The running server; a test replaces it when it kills and restarts it. */
  server: BuiltServer | undefined;
}

/** Prepares the shop and starts the server before the file's tests; kills it and removes the storage after them. */
export function useBuiltShop(openStorage: () => Promise<ShopStorage>, sizes: { shopperCount: number; packCount: number }): BuiltShop {
  const built = {} as BuiltShop;
  beforeAll(async () => {
    requireBuiltServer();
    built.storage = await openStorage();
    built.shop = await built.storage.use((db) => prepareShop(db, sizes));
    built.server = await startBuiltServer(built.storage.env);
  }, 60_000);
  afterAll(async () => {
    await built.server?.kill();
    await built.storage?.remove();
  });
  return built;
}
