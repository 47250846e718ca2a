/**
 * @jest-environment node
 *
 * One app's static server of a split deployment (src/deploy/staticServer.ts) and the proxy in front of them
 * (src/deploy/proxy.ts), on real folders and real upstream servers.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildProxy } from '../src/deploy/proxy';
import { buildStaticServer } from '../src/deploy/staticServer';
import { httpApi } from '../src/web/pageApi';
import { loadConfig } from '../src/config';

const SHOP = 'https://shop.example';
const CHUNK = '__federation_expose_routes.0123abcd.js';
const BOOT_SCRIPT = "document.body.dataset.booted = 'yes';";
const NEXT_CHUNK = '__federation_expose_routes.fedc9876.js';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'storefront-static-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A release folder with the given files (and a brotli copy of each .js). */
function release(root: string, name: string, files: Record<string, string>, ageSeconds = 0) {
  const dir = path.join(root, 'releases', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), content);
    if (file.endsWith('.js')) writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
  }
  const time = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(dir, time, time);
  return dir;
}

function makeLive(root: string, name: string) {
  const link = path.join(root, 'current');
  symlinkSync(path.join('releases', name), `${link}.next`);
  renameSync(`${link}.next`, link);
}

describe('a remote’s static server', () => {
  let root: string;
  let server: FastifyInstance;
  beforeAll(async () => {
    root = path.join(folder, 'mfe-catalog');
    release(root, 'one', { 'remoteEntry.js': 'entry one', 'mf-manifest.json': '{"v":1}', [CHUNK]: 'chunk one' }, 60);
    makeLive(root, 'one');
    server = await buildStaticServer({ app: 'mfe-catalog', root, corsOrigins: [SHOP], logLevel: 'silent' });
  });
  afterAll(() => server.close());

  it('serves the entry and manifest no-cache and hashed chunks immutable, from their brotli copies', async () => {
    const entry = await server.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers.vary).toContain('accept-encoding');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await server.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    const chunk = await server.inject({ url: `/${CHUNK}` });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toBe('chunk one');
  });

  it('answers a browser revalidating the entry or manifest with its ETag 304, with no body (a repeat visit)', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json']) {
      const first = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await server.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await server.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
    }
  });

  it('lets the shop’s origin read its files, and no other origin', async () => {
    const allowed = await server.inject({ url: '/mf-manifest.json', headers: { origin: SHOP } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP);
    const other = await server.inject({ url: '/mf-manifest.json', headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a new release from the next request on, and the old release’s chunks to pages opened before', async () => {
    release(root, 'two', { 'remoteEntry.js': 'entry two', 'mf-manifest.json': '{"v":2}', [NEXT_CHUNK]: 'chunk two' });
    makeLive(root, 'two');
    expect((await server.inject({ url: '/remoteEntry.js' })).body).toBe('entry two');
    expect((await server.inject({ url: `/${NEXT_CHUNK}` })).body).toBe('chunk two');
    expect((await server.inject({ url: `/${CHUNK}` })).body).toBe('chunk one');
    // Unhashed files come from the live release only.
    release(root, 'three', { 'remoteEntry.js': 'entry three' });
    makeLive(root, 'three');
    expect((await server.inject({ url: '/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('answers its healthcheck, and refuses paths out of its folder', async () => {
    expect((await server.inject({ url: '/healthz' })).json()).toEqual({ app: 'mfe-catalog', status: 'ok' });
    expect((await server.inject({ url: '/../../etc/passwd' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await server.inject({ url: '/%2e%2e/%2e%2e/etc/passwd' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the shell’s static server', () => {
  const remotes = {
    catalog: 'https://catalog.example/mf-manifest.json',
    cartCheckout: 'https://checkout.example/mf-manifest.json',
    account: 'https://account.example/mf-manifest.json',
    pages: 'https://pages.example/mf-manifest.json',
  };
  /** What the API process was asked for the pages, with the headers it got. */
  const apiCalls: { url: string; headers: Record<string, unknown> }[] = [];
  let api: FastifyInstance;
  let server: FastifyInstance;
  beforeAll(async () => {
    api = Fastify();
    api.get('/s/api/init', async (request, reply) => {
      apiCalls.push({ url: request.url, headers: request.headers });
      return reply.header('set-cookie', 'session=new; Path=/; HttpOnly').send({ user: null, web: { name: 'Corner </script> Basket' } });
    });
    api.get('/s/api/page/data/*', async () => ({ data: [] }));
    api.get('/s/api/products', async () => ({ data: [], total: 0 }));
    api.get('/s/api/products/:slug', async (request, reply) => {
      apiCalls.push({ url: request.url, headers: request.headers });
      return reply.code(404).send({ message: 'Product not found' });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const root = path.join(folder, 'shell');
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'index.html'), `<html><head><title>Shop</title></head><body><script>${BOOT_SCRIPT}</script></body></html>`);
    writeFileSync(path.join(root, 'main.js'), 'main');
    const config = loadConfig({ NODE_ENV: 'production', REMOTES_JSON: JSON.stringify(remotes), TRUST_PROXY: 'loopback', SERVE_APPS: 'false' });
    server = await buildStaticServer({ app: 'shell', root, corsOrigins: ['*'], shell: { config, apiUrls: [apiUrl] }, logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });

  it('answers every page path with the page made for this visitor, carrying the remote URLs it was started with', async () => {
    for (const url of ['/', '/products?c=fruits', '/account/orders']) {
      const page = await server.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.body).toContain('"catalog":"https://catalog.example/mf-manifest.json"');
      expect(page.body).toContain('<meta name="environment" content="production">');
    }
    expect((await server.inject({ url: '/remotes.json' })).json()).toEqual(remotes);
  });

  it('reads the page’s data from the API processes over HTTP, as the shopper behind the proxy', async () => {
    apiCalls.length = 0;
    const page = await server.inject({
      url: '/about-us',
      headers: { cookie: 'session=old', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    const init = apiCalls.find((call) => call.url === '/s/api/init')!;
    expect(init.headers).toMatchObject({
      'x-web-url': SHOP,
      cookie: 'session=old',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'shop.example',
    });
    // The answer is in the page as it came, unable to close its element; its cookie reaches the browser.
    expect(page.body).toContain('"name":"Corner \\u003c/script> Basket"');
    expect(page.headers['set-cookie']).toBe('session=new; Path=/; HttpOnly');
    // A product the API does not know is a 404 page.
    expect((await server.inject({ url: '/products/no-such-thing' })).statusCode).toBe(404);
  });

  it('sends the page without data when the API cannot be reached: the browser asks for it', async () => {
    const config = loadConfig({ REMOTES_JSON: JSON.stringify(remotes), SERVE_APPS: 'false' });
    const lonely = await buildStaticServer({
      app: 'shell',
      root: path.join(folder, 'shell'),
      corsOrigins: ['*'],
      shell: { config, apiUrls: ['http://127.0.0.1:1'] },
      logLevel: 'silent',
    });
    const page = await lonely.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(BOOT_SCRIPT);
    expect(page.body).not.toContain('storefront-init');
    await lonely.close();
  });

  it("sends the page with the storefront's Content-Security-Policy: the remotes' origins and the boot script's hash", async () => {
    const page = await server.inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain('https://catalog.example');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await server.inject({ url: '/main.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect((await server.inject({ url: '/main.js' })).body).toBe('main');
    expect((await server.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });
});

describe('the proxy', () => {
  const upstreams: FastifyInstance[] = [];
  let proxy: FastifyInstance;
  async function upstream(name: string) {
    const app = Fastify();
    app.all('/*', async (request) => ({ name, url: request.url, host: request.headers['x-forwarded-host'], body: request.body ?? null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    upstreams.push(app);
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  beforeAll(async () => {
    const [shellUrl, api1, api2] = [await upstream('shell'), await upstream('api-1'), await upstream('api-2')];
    proxy = await buildProxy({ shellUrl, apiUrls: [api1, api2], logLevel: 'silent' });
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all(upstreams.map((app) => app.close()));
  });

  it('sends the API’s paths to the API processes in turn and everything else to the shell', async () => {
    const answers = [];
    for (const url of ['/s/api/init', '/s/api/products?q=dal', '/cdn/x.svg', '/brgest/e/', '/tunnel', '/sandbox/razorpay/checkout.js']) {
      answers.push((await proxy.inject({ url, headers: { host: 'shop.example' } })).json());
    }
    expect(answers.map((answer) => answer.name)).toEqual(['api-1', 'api-2', 'api-1', 'api-2', 'api-1', 'api-2']);
    expect(answers[1]).toMatchObject({ url: '/s/api/products?q=dal', host: 'shop.example' });
    for (const url of ['/', '/products', '/main.js', '/status']) expect((await proxy.inject({ url })).json().name).toBe('shell');
  });

  it('passes request bodies through as they came', async () => {
    const answer = await proxy.inject({ method: 'POST', url: '/s/api/cart/add', payload: { pack_id: 1, warehouse_id: 2 } });
    expect(answer.json().body).toEqual({ pack_id: 1, warehouse_id: 2 });
  });

  it('answers 502 with a clear message when an upstream is down', async () => {
    const down = await buildProxy({ shellUrl: 'http://127.0.0.1:1', apiUrls: ['http://127.0.0.1:1'], logLevel: 'silent' });
    const answer = await down.inject({ url: '/products' });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('This part of the shop is unavailable right now. Please try again in a moment.');
    await down.close();
  });

  describe('with one API process dead', () => {
    const DEAD = 'http://127.0.0.1:1';
    let halfDown: FastifyInstance;
    beforeEach(async () => {
      halfDown = await buildProxy({ shellUrl: 'http://127.0.0.1:1', apiUrls: [DEAD, await upstream('survivor')], logLevel: 'silent' });
    });
    afterEach(() => halfDown.close());

    it('sends a safe request the dead one failed to the next, and leaves the dead one out after that', async () => {
      for (let request = 0; request < 4; request++) {
        const answer = await halfDown.inject({ url: `/s/api/cart?n=${request}` });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ name: 'survivor', url: `/s/api/cart?n=${request}` });
      }
    });

    it('sends a write the dead one never received (connection refused) to the next', async () => {
      for (let request = 0; request < 3; request++) {
        const answer = await halfDown.inject({ method: 'POST', url: '/s/api/cart/add', payload: { pack_id: request } });
        expect(answer.json()).toMatchObject({ name: 'survivor', body: { pack_id: request } });
      }
    });
  });

  it('answers a write cut off mid-way with 502 and does not send it again', async () => {
    const received: string[] = [];
    const dying = Fastify();
    dying.post('/*', async (request) => {
      received.push(request.url);
      request.raw.socket.destroy();
    });
    await dying.listen({ port: 0, host: '127.0.0.1' });
    const address = dying.server.address();
    const dyingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const halfDown = await buildProxy({ shellUrl: dyingUrl, apiUrls: [dyingUrl, await upstream('survivor')], logLevel: 'silent' });
    const answer = await halfDown.inject({ method: 'POST', url: '/s/api/cart/add', payload: { pack_id: 1 } });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe('This part of the shop is unavailable right now. Please try again in a moment.');
    expect(received).toEqual(['/s/api/cart/add']);
    const next = await halfDown.inject({ method: 'POST', url: '/s/api/cart/add', payload: { pack_id: 2 } });
    expect(next.json()).toMatchObject({ name: 'survivor', body: { pack_id: 2 } });
    await Promise.all([halfDown.close(), dying.close()]);
  });

  it('lets the page renderer read the pages’ data from the API processes that answer', async () => {
    const api = httpApi(['http://127.0.0.1:1', await upstream('survivor')]);
    for (let request = 0; request < 3; request++) {
      const answer = await api(`/api/init?n=${request}`, {});
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ name: 'survivor', url: `/s/api/init?n=${request}` });
    }
  });
});
