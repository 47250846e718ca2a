/** Jest global teardown of the API tests: removes this run's shop templates (see shopDatabase.ts). */
import { rmSync } from 'node:fs';
import { postgresTemplatePrefix } from './shopDatabase';
import { withAdmin } from './postgresDatabase';

export default async function removeShopTemplates(): Promise<void> {
  const folder = process.env.STOREFRONT_TEST_TEMPLATES;
  if (!folder) return;
  rmSync(folder, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${postgresTemplatePrefix(folder)}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}
