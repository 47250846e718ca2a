// `npm run test:quick [-- <base>]`: the checks a change needs before a push, in minutes: the type-check of the
// packages it touches (all of them when `shared` or a root file changes), ESLint and prettier on the changed files,
// and the jest tests related to them (a whole package's tests where a change is not code jest can follow, such as a
// migration). The change is the working tree against <base>: by default where the branch left its upstream; with no
// upstream, the uncommitted changes, or the last commit when there are none.
// `npm test` remains the full run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { finish, jestCount, root, step, stepsAtOnce } from './steps.mjs';

const PACKAGES = ['shared', 'shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-pages', 'server', 'e2e'];
const JEST_PROJECTS = PACKAGES.filter((name) => name !== 'e2e');
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

const dirty = git('status', '--porcelain') !== '';
const base = process.argv[2] ?? tryGit('merge-base', 'HEAD', '@{upstream}') ?? (dirty ? 'HEAD' : tryGit('rev-parse', 'HEAD~1'));
if (!base) {
  console.error('test:quick: no base to compare with (no upstream branch and no previous commit); name one: npm run test:quick -- <rev>');
  process.exit(2);
}
const changed = [
  ...new Set([...git('diff', '--name-only', base).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')]),
].filter((file) => file && existsSync(path.join(root, file)));

console.log(`test:quick: ${changed.length} file(s) changed since ${base.slice(0, 12)}`);
if (changed.length === 0) finish();

const packageOf = (file) => PACKAGES.find((name) => file.startsWith(`${name}/`)) ?? null;
const touched = new Set(changed.map(packageOf));
// Every package builds on `shared` and on the root's configuration.
const everything = touched.has('shared') || touched.has(null);
const toCheck = PACKAGES.filter((name) => touched.has(name));

const lerna = ['lerna', 'run', 'typecheck', '--concurrency', '2', ...toCheck.flatMap((name) => ['--scope', name])];
const checks = [
  everything
    ? { title: 'type-check every package', command: 'npm', args: ['run', 'typecheck'] }
    : { title: `type-check ${toCheck.join(', ')}`, command: 'npx', args: lerna },
];
const code = changed.filter((file) => CODE.test(file));
if (code.length)
  checks.push({
    title: `lint ${code.length} changed file(s)`,
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code],
  });
checks.push({
  title: `format of ${changed.length} changed file(s)`,
  command: 'npx',
  args: ['prettier', '--check', '--log-level', 'warn', '--ignore-unknown', ...changed],
});
await stepsAtOnce(checks);

// Jest follows imports from code; a changed file it cannot follow (SQL, JSON, a config) runs its package's tests.
const wholeProjects = [...new Set(changed.filter((file) => !CODE.test(file)).map(packageOf))].filter((name) => JEST_PROJECTS.includes(name));
const related = code.filter((file) => !wholeProjects.includes(packageOf(file)));
const report = path.join(root, 'test-results/summary/jest-quick.json');
mkdirSync(path.dirname(report), { recursive: true });
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const jest = (title, args) =>
  step(title, 'npx', ['jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${report}`, ...args], { env: jestEnv, count: jestCount(report) });
if (wholeProjects.length)
  jest(
    `jest: every test of ${wholeProjects.join(', ')}`,
    wholeProjects.flatMap((name) => ['--selectProjects', name]),
  );
if (related.length) jest(`jest: tests related to ${related.length} changed file(s)`, ['--findRelatedTests', ...related]);
finish();
