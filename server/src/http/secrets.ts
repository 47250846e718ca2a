import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { settingOnce } from '../db/settings';

/**
 * The key that signs XSRF tokens. SESSION_SECRET wins; without it a random one is generated once and kept in
 * the database, so every API process behind a load balancer signs alike and restarts keep tokens valid.
 */
export async function signingSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  return settingOnce(db, 'signing_secret', randomBytes(32).toString('hex'));
}
