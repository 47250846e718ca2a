/**
 * `npm run seed -- --products 100000`: seeds the demo shop into an empty database (DATA_DIR or DATABASE_URL, as the
 * server reads them) and grows its catalogue to that many products, with a progress bar.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { growCatalogue, progressLine } from './growCatalogue';
import { seedDemo } from './seedDemo';

export const MAX_SEED_PRODUCTS = 1_000_000;
const USAGE = `Usage: npm run seed -- --products N   (N from 1 to ${MAX_SEED_PRODUCTS.toLocaleString('en-US')})`;

/** The wanted catalogue size from the command line, or a message saying what is wrong with it. */
export function seedTarget(args: string[]): { products: number } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { products: { type: 'string' } }, strict: true }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
  if (values.products === undefined) return { error: USAGE };
  const products = Number(values.products.replace(/_/g, ''));
  if (!Number.isInteger(products) || products < 1 || products > MAX_SEED_PRODUCTS) {
    return { error: `--products must be a whole number from 1 to ${MAX_SEED_PRODUCTS.toLocaleString('en-US')}, not '${values.products}'.\n${USAGE}` };
  }
  return { products };
}

async function main() {
  const target = seedTarget(process.argv.slice(2));
  if ('error' in target) {
    console.error(target.error);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    if (await seedDemo(database.db, { publicUrl: config.publicUrl, port: config.port })) console.log('Seeded the demo shop.');
    const started = Date.now();
    // A terminal gets one line redrawn in place; a log gets a line per tenth of the way.
    let lastTenth = -1;
    const added = await growCatalogue(database.db, target.products, (progress) => {
      const line = progressLine(progress, Date.now() - started);
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else if (Math.floor((progress.done / progress.total) * 10) > lastTenth) {
        lastTenth = Math.floor((progress.done / progress.total) * 10);
        console.log(line);
      }
    });
    if (process.stdout.isTTY && added > 0) process.stdout.write('\n');
    console.log(
      added > 0
        ? `Added ${added.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s: the catalogue has ${target.products.toLocaleString('en-US')}.`
        : `The catalogue already has ${target.products.toLocaleString('en-US')} products or more: nothing added.`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
