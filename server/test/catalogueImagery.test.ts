/**
 * Catalogue pictures that look like groceries: Fluent Emoji Flat icons on the generated art, and the CDN's sizes,
 * validators and cache policy for them.
 */
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cdnRoutes } from '../src/cdn/routes';
import { renderCatalogueImage } from '../src/cdn/catalogueImages';
import { emojiFor, emojiNameFor, resolveIcon, type IconifySet } from '../src/cdn/groceryEmoji';
import { registerCompression } from '../src/http/compression';
import { demoCatalogue } from '../src/seed/catalogue';

const ICON_SET_FILE = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
const iconSet = JSON.parse(fs.readFileSync(ICON_SET_FILE, 'utf8')) as IconifySet;
const bodyOf = (icon: string) => iconSet.icons[icon].body;
const render = (path: string) => renderCatalogueImage(path) ?? '';
const NESTED_EMOJI = /<svg x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+" viewBox="0 0 32 32">/;
const POUCH = 'M146 84h108l16 154';
const PRODUCE_CIRCLE = '<circle cx="200" cy="168" r="80"';
const words = (slug: string) => slug.split('-');

describe('catalogue imagery', () => {
  it('shows fresh produce as its own emoji, large', () => {
    const pictures = { tomato: render('products/tomato-local.svg'), garlic: render('products/garlic.svg'), potato: render('products/potato.svg') };
    for (const [icon, svg] of Object.entries(pictures)) {
      expect(svg).toContain(bodyOf(icon));
      expect(svg).toContain('width="190" height="190" viewBox="0 0 32 32"');
      expect(svg).not.toContain(PRODUCE_CIRCLE);
    }
    expect(new Set([bodyOf('tomato'), bodyOf('garlic'), bodyOf('potato')]).size).toBe(3);
    expect(pictures.garlic).not.toContain(bodyOf('potato'));
    expect(pictures.garlic).not.toBe(pictures.potato);
  });

  it('keeps a packaged product on its pack with the emoji on the label', () => {
    const rice = render('products/desi-harvest-basmati-rice-extra-long-grain.svg');
    expect(rice).toContain(POUCH);
    expect(rice).toContain(bodyOf('cooked-rice'));
    const oil = render('products/kolhu-pure-refined-sunflower-oil.svg');
    expect(oil).toContain('a14 14 0 0 1-14 14');
    expect(oil).toContain(bodyOf('sunflower'));
    expect(render('products/chai-saathi-marie-biscuits.svg')).toContain(bodyOf('cookie'));
    expect(render('products/gau-dhara-toned-milk.svg')).toContain(bodyOf('glass-of-milk'));
  });

  it('matches the last naming word, plurals and two-word names', () => {
    expect(emojiNameFor(words('muskaan-kids-toothpaste-strawberry'))).toBe('strawberry');
    expect(emojiNameFor(words('chai-saathi-glucose-biscuits'))).toBe('cookie');
    expect(emojiNameFor(words('crunchy-peanut-butter'))).toBe('peanuts');
    expect(emojiNameFor(words('salted-butter'))).toBe('butter');
    expect(emojiNameFor(words('carrot-orange'))).toBe('carrot');
    expect(emojiNameFor(words('orange-nagpur'))).toBe('tangerine');
    expect(emojiNameFor(words('zxqv-blorp'))).toBeUndefined();
  });

  it('falls back to the plain shape art when no word names an emoji', () => {
    const unknown = render('products/zxqv.svg');
    expect(unknown).toContain(PRODUCE_CIRCLE);
    expect(unknown).not.toMatch(NESTED_EMOJI);
    const sugar = render('products/desi-harvest-sugar.svg');
    expect(sugar).toContain(POUCH);
    expect(sugar).toContain('<ellipse cx="200" cy="170" rx="38" ry="44"');
    expect(sugar).not.toMatch(NESTED_EMOJI);
  });

  it('gives every demo category an emoji', () => {
    const categories = demoCatalogue().categories.flatMap((parent) => [parent, ...parent.children]);
    expect(categories.filter((category) => !emojiFor(words(category.slug))).map((category) => category.slug)).toEqual([]);
    expect(render('categories/fresh-fruits.svg')).toContain(bodyOf('red-apple'));
    expect(render('categories/dairy-and-bakery.svg')).toMatch(NESTED_EMOJI);
  });

  it('finds in the set every icon the demo catalogue names', () => {
    const { products, categories } = demoCatalogue();
    const slugs = [...products.map((product) => product.slug), ...categories.flatMap((parent) => [parent, ...parent.children]).map((c) => c.slug)];
    const named = slugs.filter((slug) => emojiNameFor(words(slug)));
    expect(named.length).toBeGreaterThan(slugs.length * 0.9);
    expect(named.filter((slug) => !emojiFor(words(slug)))).toEqual([]);
  });

  it('resolves aliases, mirrored or renamed', () => {
    const set: IconifySet = {
      width: 32,
      height: 32,
      icons: { hand: { body: '<path d="M1 1h2"/>' } },
      aliases: { mirrored: { parent: 'hand', hFlip: true }, renamed: { parent: 'mirrored' }, loop: { parent: 'loop' } },
    };
    expect(resolveIcon(set, 'hand')).toEqual({ viewBox: '0 0 32 32', body: '<path d="M1 1h2"/>' });
    expect(resolveIcon(set, 'renamed')).toEqual({ viewBox: '0 0 32 32', body: '<g transform="translate(32 0) scale(-1 1)"><path d="M1 1h2"/></g>' });
    expect(resolveIcon(set, 'missing')).toBeUndefined();
    expect(resolveIcon(set, 'loop')).toBeUndefined();
  });

  it('reads the icon set once, on the first picture, not per request', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const iconSetReads = () => read.mock.calls.filter(([file]) => file === ICON_SET_FILE).length;
    try {
      jest.isolateModules(() => {
        // A fresh copy of the modules, whose icon cache is still empty.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh: typeof import('../src/cdn/catalogueImages') = require('../src/cdn/catalogueImages');
        expect(iconSetReads()).toBe(0);
        expect(fresh.renderCatalogueImage('products/onion.svg')).toContain(bodyOf('onion'));
        expect(fresh.renderCatalogueImage('products/garlic.svg')).toContain(bodyOf('garlic'));
        expect(fresh.renderCatalogueImage('categories/tea.svg')).toContain(bodyOf('teacup-without-handle'));
        expect(iconSetReads()).toBe(1);
      });
    } finally {
      read.mockRestore();
    }
  });

  describe('served by the CDN', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify();
      await registerCompression(app);
      await app.register(cdnRoutes, { prefix: '/cdn' });
    });
    afterAll(() => app.close());

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

    it.each([
      ['small', 200],
      ['medium', 400],
      ['large', 800],
      ['original', 400],
    ])('writes the %s variant at %i CSS px with the same drawing', async (variant, size) => {
      const response = await get(`/cdn/${variant}/products/onion.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${size}" height="${size}" viewBox="0 0 400 400"`));
      expect(response.body.replace(/^<svg [^>]*>/, '')).toBe(render('products/onion.svg').replace(/^<svg [^>]*>/, ''));
    });

    it('answers with a strong ETag and a long, revalidated cache lifetime, and 304 when the client has the bytes', async () => {
      const first = await get('/cdn/medium/products/tomato-local.svg');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
      expect(first.headers.vary).toBe('accept-encoding');
      expect((await get('/cdn/medium/products/tomato-local.svg')).headers.etag).toBe(etag);
      expect((await get('/cdn/small/products/tomato-local.svg')).headers.etag).not.toBe(etag);
      expect((await get('/cdn/medium/products/potato.svg')).headers.etag).not.toBe(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get('/cdn/medium/products/tomato-local.svg', { 'if-none-match': ifNoneMatch });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers.vary).toBe('accept-encoding');
      }
      expect((await get('/cdn/medium/products/tomato-local.svg', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('compresses the SVG through the server compression, keeping the ETag of the bytes', async () => {
      const plain = await get('/cdn/medium/products/desi-harvest-basmati-rice-extra-long-grain.svg');
      const gzipped = await get('/cdn/medium/products/desi-harvest-basmati-rice-extra-long-grain.svg', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toBe('accept-encoding');
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 1.5);
    });

    it('gives the default image an ETag and the same cache policy', async () => {
      const png = await get('/cdn/no-image.png');
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(png.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
      expect((await get('/cdn/no-image.png', { 'if-none-match': String(png.headers.etag) })).statusCode).toBe(304);
    });

    it('answers 404 for unknown variants and paths', async () => {
      expect((await get('/cdn/huge/products/onion.svg')).statusCode).toBe(404);
      expect((await get('/cdn/constructor/products/onion.svg')).statusCode).toBe(404);
      expect((await get('/cdn/medium/products/x.png')).statusCode).toBe(404);
    });
  });
});
