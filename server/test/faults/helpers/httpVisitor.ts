/**
 * A visitor of a server over real HTTP (tests/helpers/visitors.ts does the same in-process): keeps its cookies,
 * sends x-web-url and, on writes, the XSRF header. Every request gives up after REQUEST_TIMEOUT_MS.
 */
import { WEB_URL } from '../../helpers/visitors';

const REQUEST_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers of many shapes, read by the tests
  body: any;
}

export interface HttpVisitor {
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

/** A visitor of the server at `base()` (asked on every request: a restarted server listens elsewhere). */
export function httpVisitor(base: () => string, cookies: Record<string, string> = {}): HttpVisitor {
  const jar = new Map(Object.entries(cookies));
  async function request(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        'x-web-url': WEB_URL,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'POST' && { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      jar.set(name, pair.slice(name.length + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  return {
    get: (path) => request('GET', path),
    post: (path, body = {}, headers) => request('POST', path, body, headers),
  };
}
