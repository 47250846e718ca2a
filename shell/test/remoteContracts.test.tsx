/**
 * Contract between the shell and the remotes: every remote's ./routes exports exactly the screens the route
 * table gives it, and each built manifest exposes it under the federation name the shell registers. How shared
 * modules are shared is sharingPolicy.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, REMOTE_SCREENS, type RemoteName } from '@storefront/shared';
import { screens as account } from '../../mfe-account/src/routes';
import { screens as cartCheckout } from '../../mfe-cart-checkout/src/routes';
import { screens as catalog } from '../../mfe-catalog/src/routes';
import { screens as pages } from '../../mfe-pages/src/routes';

const modules: Record<RemoteName, Record<string, unknown>> = { catalog, cartCheckout, account, pages };

describe.each(REMOTE_NAMES)('remote %s', (remote) => {
  it('exports a component for every screen of the route table', () => {
    expect(Object.keys(modules[remote]).sort()).toEqual([...REMOTE_SCREENS[remote]].sort());
    for (const screen of Object.values(modules[remote])) expect(typeof screen).toBe('function');
  });

  const manifestFile = path.resolve(__dirname, '../..', REMOTE_PACKAGES[remote], 'dist/mf-manifest.json');
  (existsSync(manifestFile) ? it : it.skip)('has a built manifest that exposes ./routes under its federation name', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    expect(manifest.name).toBe(remote);
    expect(manifest.exposes.map((expose: { path: string }) => expose.path)).toContain('./routes');
  });
});
