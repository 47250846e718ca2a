/** @jest-environment node */
/**
 * The repository's own lint rules (eslint.config.mjs) catch what they are for: run ESLint's API on samples placed
 * where the rules apply.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

describe('the UI kit takes colours and lengths from its tokens', () => {
  it.each([
    "export const a = { color: '#0c831f' };",
    "export const a = { background: 'rgba(0,0,0,.1)' };",
    "export const a = { color: 'hsl(120 50% 40%)' };",
    "export const a = { color: 'white' };",
    "export const a = { padding: '16px' };",
    'export const a = { margin: `0 8px` };',
  ])('refuses %s in a kit file', async (code) => {
    expect(await messagesFor('shared/src/ui/Sample.tsx', code)).toEqual([expect.stringContaining('tokens.ts')]);
  });

  it('takes tokens, computed lengths and text that only looks like a literal', async () => {
    const code =
      "const space = [0]; const color = { primary: '' }; const W = 1;\nexport const a = { padding: space[0], color: color.primary, width: `${W}px`, label: 'Remove #1' };";
    expect(await messagesFor('shared/src/overlays/Sample.tsx', code)).toEqual([]);
  });

  it('leaves the tokens themselves and other packages alone', async () => {
    expect(await messagesFor('shared/src/ui/tokens.ts', "export const a = { color: '#0c831f' };")).toEqual([]);
    expect(await messagesFor('mfe-pages/src/Sample.tsx', "export const a = { color: '#0c831f' };")).toEqual([]);
  });
});

describe.each([
  ['mfe-catalog/src', 'carousels/cardSwiper'],
  ['mfe-pages/src', 'hero/heroSwiper'],
])('swiper in %s loads only with %s', (src, module) => {
  const name = module.split('/').pop();
  it('refuses swiper or the lazy module imported statically elsewhere', async () => {
    expect(await messagesFor(`${src}/Sample.tsx`, "import Swiper from 'swiper';\nexport default Swiper;")).toEqual([
      expect.stringContaining('import()'),
    ]);
    expect(await messagesFor(`${src}/Sample.tsx`, "import { Navigation } from 'swiper/modules';\nexport default Navigation;")).toHaveLength(1);
    expect(await messagesFor(`${src}/Sample.tsx`, `import * as lazy from './${name}';\nexport default lazy;`)).toHaveLength(1);
  });

  it('takes a type import, import() and the lazy module itself', async () => {
    expect(
      await messagesFor(
        `${src}/Sample.tsx`,
        `import type { SwiperOptions } from 'swiper/types';\nexport const load = (): Promise<unknown> => import('./${name}');\nexport type O = SwiperOptions;`,
      ),
    ).toEqual([]);
    expect(await messagesFor(`${src}/${module}.ts`, "import Swiper from 'swiper';\nexport default Swiper;")).toEqual([]);
  });
});

describe('the testing entry stays out of app code', () => {
  const sample = "import { fakeApi } from '@storefront/shared/testing';\nexport const api = fakeApi;";

  it.each(['shell/src/Sample.tsx', 'mfe-catalog/src/listing/Sample.tsx', 'mfe-account/src/Sample.tsx'])('refuses it in %s', async (file) => {
    expect(await messagesFor(file, sample)).toEqual([expect.stringContaining('test files only')]);
  });

  it('refuses it inside the shared package', async () => {
    expect(await messagesFor('shared/src/ui/Sample.tsx', "import { fakeApi } from '../testing';\nexport const api = fakeApi;")).toHaveLength(1);
  });

  it('takes it in test files and test folders', async () => {
    expect(await messagesFor('mfe-pages/src/page/Sample.test.tsx', sample)).toEqual([]);
    expect(await messagesFor('mfe-account/test/sample.tsx', sample)).toEqual([]);
  });
});
