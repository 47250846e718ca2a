/**
 * Pool clients that lose their connection while checked out (a database restart during a transaction).
 *
 * The pool listens for errors of idle clients only: a checked-out client's 'error' event would have no listener
 * and crash the process. And drizzle's transaction() sends BEGIN outside its try/finally, so a client whose BEGIN
 * fails on a dead connection is never released: each one would take a connection from the pool for good, until
 * every request waits for a client that never comes. Such a client is released here with its error (the pool
 * drops it); its holder's query fails with the same error, and the holder's own release is then a no-op.
 */
import type { Pool, PoolClient } from 'pg';

export function releaseClientsOnConnectionLoss(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client: the pool's own listener drops it and reports the loss (the pool's 'error' event).
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => undefined;
      release(error);
    });
  });
}
