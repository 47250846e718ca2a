import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const OWN_BUILDS = /(splitTopology|versionSkew)\.spec\.ts$/;
/** Every run starts from a fresh, freshly seeded embedded database. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Spec files run two at a time against the one server (each journey is a visitor of its own, in its own browser
  // context); the tests of a file run in order. A journey spends most of its time waiting on the page, so two
  // workers keep both cores busy.
  fullyParallel: false,
  workers: 2,
  // The split topology's and version skew's files build and start shells and remotes of their own, serially, for
  // minutes: queued first (projects are queued in order), they run beside the other journeys rather than after them.
  projects: [
    { name: 'own builds', testMatch: OWN_BUILDS },
    { name: 'journeys', testIgnore: OWN_BUILDS },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The shop's service worker answers the page's requests once it controls it, and Playwright's request routing
    // (page.route, which many journeys use to stand in for a server) never sees what a worker answers. The
    // worker's own journeys allow it (serviceWorker.spec.ts, splitTopology.spec.ts's redeploys).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    // The production build, served the way `npm start` serves it.
    command: 'node ../server/dist/index.js',
    url: `${BASE_URL}/s/api/init`,
    timeout: 60_000,
    reuseExistingServer: false,
    // Every journey's browser asks from this machine's one address: the sign-ins of a whole run (a score, more on
    // retries) would pass the default hourly limit per address, so the run raises it. The per-identifier limit holds.
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', OTP_CODES_PER_ADDRESS_PER_HOUR: '500' },
  },
});
