/**
 * The built server (server/dist, what `npm start` runs) as a child process a test can kill -9 and start again on
 * the same database: PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ENTRY = path.resolve(__dirname, '../../../dist/index.js');

/** Fails with what to do when the server has not been built (`npm test` builds it before jest). */
export function requireBuiltServer(): void {
  if (!existsSync(ENTRY)) {
    throw new Error(`${ENTRY} is missing: build the server first (npm run build -w shared && npm run build -w server)`);
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface BuiltServer {
  base: string;
  /** SIGKILL: no shutdown of any kind. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the built server with `env` (DATABASE_URL or DATA_DIR) and waits until /s/api/health answers 200. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  requireBuiltServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _url, DATA_DIR: _dir, TEST_DATABASE_URL: _test, NODE_OPTIONS: _options, ...inherited } = process.env;
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_APPS: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'faults-secret-faults-secret-faults!',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    await exited(child);
  };
  const server = { base, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };

  for (const startedAt = Date.now(); Date.now() - startedAt < 60_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`The built server exited with ${child.exitCode} while starting:\n${output}`);
    const healthy = await fetch(`${base}/s/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
  }
  await server.kill();
  throw new Error(`The built server did not answer /s/api/health within 60 s:\n${output}`);
}
