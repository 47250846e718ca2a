/**
 * Builds one remote the way its team would, but against other @storefront/shared entry versions and into a
 * folder of its own: how a test gets "the catalog, redeployed after a shared-code bump" without touching dist/.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../..');

export async function buildRemote(app: string, sharedVersions: Record<string, string>, outputPath: string): Promise<void> {
  const webpack = require('webpack');
  const { createAppConfig } = require(path.join(root, 'shared/webpack/createAppConfig.js'));
  const { options } = require(path.join(root, app, 'webpack.config.js'));
  const config = createAppConfig({ ...options, sharedVersions, outputPath })({}, { mode: 'production' });
  // Source maps and precompressed copies are not needed for a test build.
  config.devtool = false;
  config.plugins = config.plugins.filter((plugin: object) => plugin.constructor.name !== 'CompressionPlugin');
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(options: string): string }) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}
