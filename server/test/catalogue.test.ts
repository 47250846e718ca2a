import { renderCatalogueImage } from '../src/cdn/catalogueImages';
import { demoCatalogue, largeCatalogue, type SeedPack, type SeedProduct } from '../src/seed/catalogue';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REAL_TRADEMARKS =
  /\b(amul|tata|aashirvaad|fortune|haldiram'?s?|britannia|nestle|parle|mdh|everest|dabur|patanjali|surf|dove|maggi|kissan|lays|bikaji|annapurna|saffola|colgate|lifebuoy|harpic|lizol|vim|cadbury|bournvita|horlicks)\b/i;

const catalogue = demoCatalogue();
const leaves = catalogue.categories.flatMap((parent) => parent.children);
const leafSlugs = new Set(leaves.map((leaf) => leaf.slug));
const brandSlugs = new Set(catalogue.brands.map((brand) => brand.slug));

function productNamed(name: string): SeedProduct {
  const product = catalogue.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product;
}

function rupees(product: SeedProduct, packName: string): number {
  const pack = product.packs.find((candidate) => candidate.name === packName);
  if (!pack) throw new Error(`${product.name} has no ${packName} pack`);
  return pack.pricePaise / 100;
}

/** A pack's size in base units (g, ml or pieces) and which of those it is. */
function packSize(pack: SeedPack): { dimension: string; quantity: number } {
  const match = /^(\d+(?:\.\d+)?) (g|kg|ml|L|pc|pcs|bunch)$/.exec(pack.name);
  if (!match) throw new Error(`Unexpected pack name "${pack.name}"`);
  const amount = Number(match[1]);
  switch (match[2]) {
    case 'g':
      return { dimension: 'mass', quantity: amount };
    case 'kg':
      return { dimension: 'mass', quantity: amount * 1000 };
    case 'ml':
      return { dimension: 'volume', quantity: amount };
    case 'L':
      return { dimension: 'volume', quantity: amount * 1000 };
    default:
      return { dimension: 'count', quantity: amount };
  }
}

/** Enough of an XML check for generated SVG: balanced tags, one root, quoted attributes, escaped text. */
function isWellFormedXml(xml: string): boolean {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let cursor = 0;
  for (const match of xml.matchAll(tag)) {
    const text = xml.slice(cursor, match.index);
    if (/[<>]/.test(text) || /&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return false;
    if (cursor > 0 && open.length === 0) return false;
    const [whole, closing, name, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name);
    cursor = match.index + whole.length;
  }
  return cursor === xml.length && open.length === 0;
}

describe('demoCatalogue', () => {
  it('has a two-level category tree of realistic size with unique slugs and avatars', () => {
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.categories.length).toBeLessThanOrEqual(10);
    const all = catalogue.categories.flatMap((parent) => [parent, ...parent.children]);
    for (const parent of catalogue.categories) {
      expect(parent.children.length).toBeGreaterThanOrEqual(3);
      expect(parent.children.length).toBeLessThanOrEqual(6);
      for (const child of parent.children) expect(child.children).toEqual([]);
    }
    for (const category of all) {
      expect(category.slug).toMatch(SLUG);
      expect(category.avatar).toBe(`categories/${category.slug}.svg`);
    }
    expect(new Set(all.map((category) => category.slug)).size).toBe(all.length);
    expect(leafSlugs.size).toBe(leaves.length);
    expect(leafSlugs.has('fresh-vegetables')).toBe(true);
    expect(leafSlugs.has('fresh-fruits')).toBe(true);
  });

  it('has about 30 fictional brands with unique slugs', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(25);
    expect(catalogue.brands.length).toBeLessThanOrEqual(40);
    expect(brandSlugs.size).toBe(catalogue.brands.length);
    for (const brand of catalogue.brands) {
      expect(brand.slug).toMatch(SLUG);
      expect(brand.name).not.toMatch(REAL_TRADEMARKS);
    }
  });

  it('has between 380 and 450 products, each in a leaf category and an existing brand', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(380);
    expect(catalogue.products.length).toBeLessThanOrEqual(450);
    for (const product of catalogue.products) {
      expect(leafSlugs.has(product.categorySlug)).toBe(true);
      expect(brandSlugs.has(product.brandSlug)).toBe(true);
      expect(product.name).not.toMatch(REAL_TRADEMARKS);
    }
    expect(new Set(catalogue.products.map((product) => product.categorySlug)).size).toBe(leaves.length);
    expect(new Set(catalogue.products.map((product) => product.brandSlug)).size).toBe(brandSlugs.size);
  });

  it('gives every product a unique, well-formed slug and a matching image path', () => {
    const slugs = catalogue.products.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of catalogue.products) {
      expect(product.slug).toMatch(SLUG);
      expect(product.image).toBe(`products/${product.slug}.svg`);
    }
  });

  it('prices packs in positive whole paise with price <= MRP and at most 25% off (rounded)', () => {
    for (const product of catalogue.products) {
      expect(product.packs.length).toBeGreaterThanOrEqual(1);
      expect(product.packs.length).toBeLessThanOrEqual(4);
      for (const pack of product.packs) {
        expect(Number.isInteger(pack.pricePaise)).toBe(true);
        expect(Number.isInteger(pack.mrpPaise)).toBe(true);
        expect(pack.pricePaise).toBeGreaterThan(0);
        expect(pack.pricePaise).toBeLessThanOrEqual(pack.mrpPaise);
        expect(pack.mrpPaise).toBeLessThanOrEqual(Math.ceil(pack.pricePaise * 1.3));
      }
    }
    const discounted = catalogue.products.filter((product) => product.packs.some((pack) => pack.mrpPaise > pack.pricePaise));
    expect(discounted.length).toBeGreaterThan(catalogue.products.length / 2);
    expect(discounted.length).toBeLessThan(catalogue.products.length);
  });

  it('lists packs in ascending size, each bigger pack costing more but less per unit', () => {
    for (const product of catalogue.products) {
      const sizes = product.packs.map(packSize);
      for (let i = 1; i < sizes.length; i++) {
        const [previous, current] = [product.packs[i - 1], product.packs[i]];
        expect(sizes[i].dimension).toBe(sizes[0].dimension);
        expect(sizes[i].quantity).toBeGreaterThan(sizes[i - 1].quantity);
        expect(current.pricePaise).toBeGreaterThan(previous.pricePaise);
        expect(current.pricePaise / sizes[i].quantity).toBeLessThan(previous.pricePaise / sizes[i - 1].quantity);
      }
    }
  });

  it('charges believable Indian prices for everyday items', () => {
    const onionKg = rupees(productNamed('Onion'), '1 kg');
    expect(onionKg).toBeGreaterThanOrEqual(35);
    expect(onionKg).toBeLessThanOrEqual(45);
    const milk = rupees(productNamed('Gau Dhara Toned Milk'), '500 ml');
    expect(milk).toBeGreaterThanOrEqual(27);
    expect(milk).toBeLessThanOrEqual(30);
    const atta = rupees(productNamed('Desi Harvest Whole Wheat Atta'), '5 kg');
    expect(atta).toBeGreaterThanOrEqual(230);
    expect(atta).toBeLessThanOrEqual(280);
    const basmati = rupees(productNamed('Desi Harvest Basmati Rice – Extra Long Grain'), '1 kg');
    expect(basmati).toBeGreaterThanOrEqual(120);
    expect(basmati).toBeLessThanOrEqual(200);
    const ghee = rupees(productNamed('Gau Dhara Pure Cow Ghee'), '1 L');
    expect(ghee).toBeGreaterThanOrEqual(600);
    expect(ghee).toBeLessThanOrEqual(700);
  });

  it('writes short descriptions and structured info, with popularity and age in range', () => {
    for (const product of catalogue.products) {
      const sentences = product.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(product.description).not.toMatch(/[<>]|undefined/);
      expect(product.info).toMatch(/^Shelf life: [^.]+\. Country of origin: [A-Z][A-Za-z ]+\. Storage: .+\.$/);
      expect(Number.isInteger(product.popularity)).toBe(true);
      expect(product.popularity).toBeGreaterThanOrEqual(0);
      expect(product.popularity).toBeLessThanOrEqual(1000);
      expect(Number.isInteger(product.createdDaysAgo)).toBe(true);
      expect(product.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(product.createdDaysAgo).toBeLessThanOrEqual(365);
    }
  });

  it('is deterministic and returns fresh objects on every call', () => {
    const again = demoCatalogue();
    expect(again).toEqual(catalogue);
    expect(again.products).not.toBe(catalogue.products);
    expect(again.products[0]).not.toBe(catalogue.products[0]);
  });
});

