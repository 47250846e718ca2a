/**
 * Builds apps as the previous release shipped them: that commit's sources (e2e/fixtures/previous-release.json),
 * extracted from git, built with this checkout's installed packages, except @storefront/shared, which is the
 * previous commit's own. How the skew journeys get "last week's catalog" or "last week's shell" without a fixture
 * of built files in the repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/src/deploy/topology';

const root = path.resolve(__dirname, '../..');
export const PREVIOUS_RELEASE: { commit: string } = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/previous-release.json'), 'utf8'));

function extract(commit: string, tree: string) {
  try {
    execFileSync('git', ['-C', root, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`The previous release ${commit} is not in this clone's history: the skew journeys need a full clone`);
  }
  mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${root}" archive "${commit}" | tar -x -C "${tree}"`]);
  // Every installed package, but the workspace's shared package is the previous commit's.
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@storefront'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@storefront') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(path.join(tree, 'shared'), path.join(modules, '@storefront/shared'));
}

/** The previous release's build of each app, in `<folder>/<app>`. */
export async function buildPreviousRelease(apps: string[], folder: string): Promise<Record<string, string>> {
  const tree = path.join(folder, 'tree');
  extract(PREVIOUS_RELEASE.commit, tree);
  const builds: Record<string, string> = {};
  for (const app of apps) {
    builds[app] = path.join(folder, app);
    await buildApp(path.join(tree, app), builds[app], 'previous', { quiet: true });
  }
  return builds;
}
