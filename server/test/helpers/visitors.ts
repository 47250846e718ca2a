/**
 * A browser-like visitor for API tests: keeps its cookies, sends x-web-url and the XSRF header like the
 * storefront's client does. `signInAs` gives a visitor a signed-in session directly (for tests of features
 * other than sign-in itself; the auth tests sign in through the one-time-code API).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sessions, users } from '../../src/db/schema';
import { setCookies, cookieValue, type TestServer } from './testServer';

export const WEB_URL = 'http://localhost:3000';

/** How the request reaches the server: the socket's client address (default 127.0.0.1, as light-my-request sends). */
export interface Connection {
  remoteAddress?: string;
}

export interface Visitor {
  cookies: Map<string, string>;
  get(url: string, headers?: Record<string, string>, connection?: Connection): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
    connection?: Connection,
  ): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function visitor(server: TestServer): Visitor {
  const cookies = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const [name, line] of Object.entries(setCookies(response))) {
      const value = cookieValue(line);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const self: Visitor = {
    cookies,
    async get(url, headers = {}, connection = {}) {
      return remember(
        await server.app.inject({ method: 'GET', url, headers: { 'x-web-url': WEB_URL, cookie: cookieHeader(), ...headers }, ...connection }),
      );
    },
    async send(method, url, payload, headers = {}, connection = {}) {
      if (!cookies.has('XSRF-TOKEN')) await self.get('/s/api/cookie', {}, connection);
      return remember(
        await server.app.inject({
          method,
          url,
          ...connection,
          payload: payload as never,
          headers: { 'x-web-url': WEB_URL, cookie: cookieHeader(), 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '', ...headers },
        }),
      );
    },
    post: (url, payload = {}) => self.send('POST', url, payload),
  };
  return self;
}

/** A visitor signed in as the user with this email (seeded or created by the test). */
export async function signInAs(server: TestServer, email: string): Promise<Visitor> {
  const [user] = await server.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) throw new Error(`No user ${email}`);
  const session = visitor(server);
  await session.get('/s/api/cookie');
  const token = session.cookies.get('sid')!;
  await server.db
    .update(sessions)
    .set({ userId: user.id })
    .where(eq(sessions.id, createHash('sha256').update(token).digest('hex')));
  return session;
}

/** Creates a shopper for a test, with a unique email and phone. */
export async function createShopper(server: TestServer, name = 'Test Shopper'): Promise<{ id: number; email: string; phone: string }> {
  const suffix = randomBytes(4).readUInt32BE() % 1_000_000_000;
  const email = `shopper${suffix}@example.com`;
  const phone = `9${String(suffix).padStart(9, '0')}`;
  const [website] = await server.db
    .execute(sql`select id from websites where is_default limit 1`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  const [row] = await server.db.insert(users).values({ websiteId: website.id, name, email, phone }).returning({ id: users.id });
  return { id: row.id, email, phone };
}
