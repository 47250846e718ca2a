/** @jest-environment node */
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { API_ANSWERS_ELEMENT_ID, API_REFUSALS_ELEMENT_ID, ApiError, MESSAGES } from '../src';
import { createApiClient } from '../src/runtime';

interface Call {
  url: string;
  init: RequestInit;
}

function harness({
  cookieAfterCall = true,
  responses = {} as Record<string, { status: number; body: unknown }>,
  onSleep = (_count: number): unknown => undefined,
} = {}) {
  const calls: Call[] = [];
  let cookie = '';
  const sleeps: number[] = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/api/cookie') && cookieAfterCall) cookie = 'other=1; XSRF-TOKEN=tok%2Ben';
    const path = String(url).replace(/\?.*$/, '');
    const answer = responses[path] ?? { status: 200, body: { ok: true } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    origin: () => 'https://shop.example',
    cookies: () => cookie,
    sleep: async (ms) => {
      sleeps.push(ms);
      onSleep(sleeps.length);
    },
  });
  return { client, calls, sleeps, setCookie: (value: string) => (cookie = value) };
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

/** Runs `test` on a page (this file's environment has none) whose only element is `id`, holding `text`. */
async function withPageElement(id: string, text: string, test: () => Promise<void>) {
  Object.assign(globalThis, { document: { getElementById: (wanted: string) => (wanted === id ? { textContent: text } : null) } });
  try {
    await test();
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
}

describe('API answers written into the page', () => {
  it('answers the first identical GET from the page (in any parameter order), then asks the server again', async () => {
    const product = { id: 1 };
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ from: 'server' }), { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      origin: () => 'https://shop.example',
      cookies: () => '',
      pageAnswers: () => new Map([['/api/products?c=staples&perPage=24', product]]),
    });
    expect(await client.get('/api/products', { query: { perPage: 24, c: 'staples', q: undefined } })).toEqual(product);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await client.get('/api/products', { query: { c: 'staples', perPage: 24 } })).toEqual({ from: 'server' });
    expect(await client.get('/api/products', { query: { c: 'dairy', perPage: 24 } })).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('parses an inlined answer with the caller’s schema, like a fetched one', async () => {
    const client = createApiClient({
      fetch: jest.fn() as unknown as typeof fetch,
      origin: () => '',
      cookies: () => '',
      pageAnswers: () => new Map([['/api/x', { n: 'one' }]]),
    });
    await expect(client.get('/api/x', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });

  it('hands a first render the inlined answer at once, parsed, and only once', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ n: 2 }), { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      origin: () => '',
      cookies: () => '',
      pageAnswers: () => new Map([['/api/x?page=2', { n: 1 }]]),
    });
    const schema = z.object({ n: z.number() });
    expect(client.fromPage('/api/x', { query: { page: 3 }, schema })).toBeUndefined();
    expect(client.fromPage('/api/x', { query: { page: 2 }, schema })).toEqual({ n: 1 });
    expect(client.fromPage('/api/x', { query: { page: 2 }, schema })).toBeUndefined();
    expect(await client.get('/api/x', { query: { page: 2 }, schema })).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an inlined answer that does not parse to the request, which reports why', async () => {
    const client = createApiClient({
      fetch: jest.fn() as unknown as typeof fetch,
      origin: () => '',
      cookies: () => '',
      pageAnswers: () => new Map([['/api/x', { n: 'one' }]]),
    });
    const schema = z.object({ n: z.number() });
    expect(client.fromPage('/api/x', { schema })).toBeUndefined();
    await expect(client.get('/api/x', { schema })).rejects.toThrow(/number/);
  });

  it('reads the answers the server wrote into the page', async () => {
    await withPageElement(API_ANSWERS_ELEMENT_ID, '{"/api/products/onion":{"slug":"onion"}}', async () => {
      const fetchMock = jest.fn();
      const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, origin: () => '', cookies: () => '' });
      expect(await client.get('/api/products/onion')).toEqual({ slug: 'onion' });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

describe('API refusals written into the page', () => {
  it('throws the first identical GET the refusal the server got, as a fetch would, then asks the server again', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ slug: 'onion' }), { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      origin: () => '',
      cookies: () => '',
      pageRefusals: () => new Map([['/api/products/onion', { status: 404, body: { message: 'Product not found' } }]]),
    });
    const refused = client.get('/api/products/onion');
    await expect(refused).rejects.toThrow(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await client.get('/api/products/onion')).toEqual({ slug: 'onion' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a first render the refusal once, and nothing for a GET the server was not refused', () => {
    const client = createApiClient({
      fetch: jest.fn() as unknown as typeof fetch,
      origin: () => '',
      cookies: () => '',
      pageRefusals: () => new Map([['/api/x?page=2', { status: 404, body: {} }]]),
    });
    expect(client.refusalFromPage('/api/x', { query: { page: 3 } })).toBeUndefined();
    expect(client.refusalFromPage('/api/x', { query: { page: 2 } })).toMatchObject({ status: 404 });
    expect(client.refusalFromPage('/api/x', { query: { page: 2 } })).toBeUndefined();
  });

  it('reads the refusals the server wrote into the page', async () => {
    await withPageElement(API_REFUSALS_ELEMENT_ID, '{"/api/products/gone":{"status":404,"body":{"message":"Product not found"}}}', async () => {
      const fetchMock = jest.fn();
      const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, origin: () => '', cookies: () => '' });
      await expect(client.get('/api/products/gone')).rejects.toMatchObject({ status: 404 });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

describe('API client', () => {
  it('sends every call to /s with credentials and x-web-url set to the page origin', async () => {
    const { client, calls } = harness();
    await client.get('/api/init');
    expect(calls[0].url).toBe('/s/api/init');
    expect(calls[0].init.credentials).toBe('include');
    expect(headersOf(calls[0])['x-web-url']).toBe('https://shop.example');
  });

  it('fetches /api/cookie before a non-GET when XSRF-TOKEN is missing, then sends it as X-XSRF-TOKEN', async () => {
    const { client, calls } = harness();
    await client.post('/api/cart/add', { pack_id: 1, warehouse_id: 2 });
    expect(calls.map((call) => call.url)).toEqual(['/s/api/cookie', '/s/api/cart/add']);
    expect(headersOf(calls[1])['X-XSRF-TOKEN']).toBe('tok+en');
    expect(calls[1].init.body).toBe(JSON.stringify({ pack_id: 1, warehouse_id: 2 }));
  });

  it('does not call /api/cookie when the cookie is already there', async () => {
    const { client, calls, setCookie } = harness();
    setCookie('XSRF-TOKEN=present');
    await client.post('/api/apply/coupon', { code: 'FRESH10' });
    expect(calls.map((call) => call.url)).toEqual(['/s/api/apply/coupon']);
    expect(headersOf(calls[0])['X-XSRF-TOKEN']).toBe('present');
  });

  it('polls every 300 ms until the cookie appears', async () => {
    const { client, calls, sleeps, setCookie } = harness({ cookieAfterCall: false, onSleep: (count) => count === 2 && setCookie('XSRF-TOKEN=late') });
    await client.post('/api/cart/remove', { pack_id: 1 });
    expect(sleeps).toEqual([300, 300]);
    expect(calls.map((call) => call.url)).toEqual(['/s/api/cookie', '/s/api/cart/remove']);
    expect(headersOf(calls[1])['X-XSRF-TOKEN']).toBe('late');
  });

  it('gives up with a clear message when the cookie never appears', async () => {
    const { client } = harness({ cookieAfterCall: false });
    await expect(client.post('/api/cart/add', {})).rejects.toThrow(MESSAGES.xsrfUnavailable);
  });

  it('throws an ApiError carrying status and response data for a non-2xx answer', async () => {
    const { client } = harness({ responses: { '/s/api/products': { status: 400, body: { message: 's: Invalid option', field: 's' } } } });
    const error = await client.get('/api/products').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).response.data).toEqual({ message: 's: Invalid option', field: 's' });
  });

  it('parses answers with the given schema; a mismatch names the path and the expected type', async () => {
    const { client } = harness({ responses: { '/s/api/x': { status: 200, body: { n: 'not a number' } } } });
    const error = await client.get('/api/x', { schema: z.object({ n: z.number() }) }).catch((caught: unknown) => caught);
    expect((error as z.core.$ZodError).issues).toEqual([expect.objectContaining({ code: 'invalid_type', expected: 'number', path: ['n'] })]);
  });

  it('parses with a classic zod schema too (a remote built against the older contracts)', async () => {
    const { client } = harness({ responses: { '/s/api/x': { status: 200, body: { n: 2 } } } });
    await expect(
      client.get('/api/x', { schema: classic.object({ n: classic.number().default(1), m: classic.string().default('m') }) }),
    ).resolves.toEqual({
      n: 2,
      m: 'm',
    });
  });
});

describe('calls that get no answer', () => {
  const clientFailingWith = (error: Error) =>
    createApiClient({
      fetch: (async () => {
        throw error;
      }) as unknown as typeof fetch,
      origin: () => 'https://shop.example',
      cookies: () => 'XSRF-TOKEN=tok',
    });

  it('say they need a connection, in place of the browser\'s "Failed to fetch" (offline, the shop unreachable)', async () => {
    const offline = clientFailingWith(new TypeError('Failed to fetch'));
    await expect(offline.post('/api/cart/add', { pack_id: 1 })).rejects.toThrow(MESSAGES.noConnection);
    await expect(offline.get('/api/cart')).rejects.toThrow(MESSAGES.noConnection);
  });

  it('leave an aborted call as it is', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(clientFailingWith(aborted).get('/api/products')).rejects.toBe(aborted);
  });
});
