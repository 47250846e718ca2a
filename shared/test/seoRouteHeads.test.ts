import type { Product, ProductListResponse } from '../src/contracts/schemas';
import { aPack, aProduct } from '../src/testing';
import { readListingParams } from '../src/contracts/listing';
import {
  homeHead,
  isPrivateRemote,
  listingHead,
  NOINDEX_FOLLOW,
  previewImageOf,
  productHead,
  siteHead,
  structuredDataJson,
  type JsonLd,
  type PreviewImage,
  type RouteHead,
  type SeoSite,
} from '../src/seo';

const HOSTILE = `</script><img src=x onerror=alert(1)>"'&`;

const site: SeoSite = {
  origin: 'https://shop.example',
  cdnBase: '/cdn',
  web: { name: 'FreshKart', description: 'Groceries in hours.', logo: 'logos/freshkart.svg' },
  webSeo: { og_title: 'FreshKart — groceries', og_description: 'Fruits and dals.', meta_keywords: 'grocery, dal', og_image: 'banners/share.svg' },
};

const pack = (id: number, name: string, price: number, inStock: boolean) =>
  aPack({ pack_id: id, pack_name: name, price, act_price: price, warehouse_id: 3, in_stock: inStock });

const product = (fields: Partial<Product> = {}): Product =>
  aProduct({
    product_description: 'Pasteurised   butter,\n made from fresh cream.',
    category_slug: 'dairy',
    medias: [{ src: 'products/amul-1.svg' }, { src: 'products/amul-2.svg' }],
    image: 'products/amul-1.svg',
    packs: [pack(11, '100 g', 56, false), pack(12, '500 g', 275.5, true)],
    ...fields,
  });

/** A server's preview pictures: JPEG copies of its SVGs, sized by their shape; other pictures as they are, `data:` none. */
const rasterSite: SeoSite = {
  ...site,
  previewImage: (src): PreviewImage | null => {
    if (src.startsWith('data:')) return null;
    const url = `https://shop.example/cdn/large/${src}`;
    if (!src.endsWith('.svg')) return { url };
    return { url: `${url}.jpg`, type: 'image/jpeg', width: 800, height: src.startsWith('banners/') ? 267 : 800 };
  },
};

const metaOf = (head: RouteHead) => Object.fromEntries(head.meta.map((meta) => [meta.key, meta.content]));
/** The meta elements in order, as `key=content`. */
const metaLines = (head: RouteHead) => head.meta.map((meta) => `${meta.key}=${meta.content}`);
/** The graph as a crawler reads it: the JSON-LD text parsed back. */
const graphOf = (head: RouteHead): JsonLd[] => JSON.parse(structuredDataJson(head.structuredData) ?? '{"@graph":[]}')['@graph'];
const nodeOf = (head: RouteHead, type: string) => graphOf(head).find((node) => node['@type'] === type);

