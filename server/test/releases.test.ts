/**
 * An app's releases on disk, as the images' start (RELEASES_DIR) and `npm run redeploy` keep them: a build becomes a
 * release named by its entry files and goes live; older releases stay for pages opened before, up to a number.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployBuild, entryHash, pruneReleases } from '../src/deploy/releases';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'storefront-releases-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A remote's build folder as webpack leaves it: its entry, manifest and one hashed chunk. */
function build(name: string): string {
  const dir = path.join(folder, 'builds', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `entry ${name}`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), `{"build":"${name}"}`);
  writeFileSync(path.join(dir, `routes.${name}.js`), `chunk ${name}`);
  return dir;
}

const deployRoot = () => path.join(folder, 'deploy');
const live = () => readFileSync(path.join(deployRoot(), 'mfe-catalog', 'current', 'remoteEntry.js'), 'utf8');
const releases = () => readdirSync(path.join(deployRoot(), 'mfe-catalog', 'releases')).sort();

/** Deploys a build the way a container's start does, its release dated `minutesAgo`. */
function deploy(dir: string, minutesAgo = 0) {
  const release = deployBuild(deployRoot(), 'mfe-catalog', dir, entryHash(dir, 'mfe-catalog'));
  const time = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(release, time, time);
  return release;
}

it('names a release by its entry files: the same build is the same release, another build another', () => {
  const one = build('one');
  expect(entryHash(one, 'mfe-catalog')).toMatch(/^[0-9a-f]{10}$/);
  expect(entryHash(one, 'mfe-catalog')).toBe(entryHash(one, 'mfe-catalog'));
  expect(entryHash(build('two'), 'mfe-catalog')).not.toBe(entryHash(one, 'mfe-catalog'));
});

it('makes the newest deploy live and keeps the older release’s chunks beside it', () => {
  deploy(build('one'), 10);
  expect(live()).toBe('entry one');
  deploy(build('two'));
  expect(live()).toBe('entry two');
  expect(releases()).toHaveLength(2);
  // A container restarted with the build that is already deployed copies nothing and stays live.
  deploy(path.join(folder, 'builds', 'two'));
  expect(releases()).toHaveLength(2);
  expect(live()).toBe('entry two');
});

it('keeps the live release and the given number of newest others, removing the rest', () => {
  const deployed = ['a', 'b', 'c', 'd', 'e'].map((name, index) => deploy(build(name), 50 - index * 10));
  // A redeploy back to an older build makes it live again: it is kept whatever its age.
  deploy(path.join(folder, 'builds', 'a'), 60);
  expect(live()).toBe('entry a');
  const removed = pruneReleases(deployRoot(), 'mfe-catalog', 2);
  expect(removed.sort()).toEqual([deployed[1], deployed[2]].sort());
  expect(releases()).toEqual([deployed[0], deployed[3], deployed[4]].map((release) => path.basename(release)).sort());
  expect(realpathSync(path.join(deployRoot(), 'mfe-catalog', 'current'))).toBe(deployed[0]);
});

it('never leaves half a release behind a name: a copy cut off is redone at the next deploy, and pruning skips it', () => {
  const one = build('one');
  const name = entryHash(one, 'mfe-catalog');
  const partial = path.join(deployRoot(), 'mfe-catalog', 'releases', `${name}.partial`);
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'remoteEntry.js'), 'entry o');
  deploy(one);
  expect(live()).toBe('entry one');
  expect(existsSync(partial)).toBe(false);
  expect(readFileSync(path.join(deployRoot(), 'mfe-catalog', 'current', 'routes.one.js'), 'utf8')).toBe('chunk one');
});
