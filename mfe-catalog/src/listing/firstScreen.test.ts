/**
 * /products is a first screen with its JavaScript at the budget's limit: what it imports statically is what every
 * first visit downloads. The pieces that open on demand (the overlays and form entries of the kit) must be reached
 * only through `import()`, as the Brand picker, the empty state and the product page are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const ON_DEMAND_ENTRIES = ['@storefront/shared/overlays', '@storefront/shared/forms'];

/** Static, non-type imports and re-exports; `import()` and `import type` cost nothing at first paint. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find(existsSync);
}

/** Every module specifier the file loads statically, following this app's own files. */
function staticImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const specifiers = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((match) => match[1]);
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    const local = specifier.startsWith('.') ? resolve(file, specifier) : undefined;
    if (local) staticImports(local, seen);
  }
  return seen;
}

it('draws the listing without loading the on-demand parts of the kit, the empty state or the product page', () => {
  const graph = staticImports(join(SRC, 'listing/ProductList.tsx'));
  const files = [...graph.keys()].map((file) => relative(SRC, file));
  expect(files).toEqual(expect.arrayContaining(['listing/ListingToolbar.tsx', 'listing/BrandFilter.tsx', 'cards/ProductCard.tsx']));
  // Each of these has its own chunk: the Brand picker, the empty state, the product page.
  for (const onDemand of ['listing/BrandPicker.tsx', 'listing/EmptyListing.tsx', 'product/ProductDetail.tsx', 'product/ProductDetailSkeleton.tsx']) {
    expect(files).not.toContain(onDemand);
  }
  const onDemand = [...graph].flatMap(([file, specifiers]) =>
    specifiers.filter((specifier) => ON_DEMAND_ENTRIES.includes(specifier)).map((specifier) => `${relative(SRC, file)} → ${specifier}`),
  );
  expect(onDemand).toEqual([]);
});

it("draws a product page without the listing's code: the listing is a chunk of its own, like the product page", () => {
  const files = [...staticImports(join(SRC, 'routes.tsx')).keys()].map((file) => relative(SRC, file));
  expect(files).toEqual(expect.arrayContaining(['listing/lazyProductList.tsx', 'product/lazyProductDetail.tsx']));
  for (const listingOnly of ['listing/ProductList.tsx', 'listing/ListingToolbar.tsx', 'listing/BrandFilter.tsx', 'listing/title.ts']) {
    expect(files).not.toContain(listingOnly);
  }
});

it('would notice one', () => {
  expect([..."import { ComboBox } from '@storefront/shared/overlays';".matchAll(STATIC_IMPORT)].map((match) => match[1])).toEqual([
    '@storefront/shared/overlays',
  ]);
  expect([..."import type { X } from './BrandPicker';\nconst load = () => import('./BrandPicker');".matchAll(STATIC_IMPORT)]).toEqual([]);
});