describe('a product page', () => {
  it('is titled, described and previewed as the product, on its canonical address', () => {
    const head = productHead(site, product());
    expect(head.title).toBe('Amul Butter — FreshKart');
    expect(head.canonical).toBe('https://shop.example/products/amul-butter');
    expect(head.robots).toBeNull();
    expect(metaOf(head)).toEqual({
      description: 'Pasteurised butter, made from fresh cream.',
      keywords: 'grocery, dal',
      'og:type': 'product',
      'og:title': 'Amul Butter — FreshKart',
      'og:description': 'Pasteurised butter, made from fresh cream.',
      'og:url': 'https://shop.example/products/amul-butter',
      'og:image': 'https://shop.example/cdn/large/products/amul-1.svg',
      'og:image:alt': 'Amul Butter',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Amul Butter — FreshKart',
      'twitter:description': 'Pasteurised butter, made from fresh cream.',
      'twitter:image': 'https://shop.example/cdn/large/products/amul-1.svg',
      // The pack shown first: the first in stock.
      'product:price:amount': '275.50',
      'product:price:currency': 'INR',
    });
  });

  it('says what it is in JSON-LD: one offer per pack, stocked as the answer says', () => {
    expect(graphOf(productHead(site, product()))).toEqual([
      {
        '@type': 'Product',
        name: 'Amul Butter',
        description: 'Pasteurised butter, made from fresh cream.',
        image: ['https://shop.example/cdn/large/products/amul-1.svg', 'https://shop.example/cdn/large/products/amul-2.svg'],
        brand: { '@type': 'Brand', name: 'Amul' },
        url: 'https://shop.example/products/amul-butter',
        offers: [
          {
            '@type': 'Offer',
            sku: '11',
            name: '100 g',
            price: '56.00',
            priceCurrency: 'INR',
            availability: 'https://schema.org/OutOfStock',
            url: 'https://shop.example/products/amul-butter',
          },
          {
            '@type': 'Offer',
            sku: '12',
            name: '500 g',
            price: '275.50',
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url: 'https://shop.example/products/amul-butter',
          },
        ],
      },
    ]);
    expect(JSON.parse(structuredDataJson([{ '@type': 'Thing' }])!)['@context']).toBe('https://schema.org');
  });

  it('is described by its name, pack and price without a description, and a long one is cut at a word to 160 characters', () => {
    const bare = productHead(site, product({ product_description: null }));
    expect(metaOf(bare).description).toBe('Buy Amul Butter (500 g) for ₹275.50 at FreshKart.');
    expect(metaOf(productHead({ ...site, web: null }, product({ product_description: ' ', packs: [] }))).description).toBe('Buy Amul Butter.');

    const long = metaOf(productHead(site, product({ product_description: 'Fresh white butter from the dairy. '.repeat(10) }))).description;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^Fresh white butter from the dairy\. .*[a-z]…$/);
  });

  it('takes its pictures from the CDN base, absolute, and the site’s share picture when it has none', () => {
    const elsewhere = { ...site, cdnBase: 'https://img.example/cdn/' };
    expect(metaOf(productHead(elsewhere, product()))['og:image']).toBe('https://img.example/cdn/large/products/amul-1.svg');
    expect(previewImageOf(site, 'products/x.svg')).toEqual({ url: 'https://shop.example/cdn/large/products/x.svg' });
    expect(previewImageOf(site, 'https://img.example/x.png')).toEqual({ url: 'https://img.example/x.png' });
    expect([previewImageOf(site, ''), previewImageOf(site, null)]).toEqual([null, null]);
    const pictureless = productHead(site, product({ medias: [], image: '' }));
    expect(metaOf(pictureless)['og:image']).toBe('https://shop.example/cdn/large/banners/share.svg');
    expect(metaOf(pictureless)).not.toHaveProperty('og:image:alt');
    expect(nodeOf(pictureless, 'Product')?.image).toEqual([]);
  });

  it('gives previews the site’s raster copies, sized and typed right after og:image, the product named as their alt text', () => {
    const head = productHead(rasterSite, product());
    const picture = 'https://shop.example/cdn/large/products/amul-1.svg.jpg';
    expect(metaLines(head).filter((line) => /^(og|twitter):image/.test(line))).toEqual([
      `og:image=${picture}`,
      'og:image:width=800',
      'og:image:height=800',
      'og:image:type=image/jpeg',
      'og:image:alt=Amul Butter',
      `twitter:image=${picture}`,
    ]);
    const at = metaLines(head).indexOf(`og:image=${picture}`);
    expect(
      metaLines(head)
        .slice(at + 1, at + 5)
        .every((line) => line.startsWith('og:image:')),
    ).toBe(true);
    expect(nodeOf(head, 'Product')?.image).toEqual([picture, 'https://shop.example/cdn/large/products/amul-2.svg.jpg']);
  });

  it('writes only the properties the preview knows, and leaves out pictures it has none for', () => {
    const photo = productHead(rasterSite, product({ medias: [{ src: 'uploads/amul.png' }, { src: 'data:image/png;base64,AAAA' }] }));
    expect(metaLines(photo).filter((line) => line.startsWith('og:image'))).toEqual([
      'og:image=https://shop.example/cdn/large/uploads/amul.png',
      'og:image:alt=Amul Butter',
    ]);
    expect(nodeOf(photo, 'Product')?.image).toEqual(['https://shop.example/cdn/large/uploads/amul.png']);
  });

  it('takes the site’s share picture with its own size, not the product’s alt text, when it has no picture of its own', () => {
    const head = productHead(rasterSite, product({ medias: [{ src: 'data:image/png;base64,AAAA' }] }));
    expect(metaLines(head).filter((line) => /^(og|twitter):image/.test(line))).toEqual([
      'og:image=https://shop.example/cdn/large/banners/share.svg.jpg',
      'og:image:width=800',
      'og:image:height=267',
      'og:image:type=image/jpeg',
      'twitter:image=https://shop.example/cdn/large/banners/share.svg.jpg',
    ]);
    expect(nodeOf(head, 'Product')?.image).toEqual([]);
  });

  it('puts the product’s picture properties right after og:image when the site has no share picture', () => {
    const head = productHead({ ...rasterSite, webSeo: null }, product());
    const lines = metaLines(head);
    expect(lines.filter((line) => line.startsWith('og:image'))).toEqual([
      'og:image=https://shop.example/cdn/large/products/amul-1.svg.jpg',
      'og:image:width=800',
      'og:image:height=800',
      'og:image:type=image/jpeg',
      'og:image:alt=Amul Butter',
    ]);
    const at = lines.indexOf('og:image=https://shop.example/cdn/large/products/amul-1.svg.jpg');
    expect(lines.slice(at + 1, at + 5)).toEqual([
      'og:image:width=800',
      'og:image:height=800',
      'og:image:type=image/jpeg',
      'og:image:alt=Amul Butter',
    ]);
  });

  it('keeps hostile names as text: escaped only where written, and JSON-LD cannot close its element', () => {
    const head = productHead({ ...site, web: { name: HOSTILE } }, product({ product_name: HOSTILE, brand_name: HOSTILE, slug: 'a"b<c' }));
    expect(head.title).toBe(`${HOSTILE} — ${HOSTILE}`);
    expect(head.canonical).toBe('https://shop.example/products/a%22b%3Cc');
    const json = structuredDataJson(head.structuredData)!;
    expect(json).not.toContain('<');
    expect(nodeOf(head, 'Product')).toMatchObject({ name: HOSTILE, brand: { name: HOSTILE } });
  });
});

