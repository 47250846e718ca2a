/** Jest global setup of the API tests: a folder for this run's shop templates (see shopDatabase.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function createShopTemplates(): void {
  process.env.STOREFRONT_TEST_TEMPLATES = mkdtempSync(path.join(tmpdir(), 'storefront-templates-'));
}
