import { sql } from 'drizzle-orm';
import { checkHealth, shippedMigrations } from '../src/http/healthRoutes';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', STOREFRONT_BUILD_ID: '20261124.1' }, { seed: false });
});
afterAll(async () => {
  await server.close();
});

describe('GET /s/api/health', () => {
  it('answers 200 with the version, build and every shipped migration applied, for any host and without a session', async () => {
    // Production answers only configured website domains; the health check must not depend on that.
    const response = await server.app.inject({ method: 'GET', url: '/s/api/health', headers: { host: 'api-1:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      build: '20261124.1',
      database: { reachable: true },
      migrations: { expected: shippedMigrations(), applied: shippedMigrations() },
    });
    expect(body.migrations.expected).toBeGreaterThanOrEqual(7);
  });

  it('is unavailable while a migration this build ships is not applied', async () => {
    const health = await checkHealth(server.db, server.config, shippedMigrations() + 1);
    expect(health.status).toBe('unavailable');
    expect(health.migrations).toEqual({ expected: shippedMigrations() + 1, applied: shippedMigrations() });
  });

  it('is unavailable, naming the error, when the database does not answer', async () => {
    const broken = { ...server.db, execute: () => Promise.reject(new Error('connection refused')) } as unknown as typeof server.db;
    const health = await checkHealth(broken, server.config);
    expect(health).toMatchObject({ status: 'unavailable', database: { reachable: false, error: 'connection refused' } });
    // The real database still answers: nothing was changed by the checks.
    expect(await server.db.execute(sql`select 1`)).toBeTruthy();
  });
});
