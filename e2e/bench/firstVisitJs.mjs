// Gzipped JavaScript a first visit downloads (shell + remote entries + chunks), measured in Chromium against the
// production build served by the built server. Prints numbers; asserts nothing. Budget (DESIGN §5): 200 kB.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3401);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-js-'));
const server = spawn(process.execPath, [path.join(here, '../../server/dist/index.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
});
try {
  await waitForServer();
  for (const route of ['/', '/products']) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzipped = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
    console.log(`first visit ${route.padEnd(10)} ${String(scripts.size).padStart(3)} JS files   ${(raw / 1024).toFixed(1)} kB raw   ${(gzipped / 1024).toFixed(1)} kB gzipped`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
