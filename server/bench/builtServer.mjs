// Starts the built server (server/dist) for a benchmark, on a fresh embedded database unless given one, and stops it
// after. A database folder it was given outlives it (its owner removes it: several servers may use it in turn).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js');

/** @param {{ port: number, env?: Record<string, string>, dataDir?: string }} options */
export async function startBuiltServer({ port, env = {}, dataDir: given }) {
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = null;
  /** Stops the server (once, however often it is called). */
  const stop = () =>
    (stopping ??= (async () => {
      child.kill('SIGTERM');
      await exited;
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    })());
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/s/api/init`)).ok) return { base, stop, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the built server did not start: run `npm run build` first');
}
