import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { MESSAGE_DSN_REFUSED, MESSAGE_NO_ANALYTICS_ENDPOINT } from '../src/sinks/routes';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';

/** Stores (no POSTHOG_HOST, no SENTRY_DSN); `forwarding` has both pointing at `upstream`. */
let storing: TestServer;
let forwarding: TestServer;
let upstream: Server;
let upstreamStatus = 200;
const received: { method: string; url: string; contentType?: string; body: Buffer }[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body: Buffer.concat(chunks) });
      response.writeHead(upstreamStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ upstream: true }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  storing = await startTestServer({}, { seed: false });
  forwarding = await startTestServer(
    { POSTHOG_HOST: `http://127.0.0.1:${port}`, SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` },
    { seed: false },
  );
}, 60_000);
afterAll(async () => {
  await storing.close();
  await forwarding.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  upstreamStatus = 200;
});

const count = (server: TestServer, table: 'analytics_events' | 'error_reports') => countRows(server.db, table);

interface EventRow extends Record<string, unknown> {
  event: string;
  distinct_id: string | null;
  token: string | null;
  properties: Record<string, unknown>;
  event_at: Date | string | null;
}
const lastEvents = async (n: number) =>
  (
    await queryRows<EventRow>(
      storing.db,
      sql`select event, distinct_id, token, properties, event_at from analytics_events order by id desc limit ${n}`,
    )
  ).reverse();

const pageview = (path: string, extra: Record<string, unknown> = {}) => ({
  event: '$pageview',
  properties: { token: 'phc_test', distinct_id: 'visitor-1', $pathname: path, ...extra },
  timestamp: '2025-03-01T10:00:00.000Z',
  uuid: '0195e2b4-0000-7000-8000-000000000001',
});

const post = (server: TestServer, url: string, payload: string | Buffer, contentType: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('/brgest without POSTHOG_HOST: events decoded and stored', () => {
  it('stores a JSON event with its name, distinct id, token, properties and time', async () => {
    const response = await post(storing, '/brgest/e/?ip=0&ver=1.449.2', JSON.stringify(pageview('/products')), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });
    const [row] = await lastEvents(1);
    expect(row).toMatchObject({ event: '$pageview', distinct_id: 'visitor-1', token: 'phc_test' });
    expect(row.properties).toMatchObject({ $pathname: '/products', uuid: '0195e2b4-0000-7000-8000-000000000001' });
    expect(new Date(row.event_at!).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it("decodes posthog-js's gzip batches ({api_key, batch, sent_at}), with or without compression=gzip-js", async () => {
    const batch = {
      api_key: 'phc_batch',
      batch: [{ event: 'added_to_cart', properties: { distinct_id: 'v2', pack_id: 7 } }, pageview('/checkout')],
      sent_at: new Date().toISOString(),
    };
    const gzipped = gzipSync(JSON.stringify(batch));
    for (const url of ['/brgest/i/v0/e/?ver=1.449.2', '/brgest/e/?compression=gzip-js']) {
      const response = await post(storing, url, gzipped, 'text/plain');
      expect(response.json()).toEqual({ status: 1 });
      const rows = await lastEvents(2);
      expect(rows.map((row) => [row.event, row.distinct_id, row.token])).toEqual([
        ['added_to_cart', 'v2', 'phc_batch'],
        ['$pageview', 'visitor-1', 'phc_test'],
      ]);
      expect(rows[0].properties.pack_id).toBe(7);
    }
  });

  it('decodes base64 bodies: the data= form sendBeacon posts (UTF-8 safe) and bare base64 text', async () => {
    const event = pageview('/products', { search: 'दाल ₹99' });
    const base64 = Buffer.from(JSON.stringify([event]), 'utf8').toString('base64');
    const form = await post(storing, '/brgest/e/?compression=base64', `data=${encodeURIComponent(base64)}`, 'application/x-www-form-urlencoded');
    expect(form.json()).toEqual({ status: 1 });
    expect((await lastEvents(1))[0].properties.search).toBe('दाल ₹99');

    const bare = await post(
      storing,
      '/brgest/batch/',
      Buffer.from(JSON.stringify({ event: 'bare', properties: { distinct_id: 'v3' } })).toString('base64'),
      'text/plain',
    );
    expect(bare.json()).toEqual({ status: 1 });
    expect((await lastEvents(1))[0]).toMatchObject({ event: 'bare', distinct_id: 'v3' });
  });

  it('stores text PostgreSQL would refuse (NUL, unpaired surrogates) cleaned instead of failing', async () => {
    const response = await post(
      storing,
      '/brgest/e/',
      '{"event":"odd\\u0000name","properties":{"note":"a\\ud800b","k\\u0000":1}}',
      'application/json',
    );
    expect(response.statusCode).toBe(200);
    const [row] = await lastEvents(1);
    expect(row.event).toBe('oddname');
    expect(row.properties).toEqual({ note: 'a\ufffdb', k: 1 });
  });

  it('accepts bodies above the API limit of 64 KB up to 1 MB, and refuses larger ones with 413', async () => {
    const big = JSON.stringify(pageview('/', { blob: 'x'.repeat(200 * 1024) }));
    expect((await post(storing, '/brgest/e/', big, 'application/json')).statusCode).toBe(200);
    const before = await count(storing, 'analytics_events');
    const tooBig = await post(storing, '/brgest/e/', JSON.stringify(pageview('/', { blob: 'x'.repeat(1024 * 1024) })), 'application/json');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/too large/i);
    expect(await count(storing, 'analytics_events')).toBe(before);
  });

  it('refuses payloads that are not posthog events with 400 and stores nothing', async () => {
    const before = await count(storing, 'analytics_events');
    const cases: [string, string | Buffer, string][] = [
      ['/brgest/e/', '{not json', 'application/json'],
      ['/brgest/e/', '', 'application/json'],
      ['/brgest/e/?compression=gzip-js', Buffer.from('not gzip at all'), 'text/plain'],
      ['/brgest/e/', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]), 'text/plain'],
      ['/brgest/e/?compression=base64', 'data=%%%not-base64', 'application/x-www-form-urlencoded'],
      ['/brgest/e/', 'other=1', 'application/x-www-form-urlencoded'],
      ['/brgest/e/', '{}', 'application/json'],
      ['/brgest/e/', '[]', 'application/json'],
      ['/brgest/e/', '[{"event":"ok"},{"properties":{}}]', 'application/json'],
      ['/brgest/e/', '{"event":"x","properties":[1,2]}', 'application/json'],
      ['/brgest/e/', '"just a string"', 'application/json'],
      ['/brgest/e/', `{"event":"x","properties":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`, 'application/json'],
    ];
    for (const [url, payload, contentType] of cases) {
      const response = await post(storing, url, payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await count(storing, 'analytics_events')).toBe(before);
  });

  it('answers "no flags" on /flags and /decide, and a minimal remote config', async () => {
    const flags = await post(storing, '/brgest/flags/?v=2&config=true', JSON.stringify({ token: 'phc_test', distinct_id: 'v1' }), 'application/json');
    expect(flags.statusCode).toBe(200);
    expect(flags.json()).toEqual({ flags: {}, errorsWhileComputingFlags: false });
    const decide = await post(storing, '/brgest/decide/?v=3', 'data=e30%3D', 'application/x-www-form-urlencoded');
    expect(decide.json()).toMatchObject({ featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false });
    const config = await storing.app.inject({ method: 'GET', url: '/brgest/array/phc_test/config' });
    expect(config.json()).toMatchObject({ token: 'phc_test', hasFeatureFlags: false, supportedCompression: ['gzip-js', 'base64'] });
    // The script form posthog-js loads first: it registers the same settings under the token.
    const script = await storing.app.inject({ method: 'GET', url: '/brgest/array/phc_test/config.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    const window: { _POSTHOG_REMOTE_CONFIG?: Record<string, { config: unknown; siteApps: unknown[] }> } = {};
    new Function('window', script.body)(window);
    expect(window._POSTHOG_REMOTE_CONFIG?.phc_test).toEqual({ config: config.json(), siteApps: [] });
  });

  it('answers 404 for paths that are not posthog endpoints', async () => {
    for (const response of [
      await post(storing, '/brgest/unknown/', '{}', 'application/json'),
      await storing.app.inject({ method: 'GET', url: '/brgest/e/' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGE_NO_ANALYTICS_ENDPOINT });
    }
  });
});

describe('/brgest with POSTHOG_HOST: forwarded untouched', () => {
  it('forwards method, path, query, body bytes and content type, and relays the answer', async () => {
    const gzipped = gzipSync(JSON.stringify([pageview('/')]));
    const response = await post(forwarding, '/brgest/e/?compression=gzip-js&ver=1.449.2', gzipped, 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ upstream: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/e/?compression=gzip-js&ver=1.449.2', contentType: 'text/plain' });
    expect(received[0].body.equals(gzipped)).toBe(true);

    upstreamStatus = 503;
    const flags = await forwarding.app.inject({ method: 'GET', url: '/brgest/flags/?v=2' });
    expect(flags.statusCode).toBe(503);
    expect(received[1]).toMatchObject({ method: 'GET', url: '/flags/?v=2' });
    expect(await count(forwarding, 'analytics_events')).toBe(0);
  });
});

const DSN = 'http://publickey@127.0.0.1/42';
function envelope(dsn: string | undefined, eventId = '9ec79c33ec9942ab8353589fcb2e04dc'): string {
  const event = JSON.stringify({ event_id: eventId, message: 'Checkout crashed\nwith a newline in the text' });
  const header = JSON.stringify({ event_id: eventId, sent_at: '2025-03-01T10:00:00.000Z', ...(dsn ? { dsn } : {}) });
  return [
    header,
    JSON.stringify({ type: 'event', length: Buffer.byteLength(event) }),
    event,
    JSON.stringify({ type: 'client_report' }),
    '{"discarded_events":[]}',
  ].join('\n');
}

describe('POST /tunnel without SENTRY_DSN: envelopes stored', () => {
  it('stores the dsn, event id, item types and the raw envelope', async () => {
    const body = envelope(DSN);
    const response = await post(storing, '/tunnel', body, 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '9ec79c33ec9942ab8353589fcb2e04dc' });
    const [row] = await queryRows<{ dsn: string; event_id: string; item_types: string[]; envelope: string }>(
      storing.db,
      sql`select dsn, event_id, item_types, envelope from error_reports order by id desc limit 1`,
    );
    expect(row).toEqual({ dsn: DSN, event_id: '9ec79c33ec9942ab8353589fcb2e04dc', item_types: ['event', 'client_report'], envelope: body });
  });

  it('refuses malformed envelopes with 400 and oversized ones with 413, storing nothing', async () => {
    const before = await count(storing, 'error_reports');
    const cases = [
      '',
      'not json',
      envelope(undefined),
      envelope('not a dsn'),
      `${JSON.stringify({ dsn: DSN })}\n{"length":2}\n{}`,
      `${JSON.stringify({ dsn: DSN })}\n{"type":"event","length":500}\n{}`,
      `${JSON.stringify({ dsn: DSN })}\n[1]\n{}`,
    ];
    for (const body of cases) {
      const response = await post(storing, '/tunnel', body, 'text/plain');
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const huge = `${JSON.stringify({ dsn: DSN })}\n{"type":"attachment"}\n${'x'.repeat(1024 * 1024)}`;
    expect((await post(storing, '/tunnel', huge, 'text/plain')).statusCode).toBe(413);
    expect(await count(storing, 'error_reports')).toBe(before);
  });
});

describe('POST /tunnel with SENTRY_DSN: forwarded to the project', () => {
  it('forwards envelopes of the configured DSN to its envelope endpoint and relays the status', async () => {
    const port = (upstream.address() as AddressInfo).port;
    const body = envelope(`http://publickey@127.0.0.1:${port}/42`);
    upstreamStatus = 200;
    const response = await post(forwarding, '/tunnel', body, 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(200);
    expect(received).toEqual([{ method: 'POST', url: '/api/42/envelope/', contentType: 'application/x-sentry-envelope', body: Buffer.from(body) }]);

    upstreamStatus = 429;
    expect((await post(forwarding, '/tunnel', body, 'text/plain')).statusCode).toBe(429);
    expect(await count(forwarding, 'error_reports')).toBe(0);
  });

  it('refuses envelopes for another DSN with 403 and forwards nothing', async () => {
    for (const dsn of ['https://publickey@o1.ingest.sentry.io/42', `http://otherkey@127.0.0.1:${(upstream.address() as AddressInfo).port}/42`]) {
      const response = await post(forwarding, '/tunnel', envelope(dsn), 'text/plain');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGE_DSN_REFUSED });
    }
    expect(received).toEqual([]);
  });
});
