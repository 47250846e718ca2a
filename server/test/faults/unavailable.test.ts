/**
 * isDatabaseUnavailable tells a database that cannot be reached (503) from a query that failed (500), on the
 * errors node-postgres and drizzle really throw: a refused connection, a connect timeout, a terminated backend.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

/** The error a drizzle query on a pool to `port` fails with. */
async function queryError(port: number, connectionTimeoutMillis = 0): Promise<unknown> {
  const pool = new Pool({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing', connectionTimeoutMillis });
  try {
    await drizzle(pool).execute(sql`select 1`);
    throw new Error('the query should have failed');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

/** A TCP server that accepts connections and never answers, or answers with bytes given. */
async function listening(onConnection: (socket: Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

/** PostgreSQL's ErrorResponse for a FATAL error with this SQLSTATE, as a server sends it at startup. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

describe('isDatabaseUnavailable', () => {
  const sockets = new Set<Socket>();
  const servers: Server[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  async function server(onConnection: (socket: Socket) => void): Promise<number> {
    const { server, port } = await listening((socket) => {
      sockets.add(socket);
      onConnection(socket);
    });
    servers.push(server);
    return port;
  }

  it('recognises a refused connection, wrapped by drizzle', async () => {
    const { server: closed, port } = await listening(() => undefined);
    await new Promise((resolve) => closed.close(resolve));
    const error = await queryError(port);
    expect(error).toMatchObject({ cause: expect.objectContaining({ code: 'ECONNREFUSED' }) });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connection the server closes at once', async () => {
    const error = await queryError(await server((socket) => socket.destroy()));
    expect(error).toMatchObject({ cause: expect.objectContaining({ message: 'Connection terminated unexpectedly' }) });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server that never answers, once the connection timeout expires', async () => {
    const error = await queryError(await server(() => undefined), 200);
    expect(error).toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/timeout/) }) });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server starting up or shutting down (57P03, 57P01)', async () => {
    for (const [code, message] of [
      ['57P03', 'the database system is starting up'],
      ['57P01', 'terminating connection due to administrator command'],
    ]) {
      const error = await queryError(await server((socket) => socket.once('data', () => socket.end(fatal(code, message)))));
      expect(error).toMatchObject({ cause: expect.objectContaining({ code }) });
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it('recognises connection errors inside an AggregateError (a host name with several addresses)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all addresses failed'))).toBe(true);
  });

  it('leaves query errors and everything else to the 500 handler', () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Failed query: select 1', { cause: new TypeError('Cannot read properties of undefined') }),
      new Error('boom'),
      'Connection terminated',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
