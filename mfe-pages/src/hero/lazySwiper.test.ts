/**
 * Swiper stays out of the pages remote's chunks until a hero carousel needs it: only the lazily imported
 * `hero/heroSwiper` module imports it, and nothing imports that module but through `import()`. (Type-only imports
 * are erased.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a file loads at once: `import … from` and `import '…'`, but not `import type` nor `import()`. */
function staticImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

const files = sourceFiles(SRC).map((file) => ({ file: relative(SRC, file), imports: staticImports(readFileSync(file, 'utf8')) }));

it('reads the imports of the remote’s sources', () => {
  expect(files.find(({ file }) => file === join('hero', 'heroSwiper.ts'))?.imports).toEqual([
    'swiper',
    'swiper/modules',
    '@storefront/shared/ui',
    './settings',
  ]);
  expect(staticImports("import type { SwiperOptions } from 'swiper/types';\nimport('./heroSwiper');")).toEqual([]);
});

it('imports swiper in the lazily loaded hero/heroSwiper.ts only', () => {
  const importingSwiper = files.filter(({ imports }) => imports.some((name) => name === 'swiper' || name.startsWith('swiper/')));
  expect(importingSwiper.map(({ file }) => file)).toEqual([join('hero', 'heroSwiper.ts')]);
});

it('loads hero/heroSwiper.ts through import() only', () => {
  const importingHeroSwiper = files.filter(({ imports }) => imports.some((name) => name.endsWith('/heroSwiper')));
  expect(importingHeroSwiper).toEqual([]);
  expect(readFileSync(join(__dirname, 'useHeroSwiper.ts'), 'utf8')).toContain("import('./heroSwiper')");
});
