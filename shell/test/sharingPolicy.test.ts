/**
 * The sharing policy, read from what the builds produced: one React, router, QueryClient, store and event bus on
 * the page (singletons, the shared runtime strictly versioned), while contracts and the UI kit are shared
 * non-singleton with caret ranges so a remote built against a newer version loads its own copy.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES } from '@storefront/shared';

const root = path.resolve(__dirname, '../..');
const sharedPackage = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
const entryVersions: Record<string, string> = sharedPackage.storefront.entryVersions;
const installedVersion = (name: string) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version as string;

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton?: boolean;
  /** The files of this app's own copy (none when the app takes it from the page). */
  assets: { js: { sync: string[] } };
}

/** The packages every screen renders with, whose one copy is the shell's. */
const SHELL_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'valtio', '@emotion/react'];

const apps = [{ app: 'shell', entry: 'main.js' }, ...REMOTE_NAMES.map((remote) => ({ app: REMOTE_PACKAGES[remote], entry: 'remoteEntry.js' }))];

describe.each(apps)('$app', ({ app, entry }) => {
  const dist = path.join(root, app, 'dist');
  const built = existsSync(path.join(dist, 'mf-manifest.json'));
  const manifestShared = (): ManifestShared[] => JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).shared;
  const byName = (name: string) => manifestShared().find((item) => item.name === name);

  (built ? it : it.skip)('shares React, the router, the query client, valtio and emotion as singletons of the installed version', () => {
    for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'valtio', '@emotion/react']) {
      const item = byName(name);
      if (!item) continue; // webpack leaves out what an app never imports
      expect(item).toMatchObject({ singleton: true, version: installedVersion(name) });
    }
    // JSX runtimes are shared too, never bundled per app.
    expect(byName('react/jsx-runtime')).toBeDefined();
    expect(byName('@emotion/react/jsx-runtime')).toMatchObject({ version: installedVersion('@emotion/react') });
  });

  (built ? it : it.skip)(
    app === 'shell'
      ? 'provides those singletons from one file of third-party code, loaded at start'
      : 'bundles no copy of those singletons: it renders with the shell’s',
    () => {
      const files = SHELL_SINGLETONS.map(byName)
        .filter((item) => item !== undefined)
        .map((item) => item.assets.js.sync);
      expect(files.length).toBeGreaterThan(0);
      if (app !== 'shell') return expect(files.flat()).toEqual([]);
      const vendorFiles = new Set(files.flat().filter((file) => file.startsWith('startup-vendors.')));
      expect(vendorFiles.size).toBe(1);
      const [vendors] = vendorFiles;
      expect(vendors).toMatch(/^startup-vendors\.[0-9a-f]{8}\.js$/);
      for (const assets of files) expect(assets).toContain(vendors);
      // The page's start script preloads it beside main.js.
      expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain(`"/${vendors}"`);
    },
  );

  (built ? it : it.skip)('defines the share scope once in its entry (webpack’s own copy of the share table is left out)', () => {
    const entryCode = readFileSync(path.join(dist, entry), 'utf8');
    expect(entryCode.match(/\.I=/g)).toHaveLength(1);
    expect(entryCode.match(/initOptions\.shared=/g)).toHaveLength(1);
  });

  (built ? it : it.skip)('shares the stateful runtime as a strict singleton with a real semver range', () => {
    const version = entryVersions['./runtime'];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    // The shell always loads the runtime; a remote shares it only if it imports it.
    if (app !== 'shell' && !byName('@storefront/shared/runtime')) return;
    expect(byName('@storefront/shared/runtime')).toMatchObject({ singleton: true, version, requiredVersion: `^${version}` });
    // The manifest does not carry strictVersion; the share configuration in the entry does.
    const entryCode = readFileSync(path.join(dist, entry), 'utf8');
    const start = entryCode.indexOf('"@storefront/shared/runtime":[{version:');
    expect(start).toBeGreaterThan(-1);
    const shareConfig = entryCode.slice(start, entryCode.indexOf('}}]', start));
    expect(shareConfig).toContain(`version:"${version}"`);
    expect(shareConfig).toMatch(/shareConfig:\{[^}]*strictVersion:!0,singleton:!0/);
  });

  (built ? it : it.skip)('shares contracts and the UI kit non-singleton, each with its own version and caret range', () => {
    for (const [name, key] of [
      ['@storefront/shared', '.'],
      ['@storefront/shared/ui', './ui'],
      ['@storefront/shared/overlays', './overlays'],
      ['@storefront/shared/signed-in', './signed-in'],
      ['@storefront/shared/shopping', './shopping'],
      ['@storefront/shared/forms', './forms'],
      ['@storefront/shared/addresses', './addresses'],
    ] as const) {
      const item = byName(name);
      if (!item) continue;
      expect(item).toMatchObject({ version: entryVersions[key], requiredVersion: `^${entryVersions[key]}` });
      expect(item.singleton).toBe(false);
    }
  });
});
