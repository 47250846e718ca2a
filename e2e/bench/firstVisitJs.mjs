// Gzipped JavaScript a first visit downloads (shell + remote entries + chunks), measured in Chromium against the
// production build served by the built server. Prints numbers; asserts nothing. Budget (DESIGN §5): 200 kB.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../server/bench/builtServer.mjs';

const { base, stop } = await startBuiltServer({ port: Number(process.env.BENCH_PORT ?? 3401) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
});
try {
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
  await stop();
}
