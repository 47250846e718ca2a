// Builds whatever is not built yet (used by `npm start` and `npm run start:split`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs = {
  // The server's CommonJS build of the contracts and the design tokens.
  '@storefront/shared': 'shared/dist/ui/tokens.js',
  server: 'server/dist/index.js',
  shell: 'shell/dist/index.html',
  'mfe-catalog': 'mfe-catalog/dist/mf-manifest.json',
  'mfe-cart-checkout': 'mfe-cart-checkout/dist/mf-manifest.json',
  'mfe-account': 'mfe-account/dist/mf-manifest.json',
  'mfe-pages': 'mfe-pages/dist/mf-manifest.json',
};

export function ensureBuilt() {
  const missing = Object.entries(outputs)
    .filter(([, file]) => !existsSync(path.join(root, file)))
    .map(([name]) => name);
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} …`);
  // The server compiles against the shared contracts' build, so shared goes first.
  const order = Object.keys(outputs).filter((name) => missing.includes(name) || (name === '@storefront/shared' && missing.includes('server')));
  for (const name of order) {
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
