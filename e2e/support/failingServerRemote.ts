/**
 * A remote's server build whose screens fail (e2e/fixtures/failing-server-remote): made with the remotes' own server
 * configuration and federation name, so the shell's renderer loads it as it loads theirs, into `<outputPath>/server`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../..');
const FIXTURE = path.join(root, 'e2e/fixtures/failing-server-remote');

export async function buildFailingServerRemote(federationName: string, outputPath: string): Promise<void> {
  const webpack = require('webpack');
  const { createServerConfig } = require(path.join(root, 'shared/webpack/serverConfig.js'));
  const options = { dir: FIXTURE, federationName, exposes: { './routes': './src/routes.tsx' }, outputPath };
  const config = createServerConfig(options)({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error: Error | null, stats: { hasErrors(): boolean; toString(options: string): string }) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}