describe('the listing', () => {
  const categories = [
    { name: 'Dairy & Bakery', slug: 'dairy-and-bakery', children: [{ name: 'Butter', slug: 'butter', children: [] }] },
    { name: 'Staples', slug: 'staples' },
    { name: 'Fruits', slug: 'fruits' },
    { name: 'Snacks', slug: 'snacks' },
  ];
  const brands = [
    { name: 'Amul', slug: 'amul' },
    { name: 'Desi Harvest', slug: 'desi-harvest' },
  ];
  const listingSite = { ...site, categories, brands };
  const answer: ProductListResponse = {
    data: [product(), product({ product_name: 'Amul Ghee', slug: 'amul-ghee' })],
    meta: { total: 42 },
  };
  const headOf = (search: string, listing: ProductListResponse | null = answer) =>
    listingHead(listingSite, readListingParams(new URLSearchParams(search)), listing);

  it('is named by its category, on a canonical address that keeps only the filters and the page', () => {
    const head = headOf('c=butter&page=2&s=price_asc&utm_source=x');
    expect(head.title).toBe('Butter (page 2) — FreshKart');
    expect(metaOf(head).description).toBe('Shop Butter at FreshKart: 42 products.');
    expect(head.canonical).toBe('https://shop.example/products?c=butter&page=2');
    expect(metaOf(head)['og:url']).toBe(head.canonical);
    expect(metaOf(head)['og:image']).toBe('https://shop.example/cdn/large/banners/share.svg');
    expect(head.robots).toBeNull();
  });

  it('lists the page’s products and where the category sits, for search engines', () => {
    const head = headOf('c=butter');
    expect(nodeOf(head, 'ItemList')).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/products/amul-butter', name: 'Amul Butter' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/products/amul-ghee', name: 'Amul Ghee' },
      ],
    });
    expect(nodeOf(head, 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Dairy & Bakery', item: 'https://shop.example/products?c=dairy-and-bakery' },
        { '@type': 'ListItem', position: 4, name: 'Butter', item: 'https://shop.example/products?c=butter' },
      ],
    });
    expect(nodeOf(headOf('c=butter', { data: [], meta: { total: 0 } }), 'ItemList')).toBeUndefined();
  });

  it('is named as the listing screen names it: categories first, else brands, else all products', () => {
    expect(headOf('').title).toBe('All products — FreshKart');
    expect(metaOf(headOf('')).description).toBe('Shop all products at FreshKart: 42 products.');
    expect(headOf('').canonical).toBe('https://shop.example/products');
    expect(headOf('b=desi-harvest,amul').title).toBe('Desi Harvest, Amul — FreshKart');
    expect(headOf('b=desi-harvest,amul').canonical).toBe('https://shop.example/products?b=amul%2Cdesi-harvest');
    expect(headOf('c=staples&b=amul').title).toBe('Staples — FreshKart');
    expect(headOf('c=staples,fruits,snacks,butter').title).toBe('Staples, Fruits and 2 more — FreshKart');
    expect(headOf('c=unknown-slug').title).toBe('unknown-slug — FreshKart');
    expect(nodeOf(headOf('c=staples,fruits'), 'BreadcrumbList')?.itemListElement).toHaveLength(2);
    expect(metaOf(headOf('c=staples', null)).description).toBe('Shop Staples at FreshKart.');
  });

  it('keeps search results out of the index, their links followed, on the listing’s canonical address', () => {
    const head = headOf('q=dal&c=staples&s=name');
    expect(head.title).toBe('Results for “dal” in Staples — FreshKart');
    expect(metaOf(head).description).toBe('Results for “dal” in Staples at FreshKart: 42 products.');
    expect(head.robots).toBe(NOINDEX_FOLLOW);
    expect(head.canonical).toBe('https://shop.example/products?c=staples');
    expect(headOf('q=dal').title).toBe('Results for “dal” — FreshKart');
  });

  it('keeps a listing that shows nothing out of the index: a category the site does not have, a page past the last', () => {
    const empty = { data: [], meta: { total: 0 } };
    expect(headOf('c=unknown-slug', empty).robots).toBe(NOINDEX_FOLLOW);
    expect(headOf('c=butter&page=9', { data: [], meta: { total: 42 } }).robots).toBe(NOINDEX_FOLLOW);
    // Not known yet (the answer failed): the page is left to the next visit.
    expect(headOf('c=butter', null).robots).toBeNull();
  });

  it('keeps hostile names as text in its JSON-LD', () => {
    const hostile = listingHead({ ...listingSite, categories: [{ name: HOSTILE, slug: 'x' }] }, readListingParams(new URLSearchParams('c=x')), {
      data: [product({ product_name: HOSTILE })],
      meta: { total: 1 },
    });
    expect(hostile.title).toBe(`${HOSTILE} — FreshKart`);
    expect(structuredDataJson(hostile.structuredData)).not.toContain('<');
    expect(nodeOf(hostile, 'ItemList')?.itemListElement).toEqual([expect.objectContaining({ name: HOSTILE })]);
  });
});

