/**
 * The browser's side of the route head (src/seo/applyHead.ts, src/seo/route.ts, src/seo/previewImage.ts): a head
 * written into the document as the server writes it into the page, only what differs touched, and an element a head
 * of ours may carry removed when the next head lacks it.
 */
import type { ProductListResponse } from '../src/contracts/schemas';
import { aProduct } from '../src/testing';
import { readListingParams } from '../src/contracts/listing';
import { PAGE_SCHEMA_ELEMENT_ID } from '../src/contracts/seo';
import { BANNER_FORMS, BANNER_SLUGS, cdnPictureAt, type BannerForm } from '../src/contracts/cdnPictures';
import {
  applyRouteHead,
  headFor,
  homeHead,
  listingHead,
  previewImage,
  productHead,
  ROUTE_SCHEMA_ELEMENT_ID,
  seoSite,
  siteHead,
  type RouteHead,
} from '../src/seo';
import { SEO_META_KEYS } from '../src/seo/applyHead';

const site = seoSite(
  { origin: 'https://shop.example', cdnBase: '/cdn' },
  {
    web: { name: 'FreshKart', description: 'Groceries in hours.', logo: 'categories/freshkart.svg' },
    webSeo: {
      og_title: 'FreshKart — groceries',
      og_description: 'Fruits and dals.',
      meta_keywords: 'grocery, dal',
      og_image: 'banners/fresh-fruits.svg',
    },
    categories: [{ name: 'Dairy', slug: 'dairy', children: [{ name: 'Butter', slug: 'butter' }] }],
    brands: [{ name: 'Amul', slug: 'amul' }],
  },
);

const butter = aProduct();

const listing: ProductListResponse = { data: [butter], meta: { total: 1 } };
const aboutPage = { seo_title: 'About FreshKart', seo_description: 'Who we are.', seo_keyword: 'about', schema_script: '{"@type":"AboutPage"}' };

const productPage = () => productHead(site, butter);

/** The SEO elements of the document's head as a crawler would list them, in order. */
function headElements(): string[] {
  return [...document.head.children].map((element) => {
    if (element.localName === 'title') return `title=${element.textContent}`;
    if (element.localName === 'meta') {
      const attribute = element.hasAttribute('name') ? 'name' : 'property';
      return `${element.getAttribute(attribute)}=${element.getAttribute('content')}`;
    }
    if (element.localName === 'link') return `${element.getAttribute('rel')}=${element.getAttribute('href')}`;
    return `${element.localName}#${element.id}=${element.textContent}`;
  });
}

/** What the head says, element for element, as the server writes it (server/src/web/pageSeo.ts `seoTags`). */
const expectedElements = (head: RouteHead, before: string[] = []) => [
  ...(head.title ? [`title=${head.title}`] : []),
  ...before,
  ...head.meta.map((meta) => `${meta.key}=${meta.content}`),
  ...(head.robots ? [`robots=${head.robots}`] : []),
  ...(head.canonical ? [`canonical=${head.canonical}`] : []),
  ...(head.schema ? [`script#${PAGE_SCHEMA_ELEMENT_ID}=${head.schema}`] : []),
  ...(head.structuredData.length > 0 ? [expect.stringMatching(new RegExp(`^script#${ROUTE_SCHEMA_ELEMENT_ID}=\\{`))] : []),
];

