// `npm run bench`: starts the built server on a fresh embedded database and measures API throughput with
// autocannon on loopback. Prints numbers; asserts nothing. BENCH_SECONDS sets each run's length (default 10).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(here, '../dist/index.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVE_APPS: 'false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/s/api/init`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

function run(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${url}`, connections: 20, duration: seconds, headers: { 'x-web-url': 'http://localhost:3000' } }, (error, result) => {
      if (error) return reject(error);
      console.log(
        `${title.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
      );
      resolve(result);
    });
  });
}

try {
  await waitForServer();
  const started = performance.now();
  await fetch(`${base}/s/api/products?c=staples&s=price_asc&q=dal`);
  console.log(`cold filtered listing (first query)            ${(performance.now() - started).toFixed(1)} ms`);
  console.log(`autocannon: 20 connections, ${seconds} s each, loopback`);
  await run('GET /s/api/products (warm)', '/s/api/products');
  await run('GET /s/api/products?c=staples&s=price_asc', '/s/api/products?c=staples&s=price_asc');
  await run('GET /s/api/init', '/s/api/init');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
