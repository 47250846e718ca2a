/**
 * Contract between the shell and the remotes: every remote's ./routes exports exactly the screens the route
 * table gives it, and each built manifest exposes it under the federation name the shell registers. How shared
 * modules are shared is sharingPolicy.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOBAL_PANELS, REMOTE_EXPOSES, REMOTE_NAMES, REMOTE_PACKAGES, REMOTE_SCREENS, type RemoteName } from '@storefront/shared';
import { Panel as CartPanel } from '../../mfe-cart-checkout/src/panels/CartPanel';
import { Panel as PincodeModal } from '../../mfe-cart-checkout/src/panels/PincodeModal';
import { Panel as CategoryFilter } from '../../mfe-catalog/src/panels/CategoryFilter';
import { Panel as WishlistModal } from '../../mfe-catalog/src/panels/WishlistModal';
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
  (existsSync(manifestFile) ? it : it.skip)('has a built manifest that exposes ./routes and its global panels under its federation name', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    expect(manifest.name).toBe(remote);
    expect(manifest.exposes.map((expose: { path: string }) => expose.path).sort()).toEqual([...REMOTE_EXPOSES[remote]].sort());
  });
});

describe('global panels', () => {
  const panels = { './CartPanel': CartPanel, './PincodeModal': PincodeModal, './CategoryFilter': CategoryFilter, './WishlistModal': WishlistModal };

  it.each(Object.entries(GLOBAL_PANELS))('%s opens a Panel component its remote exposes', (_event, { remote, module }) => {
    expect(REMOTE_EXPOSES[remote]).toContain(module);
    expect(typeof panels[module]).toBe('function');
  });
});
