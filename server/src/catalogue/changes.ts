/**
 * Catalogue change notifications. Row triggers on the tables the listing reads call
 * pg_notify('catalogue_changed', website_id), which PostgreSQL delivers after COMMIT to every listening
 * connection: every API process on the same database hears every change, whoever made it (this API, another
 * process, an order taking the last unit, a hand-written UPDATE). Identical notifications of one transaction
 * are folded into one, so a bulk update sends one message per website.
 *
 * The function and triggers are created by migration 0004_catalogue_change_triggers; 0006_site_change_triggers
 * adds the website row, its domains, delivery charges and slots (what init and cart pricing cache); 0017_page_change_triggers
 * its pages (the CMS content the pages drawn for guests carry, src/web/pageCache.ts).
 *
 * Sales have a channel of their own, 'orders_changed' (migration 0016_order_change_triggers): an order that starts
 * or stops counting as a sale changes the "frequently bought together" answers of its website, not its listings.
 */
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool } from 'pg';
import type { Db } from '../db/client';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
export const ORDERS_CHANNEL = 'orders_changed';
const RECONNECT_DELAY_MS = 1_000;

export interface ChangeListener {
  /** True while notifications are being received; when false, nothing may be served from a cache. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface ChangeHandlers {
  /** A website's catalogue changed; null means every website (unknown owner, or notifications were lost). */
  changed(websiteId: number | null): void;
  /** A website's sales changed (an order started or stopped counting); null means every website. */
  ordersChanged(websiteId: number | null): void;
  error(error: unknown): void;
}

const websiteOf = (payload: string | undefined) => (payload && /^\d+$/.test(payload) ? Number(payload) : null);

/** Listens on the database behind `db` (PGlite or a node-postgres pool) for catalogue changes. */
export async function listenForCatalogueChanges(db: Db, handlers: ChangeHandlers): Promise<ChangeListener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CATALOGUE_CHANNEL, (payload) => handlers.changed(websiteOf(payload)));
    const unlistenOrders = await client.listen(ORDERS_CHANNEL, (payload) => handlers.ordersChanged(websiteOf(payload)));
    let live = true;
    return {
      get live() {
        return live;
      },
      async close() {
        live = false;
        await unlisten();
        await unlistenOrders();
      },
    };
  }
  if (client instanceof Pool) return listenOnPostgres(client, handlers);
  throw new Error('Catalogue change notifications need PGlite or a node-postgres pool');
}

/**
 * Ends a connection that is no longer used. It may still report an error while it goes (a database restarting or
 * dropped terminates it with 57P01): with no listener left, that error would crash the process.
 */
function discard(client: Client) {
  client.removeAllListeners();
  client.on('error', () => undefined);
  return client.end().catch(() => undefined);
}

/** A dedicated connection (LISTEN cannot share a pooled one); reconnects after a loss, invalidating everything. */
async function listenOnPostgres(pool: Pool, handlers: ChangeHandlers): Promise<ChangeListener> {
  let connection: Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error: unknown) => {
    if (closed || !connection) return;
    live = false;
    void discard(connection);
    connection = null;
    handlers.error(error);
    retry = setTimeout(() => void connect().catch(lost), RECONNECT_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new Client(pool.options);
    connection = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('catalogue change listener disconnected')));
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) handlers.changed(websiteOf(message.payload));
      else if (message.channel === ORDERS_CHANNEL) handlers.ordersChanged(websiteOf(message.payload));
    });
    await next.connect();
    await next.query(`listen ${CATALOGUE_CHANNEL}; listen ${ORDERS_CHANNEL}`);
    if (closed) return void (await next.end());
    // Whatever changed while nobody was listening is unknown: start from nothing (every cached answer depends on the
    // catalogue, so this drops the ones that depend on sales too).
    handlers.changed(null);
    live = true;
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = connection;
      connection = null;
      if (current) await discard(current);
    },
  };
}
