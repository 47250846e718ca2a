/**
 * Banner pictures drawn by the CDN from one table of designs (src/cdn/bannerDesigns.ts): the words on a picture are
 * its alt text, every design fits every form legibly, and the CDN serves them like catalogue pictures.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { BANNER_SLUGS, CDN_VARIANT_SIZES, cdnPictureAt, cdnPictureSize } from '@storefront/shared/contracts';
import { BANNER_DESIGNS, BANNER_FORMS, bannerAlt, bannerImagePath, type BannerForm, type BannerSlug } from '../src/cdn/bannerDesigns';
import { BANNER_LAYOUTS, renderBannerImage } from '../src/cdn/bannerImages';
import { renderCatalogueImage } from '../src/cdn/catalogueImages';
import { emojiNamed } from '../src/cdn/groceryEmoji';
import { svgSize } from '../src/cdn/raster';
import { cdnRoutes } from '../src/cdn/routes';
import { registerCompression } from '../src/http/compression';
import { CORNER_SHOP, DEMO_SHOP } from '../src/seed/siteContent';

const SLUGS = Object.keys(BANNER_DESIGNS) as BannerSlug[];
const FORMS = Object.keys(BANNER_FORMS) as BannerForm[];
const render = (slug: BannerSlug, form: BannerForm) => renderBannerImage(bannerImagePath(slug, form)) ?? '';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);

/** What keeps markup from being well-formed XML: unbalanced tags, unquoted attributes, a raw `<` or `&` in text. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const rawAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const [, closing, name, attributes, selfClosing, text, stray] of svg.matchAll(token)) {
    if (stray) problems.push('a raw <');
    else if (text !== undefined) {
      if (rawAmpersand.test(text)) problems.push(`a raw & in "${text}"`);
    } else if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes no open <${name}>`);
    } else {
      if (rawAmpersand.test(attributes)) problems.push(`a raw & in <${name}${attributes}>`);
      if (!selfClosing) open.push(name);
    }
  }
  if (open.length > 0) problems.push(`<${open.join('>, <')}> left open`);
  return problems;
}

/** The lines of each <text> block of a picture, as a reader sees them. */
function textBlocks(svg: string): string[][] {
  return [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((text) =>
    [...text[1].matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((tspan) => unescapeXml(tspan[1])),
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('banner designs', () => {
  it.each(SLUGS.flatMap((slug) => FORMS.map((form) => [slug, form] as const)))(
    '%s in the %s form is well-formed SVG saying its alt text',
    (slug, form) => {
      const svg = render(slug, form);
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" [^>]*viewBox="0 0 ${BANNER_FORMS[form].width} ${BANNER_FORMS[form].height}"`),
      );

      const [headline, subline] = textBlocks(svg);
      expect(`${headline.join(' ')}. ${subline.join(' ')}`).toBe(bannerAlt(slug));
      expect(unescapeXml(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '')).toBe(bannerAlt(slug));
      // Nothing is cut: the words fit the form's lines.
      expect(headline.length).toBeLessThanOrEqual(BANNER_LAYOUTS[form].headline.maxLines);
      expect(subline.length).toBeLessThanOrEqual(BANNER_LAYOUTS[form].subline.maxLines);

      const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it.each(SLUGS)('%s draws its emoji, in colours whose words read well', (slug) => {
    const design = BANNER_DESIGNS[slug];
    expect(new Set(design.emoji).size).toBe(design.emoji.length);
    for (const name of design.emoji) expect([name, render(slug, 'wide').includes(emojiNamed(name)?.body ?? `missing ${name}`)]).toEqual([name, true]);
    expect(contrast(design.ink, design.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('escapes the words it draws (and the check above would catch it if not)', () => {
    const svg = render('dairy-breakfast', 'wide');
    expect(svg).toContain('tomorrow&#39;s');
    expect(svg).not.toContain("tomorrow's");
    expect(xmlProblems('<svg><text>Salt & pepper</text></svg>')).toEqual(['a raw & in "Salt & pepper"']);
    expect(xmlProblems('<svg><text>1 < 2</text></svg>')).toEqual(['a raw <']);
    expect(xmlProblems('<svg><g></svg>')).toEqual(['</svg> closes no open <svg>', '<svg> left open']);
  });

  it('writes words large enough to read on a 375 px phone', () => {
    const phoneWidth = 375;
    // A hero card spans the phone's width less the page's 16 px padding on each side.
    const shownWidth: Partial<Record<BannerForm, number>> = { sm: phoneWidth, card: phoneWidth - 32 };
    for (const [form, width] of Object.entries(shownWidth) as [BannerForm, number][]) {
      const scale = width / BANNER_FORMS[form].width;
      expect(BANNER_LAYOUTS[form].headline.size * scale).toBeGreaterThanOrEqual(24);
      expect(BANNER_LAYOUTS[form].subline.size * scale).toBeGreaterThanOrEqual(14);
    }
  });

  it('keeps the wide form’s words inside the part a 5:2 tablet box shows', () => {
    const { width, height } = BANNER_FORMS.wide;
    const cropped = (width - height * (5 / 2)) / 2;
    const { x, width: textWidth } = BANNER_LAYOUTS.wide.text;
    expect(x).toBeGreaterThanOrEqual(cropped);
    expect(x + textWidth).toBeLessThanOrEqual(width - cropped);
  });

  it('names every design so its forms’ paths cannot be mistaken for another design', () => {
    for (const slug of SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(SLUGS.filter((slug) => /-(sm|card)$/.test(slug))).toEqual([]);
  });

  it('draws a design for every slug clients know the CDN draws, and no other', () => {
    expect([...SLUGS].sort()).toEqual([...BANNER_SLUGS].sort());
  });

  it('is drawn at the size clients name its raster copies with (a link preview’s og:image:width and height)', () => {
    const paths = [...SLUGS.flatMap((slug) => FORMS.map((form) => bannerImagePath(slug, form))), 'products/amul-butter.svg', 'categories/dairy.svg'];
    for (const path of paths) {
      const picture = cdnPictureAt(path);
      for (const width of Object.values(CDN_VARIANT_SIZES)) {
        const drawn = svgSize(renderBannerImage(path, width) ?? renderCatalogueImage(path, width) ?? '');
        expect([path, width, drawn]).toEqual([path, width, picture && cdnPictureSize(picture, width)]);
      }
    }
    expect(cdnPictureAt('banners/no-such-design.svg')).toBeNull();
    expect(renderBannerImage('banners/no-such-design.svg')).toBeNull();
  });

  it('draws each shop’s link-preview image', () => {
    for (const shop of [DEMO_SHOP, CORNER_SHOP]) expect(renderBannerImage(String(shop.seo.og_image))).toMatch(/^<svg /);
  });
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
    ['banners/fresh-fruits.svg', 'large', 800, 267],
    ['banners/fresh-fruits-sm.svg', 'large', 800, 600],
    ['banners/masala-box-card.svg', 'large', 800, 800],
    ['banners/fresh-fruits.svg', 'small', 200, 67],
  ])('serves %s in the %s variant at %i × %i CSS px, cached like every picture', async (path, variant, width, height) => {
    const response = await get(`/cdn/${variant}/${path}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
    expect((await get(`/cdn/${variant}/${path}`, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
  });

  it('answers 404 for unknown designs, forms and paths', async () => {
    for (const path of [
      'banners/no-such-banner.svg',
      'banners/fresh-fruits-xl.svg',
      'banners/fresh-fruits-sm-sm.svg',
      'banners/fresh-fruits.png',
      'banners/Fresh-Fruits.svg',
      'banner/fresh-fruits.svg',
    ]) {
      expect([path, (await get(`/cdn/large/${path}`)).statusCode]).toEqual([path, 404]);
    }
    expect((await get('/cdn/huge/banners/fresh-fruits.svg')).statusCode).toBe(404);
  });
});