describe('largeCatalogue', () => {
  it('makes the requested number of products with unique, well-formed slugs', () => {
    const products = largeCatalogue(20_000);
    expect(products).toHaveLength(20_000);
    expect(new Set(products.map((product) => product.slug)).size).toBe(20_000);
    // One assertion over the offenders: 20k products times several expect() calls is needlessly slow.
    const invalid = products.filter(
      (product) =>
        !SLUG.test(product.slug) ||
        product.image !== `products/${product.slug}.svg` ||
        !leafSlugs.has(product.categorySlug) ||
        !brandSlugs.has(product.brandSlug) ||
        product.packs.some((pack) => !Number.isInteger(pack.pricePaise) || pack.pricePaise <= 0 || pack.pricePaise > pack.mrpPaise),
    );
    expect(invalid).toEqual([]);
  });

  it('starts with the demo products, is deterministic and handles small counts', () => {
    const products = largeCatalogue(1_000);
    expect(products.slice(0, catalogue.products.length)).toEqual(catalogue.products);
    expect(largeCatalogue(1_000)).toEqual(products);
    expect(largeCatalogue(10)).toEqual(catalogue.products.slice(0, 10));
    expect(largeCatalogue(0)).toEqual([]);
  });

  it('builds a 100k-product benchmark catalogue with unique slugs', () => {
    const products = largeCatalogue(100_000);
    expect(products).toHaveLength(100_000);
    expect(new Set(products.map((product) => product.slug)).size).toBe(100_000);
  });
});

