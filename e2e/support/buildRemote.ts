/**
 * Remote builds a test makes into a folder of its own, without touching dist/: the way a team would build, but
 * against other @storefront/shared entry versions, or a server build whose screens fail.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../..');

function runWebpack(config: object): Promise<void> {
  const webpack = require('webpack');
  return new Promise<void>((resolve, reject) =>
    webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(options: string): string }) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** The remote `app` built against `sharedVersions`: "the catalog, redeployed after a shared-code bump". */
export async function buildRemote(app: string, sharedVersions: Record<string, string>, outputPath: string): Promise<void> {
  const { createAppConfig } = require(path.join(root, 'shared/webpack/createAppConfig.js'));
  const { options } = require(path.join(root, app, 'webpack.config.js'));
  const config = createAppConfig({ ...options, sharedVersions, outputPath })({}, { mode: 'production' });
  // Source maps and precompressed copies are not needed for a test build.
  config.devtool = false;
  config.plugins = config.plugins.filter((plugin: object) => plugin.constructor.name !== 'CompressionPlugin');
  await runWebpack(config);
}

/**
 * A server build whose screens fail (e2e/fixtures/failing-server-remote), made with the remotes' own server
 * configuration and `federationName`, so the shell's renderer loads it as it loads theirs, into `<outputPath>/server`.
 */
export async function buildFailingServerRemote(federationName: string, outputPath: string): Promise<void> {
  const { createServerConfig } = require(path.join(root, 'shared/webpack/serverConfig.js'));
  const dir = path.join(root, 'e2e/fixtures/failing-server-remote');
  await runWebpack(createServerConfig({ dir, federationName, exposes: { './routes': './src/routes.tsx' }, outputPath })({}, { mode: 'production' }));
}
