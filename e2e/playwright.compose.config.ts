import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The compose journeys (`npm run compose:test`): the shop as docker-compose.yml runs it, reached at the proxy's
 * published port. The journeys stop, kill and rebuild containers, so they run one at a time and in file order.
 */
export default defineConfig({
  testDir: './compose',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...baseConfig.use, baseURL: `http://localhost:${process.env.COMPOSE_PROXY_PORT ?? 8080}` },
});