describe('the home page', () => {
  it('keeps its page’s own head and tells search engines about the website, its search and its organisation', () => {
    const head = homeHead(site, { seo_title: 'FreshKart home', seo_description: 'Fresh food.', schema_script: '{"@type":"GroceryStore"}' });
    expect(head.title).toBe('FreshKart home');
    expect(head.schema).toBe('{"@type":"GroceryStore"}');
    expect(head.canonical).toBe('https://shop.example/');
    expect(metaOf(head)).toMatchObject({ description: 'Fresh food.', 'og:type': 'website', 'og:url': 'https://shop.example/' });
    expect(graphOf(head)).toEqual([
      {
        '@type': 'WebSite',
        name: 'FreshKart',
        url: 'https://shop.example/',
        potentialAction: {
          '@type': 'SearchAction',
          target: 'https://shop.example/products?q={search_term_string}',
          'query-input': 'required name=search_term_string',
        },
      },
      { '@type': 'Organization', name: 'FreshKart', url: 'https://shop.example/', logo: 'https://shop.example/cdn/large/logos/freshkart.svg' },
    ]);
    expect(nodeOf(homeHead({ ...site, web: { name: 'FreshKart', logo: null } }, null), 'Organization')).not.toHaveProperty('logo');
  });

  it('gives previews and search engines the site’s raster copies of its share picture and logo', () => {
    const head = homeHead(rasterSite, null);
    expect(metaLines(head).filter((line) => /^(og|twitter):image/.test(line))).toEqual([
      'og:image=https://shop.example/cdn/large/banners/share.svg.jpg',
      'og:image:width=800',
      'og:image:height=267',
      'og:image:type=image/jpeg',
      'twitter:image=https://shop.example/cdn/large/banners/share.svg.jpg',
    ]);
    expect(nodeOf(head, 'Organization')?.logo).toBe('https://shop.example/cdn/large/logos/freshkart.svg.jpg');
    expect(nodeOf(homeHead({ ...rasterSite, web: { logo: 'data:image/png;base64,AAAA' } }, null), 'Organization')).not.toHaveProperty('logo');
  });
});

describe('any other page', () => {
  it('is the website’s head with the page’s own fields, and no canonical or structured data of its own', () => {
    const head = siteHead(site, { seo_title: 'About us' });
    expect(head).toMatchObject({ title: 'About us', canonical: null, robots: null, structuredData: [] });
    expect(metaOf(head)['og:image']).toBe('https://shop.example/cdn/large/banners/share.svg');
    expect(metaOf(head)).not.toHaveProperty('og:image:width');
    expect(structuredDataJson(head.structuredData)).toBeNull();
  });

  it('gives previews the site’s raster copy of its share picture, sized, and none when the site’s preview has none', () => {
    const head = siteHead(rasterSite, { seo_title: 'About us' });
    expect(metaOf(head)).toMatchObject({
      'og:image': 'https://shop.example/cdn/large/banners/share.svg.jpg',
      'og:image:width': '800',
      'og:image:height': '267',
      'og:image:type': 'image/jpeg',
      'twitter:image': 'https://shop.example/cdn/large/banners/share.svg.jpg',
    });
    const without = siteHead({ ...rasterSite, webSeo: { og_image: 'data:image/png;base64,AAAA' } });
    expect(metaLines(without).filter((line) => /^(og|twitter):image/.test(line))).toEqual([]);
  });

  it('is kept out of search results when it is one shopper’s: account, sign-in, checkout and payment', () => {
    expect([isPrivateRemote('account'), isPrivateRemote('cartCheckout')]).toEqual([true, true]);
    expect([isPrivateRemote('catalog'), isPrivateRemote('pages')]).toEqual([false, false]);
  });
});
