/**
 * An app's releases on disk: `<deployRoot>/<app>/releases/<name>/` folders and a `current` link to the live one. The
 * static server follows the link on every request and finds a hashed chunk the live release lacks in the older ones,
 * so a page opened before a redeploy keeps loading the code of the build it started with.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const CURRENT_RELEASE_LINK = 'current';
export const RELEASES_FOLDER = 'releases';

export const appFolder = (deployRoot: string, app: string) => path.join(deployRoot, app);

/** A hash of a build's entry files: the same build always gets the same release name. */
export function entryHash(build: string, app: string): string {
  const files = app === 'shell' ? ['index.html', 'main.js'] : ['mf-manifest.json', 'remoteEntry.js'];
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(build, file)));
  return hash.digest('hex').slice(0, 10);
}

/** Points `current` at a release, atomically (a new link renamed over the old one). */
export function switchRelease(deployRoot: string, app: string, release: string) {
  const link = path.join(appFolder(deployRoot, app), CURRENT_RELEASE_LINK);
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(path.dirname(link), release), next);
  renameSync(next, link);
}

/** Deploys a build of an app as release `name` (copied once per distinct build) and makes it live. */
export function deployBuild(deployRoot: string, app: string, build: string, name: string): string {
  const release = path.join(appFolder(deployRoot, app), RELEASES_FOLDER, name);
  if (!existsSync(release)) {
    mkdirSync(path.dirname(release), { recursive: true });
    // Copied under a temporary name first: a release folder is either whole or absent, even if the copy is cut off.
    const partial = `${release}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(build, partial, { recursive: true });
    renameSync(partial, release);
  }
  switchRelease(deployRoot, app, release);
  return release;
}

/**
 * Removes the oldest releases but the live one and the `keep` newest others (by when they were deployed), so a
 * deploy folder kept across many redeploys does not grow without end. Returns the removed folders.
 */
export function pruneReleases(deployRoot: string, app: string, keep: number): string[] {
  const folder = path.join(appFolder(deployRoot, app), RELEASES_FOLDER);
  const link = path.join(appFolder(deployRoot, app), CURRENT_RELEASE_LINK);
  const live = existsSync(link) ? realpathSync(link) : null;
  const older = readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((release) => release !== live && !release.endsWith('.partial') && statSync(release).isDirectory())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const removed = older.slice(keep);
  for (const release of removed) rmSync(release, { recursive: true, force: true });
  return removed;
}
