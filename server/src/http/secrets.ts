import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The key that signs XSRF tokens. SESSION_SECRET wins; without it a random one is generated once and kept in
 * the database, so every API process behind a load balancer signs alike and restarts keep tokens valid.
 */
export async function signingSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const key = 'signing_secret';
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