/** The mutations of the document's head while `change` runs. */
async function mutationsOf(change: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
  change();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

beforeEach(() => {
  document.head.innerHTML = '<title>Shop</title>';
});

describe('applyRouteHead', () => {
  it('writes a product page’s head as the server does: title, meta in order, canonical, and its JSON-LD', () => {
    const head = productPage();
    applyRouteHead(head);
    expect(headElements()).toEqual(expectedElements(head));
    expect(document.title).toBe('Amul Butter — FreshKart');
    expect(JSON.parse(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)!.textContent!)['@graph'][0]['@type']).toBe('Product');
  });

  it('leaves nothing of a product page when a page follows: no canonical, price, picture size or JSON-LD of the product', () => {
    applyRouteHead(productPage());
    const page = siteHead(site, aboutPage);
    applyRouteHead(page);
    expect(headElements()).toEqual(expectedElements(page));
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.querySelector('meta[property^="product:"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.getElementById(PAGE_SCHEMA_ELEMENT_ID)).toHaveTextContent('{"@type":"AboutPage"}');
  });

  it('changes nothing when the document already says the head, as the server wrote it', async () => {
    for (const head of [productPage(), listingHead(site, readListingParams(new URLSearchParams('c=butter')), listing), homeHead(site, aboutPage)]) {
      applyRouteHead(head);
      expect(await mutationsOf(() => applyRouteHead(head))).toEqual([]);
    }
  });

  it('touches only what differs: the same elements updated in place, missing ones added in order, others removed', async () => {
    applyRouteHead(listingHead(site, readListingParams(new URLSearchParams('c=butter')), null));
    const description = document.querySelector('meta[name="description"]');
    const next = listingHead(site, readListingParams(new URLSearchParams('c=butter&page=2')), listing);
    const records = await mutationsOf(() => applyRouteHead(next));
    expect(headElements()).toEqual(expectedElements(next));
    expect(document.querySelector('meta[name="description"]')).toBe(description);
    // The description, titles and URLs, the JSON-LD: changed where they stand, no element added, moved or removed.
    expect(records.filter((record) => record.target === document.head).map((record) => record.type)).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
  });

  it('keeps robots only while the head has it', () => {
    applyRouteHead(headFor(site, { kind: 'screen', remote: 'account' }));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    applyRouteHead(headFor(site, { kind: 'page', pathname: '/about-us', page: aboutPage }));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('leaves the title to the screen when the head has none, and never touches what is not the head’s', () => {
    document.head.innerHTML =
      '<title>Orders — FreshKart</title><meta name="viewport" content="width=device-width"><meta name="theme-color" content="#0c831f">' +
      '<script type="application/ld+json" id="someone-else">{}</script><link rel="stylesheet" href="/app.css">' +
      '<meta name="robots" content="noindex"><meta name="robots" content="noindex">';
    applyRouteHead({ ...headFor(site, { kind: 'screen', remote: 'account' }), title: '' });
    expect(document.title).toBe('Orders — FreshKart');
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(document.getElementById('someone-else')).not.toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('removes every meta element any builder may write, when the next head lacks it', () => {
    const full = [
      productPage(),
      productHead({ ...site, webSeo: null }, butter),
      listingHead(site, readListingParams(new URLSearchParams('q=butter')), listing),
      homeHead(site, aboutPage),
      siteHead(site, aboutPage),
    ];
    const written = new Set(full.flatMap((head) => head.meta.map((meta) => `${meta.attribute} ${meta.key}`)));
    expect(new Set(SEO_META_KEYS.map((meta) => `${meta.attribute} ${meta.key}`))).toEqual(written);

    for (const head of full) applyRouteHead(head);
    applyRouteHead({ title: '', meta: [], schema: null, canonical: null, robots: null, structuredData: [] });
    expect(headElements()).toEqual(['title=About FreshKart']);
  });
});

describe('headFor', () => {
  it('is the head the server builds for each kind of route', () => {
    expect(headFor(site, { kind: 'product', product: butter })).toEqual(productPage());
    expect(headFor(site, { kind: 'page', pathname: '/', page: aboutPage })).toEqual(homeHead(site, aboutPage));
    expect(headFor(site, { kind: 'page', pathname: '/about-us', page: aboutPage })).toEqual(siteHead(site, aboutPage));
    expect(headFor(site, { kind: 'screen', remote: 'catalog' })).toEqual(siteHead(site));
    for (const remote of ['account', 'cartCheckout', null] as const) {
      expect(headFor(site, { kind: 'screen', remote })).toEqual({ ...siteHead(site), robots: 'noindex' });
    }
    expect(headFor(site, { kind: 'missing', what: 'product' })).toEqual({
      ...siteHead(site),
      title: `Product not found — ${site.web?.name}`,
      robots: 'noindex',
    });
    expect(headFor(site, { kind: 'missing', what: 'page' })).toEqual({
      ...siteHead(site),
      title: `Page not found — ${site.web?.name}`,
      robots: 'noindex',
    });
  });

  it('gives previews the CDN’s raster copies with their size, for the product and the site alike', () => {
    const meta = (head: RouteHead) => Object.fromEntries(head.meta.map((element) => [element.key, element.content]));
    expect(meta(productPage())).toMatchObject({
      'og:image': 'https://shop.example/cdn/large/products/amul-butter.svg.jpg',
      'og:image:width': '800',
      'og:image:height': '800',
      'og:image:type': 'image/jpeg',
    });
    expect(meta(siteHead(site, aboutPage))).toMatchObject({
      'og:image': 'https://shop.example/cdn/large/banners/fresh-fruits.svg.jpg',
      'og:image:width': '800',
      'og:image:height': '267',
      'og:image:type': 'image/jpeg',
      'twitter:image': 'https://shop.example/cdn/large/banners/fresh-fruits.svg.jpg',
    });
  });
});

describe('previewImage', () => {
  const where = { origin: 'https://shop.example', cdnBase: '/cdn' };

  it('sizes every banner design in each form by its shape, and catalogue art square', () => {
    for (const slug of BANNER_SLUGS) {
      for (const form of Object.keys(BANNER_FORMS) as BannerForm[]) {
        const { width, height, suffix } = BANNER_FORMS[form];
        const path = `banners/${slug}${suffix}.svg`;
        expect(cdnPictureAt(path)).toEqual({ kind: 'banner', slug, form });
        expect(previewImage(path, where)).toEqual({
          url: `https://shop.example/cdn/large/${path}.jpg`,
          type: 'image/jpeg',
          width: 800,
          height: Math.round((800 * height) / width),
        });
      }
    }
    expect(previewImage('/categories/dairy.svg', where)).toMatchObject({
      url: 'https://shop.example/cdn/large/categories/dairy.svg.jpg',
      width: 800,
      height: 800,
    });
  });

  it('leaves a picture the CDN does not draw as it is, and gives none for none', () => {
    expect(previewImage('banners/no-such-design.svg', where)).toEqual({ url: 'https://shop.example/cdn/large/banners/no-such-design.svg' });
    expect(previewImage('products/Not_A_Slug.svg', where)).toEqual({ url: 'https://shop.example/cdn/large/products/Not_A_Slug.svg' });
    expect(previewImage('https://img.example/a.png', where)).toEqual({ url: 'https://img.example/a.png' });
    expect(previewImage('data:image/png;base64,AAAA', where)).toBeNull();
    expect(previewImage(null, where)).toBeNull();
  });
});
