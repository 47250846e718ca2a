/**
 * Swiper stays out of the catalogue's chunks until a carousel needs it: only the lazily imported `cardSwiper`
 * module imports it, and nothing imports that module but through `import()`. (Type-only imports are erased.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a file loads at once: `import … from` and `import '…'`, but not `import type` nor `import()`. */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

const files = sourceFiles(SRC).map((file) => ({ file: relative(SRC, file), imports: staticImports(readFileSync(file, 'utf8')) }));

it('reads the imports of the catalogue’s sources', () => {
  expect(files.find(({ file }) => file === 'carousels/cardSwiper.ts')?.imports).toEqual([
    'swiper',
    'swiper/modules',
    '@storefront/shared/ui',
    './settings',
  ]);
  expect(staticImports("import type { SwiperOptions } from 'swiper/types';\nimport('./cardSwiper');")).toEqual([]);
});

it('imports swiper in the lazily loaded carousels/cardSwiper.ts only', () => {
  const importingSwiper = files.filter(({ imports }) => imports.some((name) => name === 'swiper' || name.startsWith('swiper/')));
  expect(importingSwiper.map(({ file }) => file)).toEqual(['carousels/cardSwiper.ts']);
});

it('loads carousels/cardSwiper.ts through import() only', () => {
  const importingCardSwiper = files.filter(({ imports }) => imports.some((name) => name.endsWith('/cardSwiper')));
  expect(importingCardSwiper).toEqual([]);
  expect(readFileSync(join(__dirname, 'CardCarousel.tsx'), 'utf8')).toContain("import('./cardSwiper')");
});
