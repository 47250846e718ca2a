/**
 * The installable web app per website (src/web/webAppRoutes.ts): asked as a browser asks for a manifest (a Host,
 * no x-web-url), of the two demo websites, FreshKart (localhost:3000) and Corner Basket (corner.localhost:3000).
 * The server serves the apps, so the served page's link to the manifest is checked too (and a missing icon is not
 * taken for a page).
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH, webAppIconPath } from '@storefront/shared/contracts';
import { OFFLINE_MESSAGE, OFFLINE_RETRY, OFFLINE_TITLE, shortName, siteInitial } from '../src/web/webApp';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SERVE_APPS: 'true' }, { cornerShop: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, host = 'localhost:3000'): Promise<LightMyRequestResponse> => server.app.inject({ method: 'GET', url, headers: { host } });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the web app manifest', () => {
  it("is each website's own: its name and its theme's colours", async () => {
    const freshkart = await get(WEB_APP_MANIFEST_PATH);
    expect(freshkart.statusCode).toBe(200);
    expect(freshkart.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(freshkart.headers['cache-control']).toBe('no-cache');
    const manifest = freshkart.json<Manifest>();
    expect(manifest).toMatchObject({
      name: 'FreshKart',
      short_name: 'FreshKart',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0c831f',
      background_color: '#ffffff',
    });

    const corner = (await get(WEB_APP_MANIFEST_PATH, 'corner.localhost:3000')).json<Manifest>();
    expect(corner).toMatchObject({ name: 'Corner Basket', short_name: 'Corner', theme_color: '#7a3e9d' });
  });

  it('lists 192 and 512 px icons, plain and maskable, that are PNGs of those sizes', async () => {
    const { icons } = (await get(WEB_APP_MANIFEST_PATH)).json<Manifest>();
    expect(icons.map(({ sizes, purpose }) => `${purpose} ${sizes}`).sort()).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: Number(icon.sizes.split('x')[0]), height: Number(icon.sizes.split('x')[0]), format: 'png' });
    }
  });

  it("draws each website's icon in its own colour: a maskable icon fills its corners, a plain one leaves them clear", async () => {
    const pixel = async (path: string, host: string, x: number, y: number) => {
      const { data, info } = await sharp((await get(path, host)).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + info.channels)];
    };
    // The middle of the left edge is background on either icon; a corner only on the maskable one.
    expect(await pixel(webAppIconPath('maskable', 192), 'localhost:3000', 0, 96)).toEqual([0x0c, 0x83, 0x1f, 255]);
    expect(await pixel(webAppIconPath('maskable', 192), 'corner.localhost:3000', 0, 96)).toEqual([0x7a, 0x3e, 0x9d, 255]);
    expect(await pixel(webAppIconPath('maskable', 192), 'localhost:3000', 0, 0)).toEqual([0x0c, 0x83, 0x1f, 255]);
    expect((await pixel(webAppIconPath('any', 192), 'localhost:3000', 0, 0))[3]).toBe(0);
  });

  it('has no icon of another size or kind', async () => {
    for (const path of ['/s/web-app/icon-any-64.png', '/s/web-app/icon-round-192.png', '/s/web-app/logo.png']) {
      expect((await get(path)).statusCode).toBe(404);
    }
  });

  it('is linked from every page the shop serves', async () => {
    for (const path of ['/', '/products', '/no-such-page', '/checkout']) {
      const page = await server.app.inject({ method: 'GET', url: path, headers: { host: 'localhost:3000', 'accept-encoding': 'identity' } });
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`);
    }
  });
});

describe('the offline page', () => {
  it("is in the website's colours, with its name and a Retry link to the page's own address", async () => {
    const page = await get(OFFLINE_PAGE_PATH, 'corner.localhost:3000');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<header>Corner Basket</header>');
    expect(page.body).toContain(`<h1>${OFFLINE_TITLE}</h1>`);
    expect(page.body).toContain(OFFLINE_MESSAGE);
    expect(page.body).toContain(`<a class="retry" href="">${OFFLINE_RETRY}</a>`);
    expect(page.body).toContain('background:#7a3e9d');
    // It runs no script: nothing for the page's policy to allow.
    expect(page.body).not.toContain('<script');
  });
});

describe('names and initials', () => {
  it('keeps a short name whole and shortens a long one to its first word', () => {
    expect(shortName('FreshKart')).toBe('FreshKart');
    expect(shortName('Sharma General Stores')).toBe('Sharma');
  });

  it("takes the name's first letter or digit, upper-cased", () => {
    expect(siteInitial('corner basket')).toBe('C');
    expect(siteInitial('  24x7 Mart')).toBe('2');
    expect(siteInitial('—')).toBe('S');
  });
});
