/**
 * `GET /api/health`: what every healthcheck asks (compose, a load balancer, the proxy's operators). It answers
 * whatever the Host or x-web-url, with no session and no website (src/api.ts registers it outside their scopes): 200 when the database answers
 * and every migration this build ships is applied, 503 otherwise.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import { MIGRATIONS_FOLDER, queryRows, type Db } from '../db/client';

const SERVER_VERSION: string = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).version;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  build: z.string(),
  database: z.object({ reachable: z.boolean(), error: z.string().optional() }),
  migrations: z.object({ expected: z.number().int(), applied: z.number().int().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;

/** How many migrations this build ships (drizzle-kit's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export async function checkHealth(db: Db, config: Pick<ServerConfig, 'buildId'>, expected = shippedMigrations()): Promise<Health> {
  const health: Health = {
    status: 'unavailable',
    version: SERVER_VERSION,
    build: config.buildId,
    database: { reachable: false },
    migrations: { expected, applied: null },
  };
  try {
    // drizzle's migrators record every applied migration in this table.
    const [row] = await queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    health.database.reachable = true;
    health.migrations.applied = row?.applied ?? 0;
  } catch (error) {
    health.database.error = error instanceof Error ? error.message : String(error);
    return health;
  }
  if ((health.migrations.applied ?? 0) >= expected) health.status = 'ok';
  return health;
}

export async function healthRoutes(app: FastifyInstance) {
  const expected = shippedMigrations();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this API process can serve: database reachable, every migration applied; its version and build',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(app.db, app.config, expected);
      if (health.status !== 'ok') request.log.warn({ health }, 'health check failed');
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
}
