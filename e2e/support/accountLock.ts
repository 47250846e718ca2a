/**
 * One sign-in at a time per seeded account across Playwright's workers: a new code makes the earlier one worthless,
 * so two spec files signing in the same shopper at once could each read the other's code. The lock is a directory,
 * whose creation is atomic; one left behind by a killed worker is taken over once it is older than a sign-in can take.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STALE_AFTER_MS = 60_000;
const POLL_MS = 100;

export async function withAccountLock<T>(account: string, signIn: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `storefront-e2e-signin-${process.env.E2E_PORT ?? 'default'}-${encodeURIComponent(account)}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - lockBirth(lock) > STALE_AFTER_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    return await signIn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function lockBirth(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}
