// `npm run compose:build -- [image…]`: builds the shop's images (all, or the ones named: api proxy shell catalog
// cart-checkout account pages) as docker-compose.yml names them, storefront/<image>:${BUILD_ID:-local}, so that
// `docker-compose up -d` runs them. It builds with BuildKit, and gives the npm registry's CA (NODE_EXTRA_CA_CERTS) as
// the build secret npm_ca when that file exists; docker-compose 1.x can do neither.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { root } from './ensureBuilt.mjs';

/** Each image of docker-compose.yml: its Dockerfile target and, for a static server, the app it serves. */
export const IMAGES = {
  api: { target: 'api' },
  proxy: { target: 'proxy' },
  shell: { target: 'static', app: 'shell' },
  catalog: { target: 'static', app: 'mfe-catalog' },
  'cart-checkout': { target: 'static', app: 'mfe-cart-checkout' },
  account: { target: 'static', app: 'mfe-account' },
  pages: { target: 'static', app: 'mfe-pages' },
};

const output = (command, args) => spawnSync(command, args, { encoding: 'utf8' });

/** A docker CLI that builds with BuildKit: one with buildx, else an older one (before 23) that has BuildKit built in. */
export function buildkitDocker() {
  if (output('docker', ['buildx', 'version']).status === 0) return 'docker';
  const candidates = output('which', ['-a', 'docker']).stdout.split('\n').filter(Boolean);
  const builtIn = candidates.find((cli) => Number(output(cli, ['version', '--format', '{{.Client.Version}}']).stdout.split('.')[0]) < 23);
  if (!builtIn) throw new Error('No docker CLI here builds with BuildKit: install docker-buildx');
  return builtIn;
}

/**
 * Builds the named images one at a time (they share the dependency and server stages); false when one failed or
 * they did not all finish within `withinMs`.
 */
export function buildImages(names = Object.keys(IMAGES), env = process.env, withinMs = Infinity) {
  const deadline = Date.now() + withinMs;
  const docker = buildkitDocker();
  const buildId = env.BUILD_ID || 'local';
  const caBundle = env.NODE_EXTRA_CA_CERTS;
  for (const name of names) {
    const { target, app } = IMAGES[name];
    const args = ['build', '--progress=plain', '--target', target, '--tag', `storefront/${name}:${buildId}`, '--build-arg', `BUILD_ID=${buildId}`];
    if (app) args.push('--build-arg', `APP=${app}`);
    if (env.NODE_IMAGE) args.push('--build-arg', `NODE_IMAGE=${env.NODE_IMAGE}`);
    if (caBundle && existsSync(caBundle)) args.push('--secret', `id=npm_ca,src=${caBundle}`);
    console.log(`building storefront/${name}:${buildId}`);
    const timeout = Number.isFinite(deadline) ? Math.max(deadline - Date.now(), 1) : undefined;
    const result = spawnSync(docker, [...args, '.'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, DOCKER_BUILDKIT: '1' },
      timeout,
    });
    if (result.error?.code === 'ETIMEDOUT') console.log(`the images were not built within ${Math.round(withinMs / 60_000)} min`);
    if (result.status !== 0) return false;
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in IMAGES));
  if (unknown.length > 0) {
    console.error(`Unknown image ${unknown.join(', ')} (images: ${Object.keys(IMAGES).join(', ')})`);
    process.exit(2);
  }
  process.exit(buildImages(names.length > 0 ? names : undefined) ? 0 : 1);
}
