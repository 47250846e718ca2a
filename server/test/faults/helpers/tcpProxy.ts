/**
 * A TCP proxy between the API and PostgreSQL, so a test can take the database away the way a restart does:
 * every open connection is cut, and new ones are closed as soon as they arrive until it is back.
 * (Sockets are destroyed, not reset: after resetAndDestroy() Node 20 can spin forever at exit.)
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection; connections made from now on are closed as soon as they arrive. */
  down(): void;
  /** Lets connections through again. */
  up(): void;
  /** From now on, cuts a connection as soon as the API sends bytes `matches` accepts (null: no more). */
  cutWhen(matches: ((sent: Buffer) => boolean) | null): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const clients = new Set<Socket>();
  let accepting = true;
  let cutWhen: ((sent: Buffer) => boolean) | null = null;

  const server = createServer((client) => {
    if (!accepting) return void client.destroy();
    clients.add(client);
    const upstream = connect(target.port, target.host);
    client.on('data', (sent: Buffer) => {
      if (cutWhen?.(sent)) client.destroy();
    });
    client.pipe(upstream).pipe(client);
    // The API's side going away ends the database session (PostgreSQL rolls back what it had open); the database's
    // side going away lets its last words (a FATAL message) reach the API first.
    client.on('close', () => {
      clients.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => client.end());
    // A socket error is followed by 'close', handled above.
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP port');

  const cutAll = () => {
    for (const client of clients) client.destroy();
  };
  return {
    port: address.port,
    down() {
      accepting = false;
      cutAll();
    },
    up() {
      accepting = true;
    },
    cutWhen(matches) {
      cutWhen = matches;
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
