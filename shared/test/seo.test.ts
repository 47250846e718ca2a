import { OG_TYPE, schemaJsonLd, seoHead, TWITTER_CARD } from '../src/contracts/seo';

const metaOf = (head: ReturnType<typeof seoHead>) => Object.fromEntries(head.meta.map((meta) => [`${meta.attribute}:${meta.key}`, meta.content]));

const webSeo = {
  og_title: 'FreshKart — groceries',
  og_description: 'Fruits and dals.',
  meta_keywords: 'grocery, dal',
  og_image: 'banners/share.svg',
};

it("takes the page's own title, description and keywords first", () => {
  const head = seoHead({
    page: { seo_title: 'About FreshKart', seo_description: 'Who we are.', seo_keyword: 'about, farms' },
    webSeo,
    site: { name: 'FreshKart', description: 'Shop.' },
    imageUrl: (image) => `https://shop.example/cdn/large/${image}`,
  });
  expect(head.title).toBe('About FreshKart');
  expect(metaOf(head)).toEqual({
    'name:description': 'Who we are.',
    'name:keywords': 'about, farms',
    'property:og:type': 'website',
    'property:og:title': 'About FreshKart',
    'property:og:description': 'Who we are.',
    'property:og:image': 'https://shop.example/cdn/large/banners/share.svg',
    'name:twitter:card': 'summary_large_image',
    'name:twitter:title': 'About FreshKart',
    'name:twitter:description': 'Who we are.',
    'name:twitter:image': 'https://shop.example/cdn/large/banners/share.svg',
  });
  expect([OG_TYPE, TWITTER_CARD]).toEqual(['website', 'summary_large_image']);
});

it("falls back to the website's SEO settings, then its name and description; the title may end up empty", () => {
  expect(metaOf(seoHead({ page: { seo_title: '', seo_description: '' }, webSeo, site: { name: 'FreshKart' } }))).toMatchObject({
    'property:og:title': 'FreshKart — groceries',
    'name:description': 'Fruits and dals.',
    'name:keywords': 'grocery, dal',
  });
  const bare = seoHead({ site: { name: 'FreshKart', description: 'Fresh food.' } });
  expect(bare.title).toBe('FreshKart');
  expect(metaOf(bare)['name:description']).toBe('Fresh food.');
  expect(metaOf(bare)).not.toHaveProperty('property:og:image');
  expect(metaOf(bare)).not.toHaveProperty('name:keywords');
  expect(seoHead({}).title).toBe('');
  expect(metaOf(seoHead({}))).toEqual({ 'property:og:type': 'website', 'name:twitter:card': 'summary_large_image' });
});

it('writes the schema script as JSON-LD that cannot close its script element, or leaves it out', () => {
  expect(schemaJsonLd('{"@type":"GroceryStore","name":"</script><script>alert(1)</script>"}')).toBe(
    '{"@type":"GroceryStore","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
  );
  expect(schemaJsonLd('<script type="application/ld+json">{"@type":"Store"}</script>')).toBe('{"@type":"Store"}');
  expect(schemaJsonLd('not json')).toBeNull();
  expect(schemaJsonLd('  ')).toBeNull();
  expect(schemaJsonLd(null)).toBeNull();
  expect(seoHead({ page: { schema_script: '{"a":1}' } }).schema).toBe('{"a":1}');
});
