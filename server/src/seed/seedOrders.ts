import type { Db } from '../db/client';

// TODO(issue 3): being written.
export async function seedCustomersAndOrders(_db: Db, _websiteId: number): Promise<void> {}
