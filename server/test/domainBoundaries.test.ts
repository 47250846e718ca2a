/**
 * The server's domain boundaries (eslint.config.mjs): run ESLint's API on samples placed in the domains' folders.
 */
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import * as schema from '../src/db/schema';

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
    for (const specifier of ['../catalogue/service', '../http/errors', '../db/client', '../config', './cart', '../messaging/outbox']) {
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

describe("only a table's own domain imports it from the schema", () => {
  const importing = (names: string, schema = '../db/schema') => `import { ${names} } from '${schema}';\nexport default [${names}];\n`;
  const refusal = expect.stringContaining("Only the table's own domain touches it");

  it.each([
    ['server/src/payments/sample.ts', 'orders'],
    ['server/src/orders/sample.ts', 'payments'],
    ['server/src/cart/sample.ts', 'orders'],
    ['server/src/sales/sample.ts', 'users'],
    ['server/src/orders/plugin.ts', 'packStock'],
    ['server/src/web/sample.ts', 'products'],
    ['server/src/catalogue/sample.ts', 'appSettings'],
  ])('refuses %s importing the table %s', async (file, table) => {
    expect(await messagesFor(file, importing(table))).toEqual([refusal]);
  });

  it('refuses a domain nested a folder deeper too', async () => {
    expect(await messagesFor('server/src/payments/sandbox/sample.ts', importing('orders', '../../db/schema'))).toEqual([refusal]);
  });

  it("takes a domain's own tables and the schema's other exports", async () => {
    expect(await messagesFor('server/src/orders/sample.ts', importing('orders, orderItems, orderStatusHistory'))).toEqual([]);
    expect(await messagesFor('server/src/payments/sandbox/sample.ts', importing('sandboxProviderOrders', '../../db/schema'))).toEqual([]);
    expect(await messagesFor('server/src/payments/sample.ts', importing('PAYMENT_PROVIDERS, payments'))).toEqual([]);
  });

  it('refuses taking the whole schema at once', async () => {
    expect(await messagesFor('server/src/cart/sample.ts', sample('../db/schema'))).toContainEqual(refusal);
  });

  it('gives every table of the schema to one domain at most', async () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name);
    const domains = ['account', 'auth', 'cart', 'catalogue', 'delivery', 'orders', 'payments', 'sales', 'sites', 'sinks', 'web'];
    const allowed = new Map<string, string[]>(tables.map((table) => [table, []]));
    for (const domain of domains) {
      const file = `server/src/${domain}/sample.ts`;
      const refused = new Set((await messagesFor(file, importing(tables.join(', ')))).map((message) => /'(\w+)' import/.exec(message)?.[1]));
      for (const table of tables) if (!refused.has(table)) allowed.get(table)!.push(domain);
    }
    expect([...allowed].filter(([, owners]) => owners.length > 1)).toEqual([]);
  });
});
