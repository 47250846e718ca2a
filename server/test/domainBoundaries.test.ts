/**
 * The server's domain boundaries (eslint.config.mjs): run ESLint's API on samples placed in the domains' folders.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

const sample = (specifier: string) => `import * as other from '${specifier}';\nexport default other;\n`;

describe('a domain reaches another only through its service', () => {
  it.each([
    ['server/src/cart/sample.ts', '../catalogue/productRoutes'],
    ['server/src/cart/sample.ts', '../orders/routes'],
    ['server/src/sites/sample.ts', '../cart/plugin'],
    ['server/src/account/sample.ts', '../catalogue/products'],
    ['server/src/payments/sandbox/sample.ts', '../../orders/orders'],
    ['server/src/http/sample.ts', '../catalogue/cache'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await messagesFor(file, sample(specifier))).toContainEqual(expect.stringContaining('only through its service.ts'));
  });

  it('takes another domain’s service, the shared plumbing and its own modules', async () => {
    for (const specifier of ['../catalogue/service', '../http/errors', '../db/schema', '../config', './cart', '../messaging/outbox']) {
      expect(await messagesFor('server/src/cart/sample.ts', sample(specifier))).toEqual([]);
    }
    expect(await messagesFor('server/src/payments/sandbox/sample.ts', sample('../service'))).toEqual([]);
  });
});

describe('a route file imports no other route file', () => {
  it.each([
    ['server/src/cart/couponRoutes.ts', './cartRoutes'],
    ['server/src/orders/sample.ts', './routes'],
    ['server/src/payments/routes.ts', './sandbox/routes'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await messagesFor(file, sample(specifier))).toEqual([expect.stringContaining('no other route file')]);
  });

  it("lets the domain's plugin register its route files", async () => {
    expect(await messagesFor('server/src/cart/plugin.ts', sample('./cartRoutes'))).toEqual([]);
  });
});
