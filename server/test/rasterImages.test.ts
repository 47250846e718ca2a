/**
 * Raster copies of the CDN's SVG pictures (`…svg.png`, `.jpg`, `.webp`) for link-preview bots, as a client sees
 * them: type, signature bytes, pixel size from the file's own header, validators, cache policy, the cache itself
 * (Server-Timing), bad requests, and the preview picture the page's `og:image` takes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { previewImage } from '@storefront/shared/seo';
import { MAX_CONCURRENT_RENDERS, MAX_RASTER_EDGE, MAX_WAITING_RENDERS, RasterLimitError, cachedRaster, rasterize } from '../src/cdn/raster';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Width and height from the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from the first start-of-frame marker (SOF0 to SOF15, less DHT, JPG and DAC). */
function jpegSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
  }
  throw new Error('No start-of-frame marker');
}

function isWebp(bytes: Buffer) {
  return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}

describe('raster copies of CDN pictures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('draws a product as a PNG at the variant size, once: a second request is served from the cache', async () => {
    const first = await get('/cdn/large/products/desi-harvest-basmati-rice-extra-long-grain.svg.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual({ width: 800, height: 800 });
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.vary).toBe('accept');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['server-timing']).toMatch(/^raster;desc="miss";dur=\d+(\.\d)?$/);

    const second = await get('/cdn/large/products/desi-harvest-basmati-rice-extra-long-grain.svg.png');
    expect(second.headers['server-timing']).toBe('raster;desc="hit"');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await get('/cdn/large/products/desi-harvest-basmati-rice-extra-long-grain.svg.png', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['cache-control']).toBe(CACHE_CONTROL);
  });

  it('draws each size variant and banner form at its own size', async () => {
    const cases: [string, { width: number; height: number }][] = [
      ['/cdn/small/products/onion.svg.png', { width: 200, height: 200 }],
      ['/cdn/medium/categories/fresh-fruits.svg.png', { width: 400, height: 400 }],
      ['/cdn/large/banners/fresh-fruits.svg.png', { width: 800, height: 267 }],
      ['/cdn/large/banners/fresh-fruits-sm.svg.png', { width: 800, height: 600 }],
      ['/cdn/medium/banners/chai-time-card.svg.png', { width: 400, height: 400 }],
    ];
    for (const [url, size] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, size: pngSize(response.rawPayload) }).toEqual({ url, status: 200, size });
    }
  });

  it('draws the words in Inter, ₹ included, and the emoji icons in colour', async () => {
    const text = await rasterize(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#fff"/>' +
        '<text x="8" y="46" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="800">₹50</text></svg>',
      'png',
    );
    const { data, info } = await sharp(text).raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] + data[i + 1] + data[i + 2] < 300) dark++;
    // A glyph-less drawing (no font found) would be all white; three bold glyphs cover several hundred pixels.
    expect(dark).toBeGreaterThan(600);

    // The mango of the fruit banner is drawn: many saturated orange pixels, which the design has nowhere else.
    const banner = await get('/cdn/small/banners/fresh-fruits-card.svg.png');
    const pixels = await sharp(banner.rawPayload).removeAlpha().raw().toBuffer();
    let orange = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i] > 230 && pixels[i + 1] > 120 && pixels[i + 1] < 190 && pixels[i + 2] < 80) orange++;
    expect(orange).toBeGreaterThan(500);
  });

  it('sends JPEG at .jpg and WebP at .webp, and WebP at .png to a client that asks for it', async () => {
    const jpeg = await get('/cdn/large/banners/first-order.svg.jpg', { accept: BROWSER_ACCEPT });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(jpeg.rawPayload)).toEqual({ width: 800, height: 267 });
    expect(jpeg.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(jpeg.headers.vary).toBeUndefined();

    const webp = await get('/cdn/large/banners/first-order.svg.webp');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(isWebp(webp.rawPayload)).toBe(true);
    expect(webp.headers.vary).toBeUndefined();

    const negotiated = await get('/cdn/large/banners/first-order.svg.png', { accept: BROWSER_ACCEPT });
    expect(negotiated.headers['content-type']).toBe('image/webp');
    expect(negotiated.headers.vary).toBe('accept');
    expect(negotiated.rawPayload.equals(webp.rawPayload)).toBe(true);
    expect(negotiated.headers['server-timing']).toBe('raster;desc="hit"');

    for (const accept of ['*/*', 'image/*', 'image/png', 'image/webp;q=0, image/png']) {
      const png = await get('/cdn/large/banners/first-order.svg.png', { accept });
      expect({ accept, type: png.headers['content-type'] }).toEqual({ accept, type: 'image/png' });
      expect(png.headers.etag).not.toBe(negotiated.headers.etag);
    }
  });

  it('draws a picture asked for by many clients at once only once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => get('/cdn/medium/products/alphonso-mango.svg.jpg')));
    const sources = answers.map((answer) => /desc="(\w+)"/.exec(String(answer.headers['server-timing']))?.[1]).sort();
    expect(sources.filter((source) => source === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('turns a flood of new pictures away with 503 once the drawing queue is full, and serves the rest', async () => {
    const count = MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS + 12;
    const urls = Array.from({ length: count }, (_, i) => `/cdn/large/products/flood-${i}-atta.svg.jpg`);
    const answers = await Promise.all(urls.map((url) => get(url)));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(count - busy.length);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json().message).toMatch(/^Busy drawing/);
    }
    // The queue drained: a picture turned away is drawn when asked again.
    const again = await get(urls[answers.indexOf(busy[0])]);
    expect(again.statusCode).toBe(200);
  });

  it.each([
    ['an unknown banner', '/cdn/large/banners/no-such-design.svg.png', 'No image at large/banners/no-such-design.svg'],
    ['an unknown size variant', '/cdn/99999/products/onion.svg.png', 'No size variant 99999: small, medium, large, original are offered'],
    ['an inherited name as variant', '/cdn/constructor/products/onion.svg.png', 'No size variant constructor'],
    ['a format not offered', '/cdn/large/products/onion.svg.gif', 'No gif copies: png, jpg, webp are offered'],
    ['a copy of a non-SVG path', '/cdn/large/products/onion.png.png', 'No image at large/products/onion.png.png'],
    ['a slug longer than the catalogue allows', `/cdn/large/products/${'a'.repeat(3000)}.svg.png`, 'No image at large/products/aaaa'],
  ])('answers 404 with a JSON message for %s', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toContain(message);
  });

  /** A request on a real socket with the path exactly as written: clients like inject's normalise `..` away first. */
  async function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
      });
      request.on('error', reject);
    });
  }

  it.each([
    ['..', '/cdn/large/products/../../../etc/passwd.svg.png'],
    ['encoded ..', '/cdn/large/products/%2e%2e/%2e%2e/etc/passwd.svg.png'],
    ['an encoded slash', '/cdn/large/products%2f..%2f..%2fpasswd.svg.png'],
    ['an empty segment', '/cdn/large/products//onion.svg.png'],
    ['a backslash', '/cdn/large/products/..%5c..%5conion.svg.png'],
    ['a NUL', '/cdn/large/products/onion.svg%00.png'],
  ])('answers 400 with a JSON message for a path with %s', async (_case, url) => {
    const response = await rawGet(url);
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body).message).toMatch(/^Bad image path/);
  });

  it('refuses to draw past the size bound, at once', async () => {
    const started = performance.now();
    const huge = `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000"/></svg>`;
    await expect(rasterize(huge, 'png')).rejects.toBeInstanceOf(RasterLimitError);
    // Through the cache as the route draws: the same error (the route's 400), and nothing kept for the key.
    await expect(cachedRaster('png:huge', huge, 'png')).rejects.toBeInstanceOf(RasterLimitError);
    await expect(cachedRaster('png:huge', huge, 'png')).rejects.toBeInstanceOf(RasterLimitError);
    await expect(rasterize(huge.replace(/100000/g, String(MAX_RASTER_EDGE + 1)), 'jpg')).rejects.toThrow(`1 to ${MAX_RASTER_EDGE} px`);
    await expect(rasterize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>', 'png')).rejects.toBeInstanceOf(RasterLimitError);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  describe('previewImage', () => {
    const site = { origin: 'https://shop.example', cdnBase: '/cdn' };

    it("gives a product's picture as an absolute JPEG URL with the size the CDN sends", async () => {
      const [product] = await queryRows<{ medias: string[] }>(server.db, sql`select medias from products order by id limit 1`);
      const image = product.medias[0];
      expect(image).toMatch(/^products\/[a-z0-9-]+\.svg$/);
      const preview = previewImage(image, site);
      expect(preview).toEqual({ url: `https://shop.example/cdn/large/${image}.jpg`, type: 'image/jpeg', width: 800, height: 800 });

      const served = await get(new URL(preview!.url).pathname);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(preview!.type);
      expect(jpegSize(served.rawPayload)).toEqual({ width: preview!.width, height: preview!.height });
    });

    it('gives banners their own shape, and keeps an absolute CDN base', () => {
      expect(previewImage('banners/fresh-fruits.svg', site)).toEqual({
        url: 'https://shop.example/cdn/large/banners/fresh-fruits.svg.jpg',
        type: 'image/jpeg',
        width: 800,
        height: 267,
      });
      expect(previewImage('/banners/corner-fresh-sm.svg', { ...site, cdnBase: 'https://cdn.example/images/' })).toEqual({
        url: 'https://cdn.example/images/large/banners/corner-fresh-sm.svg.jpg',
        type: 'image/jpeg',
        width: 800,
        height: 600,
      });
    });

    it('passes other pictures through without a size, and gives null for none', () => {
      expect(previewImage('banners/no-such-design.svg', site)).toEqual({ url: 'https://shop.example/cdn/large/banners/no-such-design.svg' });
      expect(previewImage('uploads/photo.jpg', site)).toEqual({ url: 'https://shop.example/cdn/large/uploads/photo.jpg' });
      expect(previewImage('https://img.example/a.png', site)).toEqual({ url: 'https://img.example/a.png' });
      expect(previewImage('//img.example/a.png', site)).toEqual({ url: 'https://img.example/a.png' });
      expect(previewImage('data:image/png;base64,AAAA', site)).toBeNull();
      expect(previewImage('', site)).toBeNull();
      expect(previewImage(null, site)).toBeNull();
    });
  });
});