describe('renderCatalogueImage', () => {
  const atta = productNamed('Desi Harvest Whole Wheat Atta');

  it('renders a self-contained 400×400 SVG with the product words', () => {
    const svg = renderCatalogueImage(atta.image);
    expect(svg).not.toBeNull();
    const text = svg ?? '';
    expect(text.startsWith('<svg')).toBe(true);
    expect(text.endsWith('</svg>')).toBe(true);
    expect(text).toContain('viewBox="0 0 400 400"');
    expect(text).toContain('width="400"');
    expect(text).toContain('height="400"');
    expect(text).toContain('font-family="Inter, Arial, sans-serif"');
    expect(text).toContain('<title>Desi Harvest Whole Wheat Atta</title>');
    const lines = [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe('Desi Harvest Whole Wheat Atta');
    expect(Buffer.byteLength(text)).toBeLessThan(4096);
    expect(isWellFormedXml(text)).toBe(true);
    expect(text).not.toMatch(/href|url\(|@import|<image|<script/i);
  });

  it('renders every demo product and category image as small, well-formed SVG', () => {
    const paths = [
      ...catalogue.products.map((product) => product.image),
      ...catalogue.categories.flatMap((parent) => [parent, ...parent.children]).map((category) => category.avatar),
    ];
    for (const path of paths) {
      const svg = renderCatalogueImage(path);
      expect(svg).not.toBeNull();
      expect(isWellFormedXml(svg ?? '')).toBe(true);
      // Every picture stays under 8 kB before compression, the largest emoji bodies (hyacinth, ginger root) included.
      expect(Buffer.byteLength(svg ?? '')).toBeLessThan(8192);
    }
  });

  it('escapes "&" and keeps "<" out of the text', () => {
    const svg = renderCatalogueImage('categories/fruits-and-vegetables.svg') ?? '';
    expect(svg).toContain('<title>Fruits &amp; Vegetables</title>');
    expect(svg).toMatch(/<text[^>]*>Fruits &amp;(?: Vegetables)?<\/text>/);
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(isWellFormedXml(svg)).toBe(true);
    expect(isWellFormedXml('<svg><text>Salt & Pepper</text></svg>')).toBe(false);
    expect(isWellFormedXml('<svg><text>a < b</text></svg>')).toBe(false);
    expect(renderCatalogueImage('products/<script>.svg')).toBeNull();
  });

  it('wraps long names onto at most three lines', () => {
    const svg = renderCatalogueImage(`products/${'spicy-'.repeat(19)}mix.svg`) ?? '';
    const lines = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    expect(isWellFormedXml(svg)).toBe(true);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it('derives the picture from the slug alone', () => {
    const first = renderCatalogueImage('products/onion.svg');
    expect(renderCatalogueImage('products/onion.svg')).toBe(first);
    expect(renderCatalogueImage('categories/onion.svg')).toBe(first);
    expect(renderCatalogueImage('products/potato.svg')).not.toBe(first);
  });

  it('picks a shape that suits the product', () => {
    const shapes = {
      bottle: renderCatalogueImage('products/kolhu-pure-cold-pressed-groundnut-oil.svg'),
      pouch: renderCatalogueImage('products/desi-harvest-toor-dal.svg'),
      // Beetroot has no emoji, so it keeps the plain produce art.
      produce: renderCatalogueImage('products/beetroot.svg'),
    };
    expect(shapes.bottle).toContain('a14 14 0 0 1-14 14');
    expect(shapes.pouch).toContain('<ellipse');
    expect(shapes.produce).toContain('<circle cx="200" cy="168" r="80"');
  });

  it.each([
    '../etc/passwd',
    'products/UPPER.svg',
    'other/x.svg',
    'products/.svg',
    'products/a/b.svg',
    'products/x.png',
    `products/${'a'.repeat(121)}.svg`,
    'products/x.svg\n',
  ])('returns null for %j', (path) => {
    expect(renderCatalogueImage(path)).toBeNull();
  });
});
