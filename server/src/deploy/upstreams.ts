/**
 * The API processes of a split deployment, asked in turn. One that failed (refused the connection, vanished from
 * the network, reset it) sits out for a while, so a dead process costs one failed request, not every other one.
 * Passive health checking, as nginx's `max_fails=1 fail_timeout=…` does it.
 */

/** How long a failed upstream is left out of the turn before it is tried again. */
export const UPSTREAM_DOWN_MS = 10_000;

/** Methods that change nothing on the server: safe to send to the next upstream after a failure, as nginx's
 * `proxy_next_upstream` does by default. Any other method could have been applied by the failed upstream already. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface UpstreamPool {
  /** The next upstream in turn that is not sitting out (every one when all are: a dead pool is still tried). */
  next(except?: readonly string[]): string | undefined;
  /** Leaves `url` out of the turn for UPSTREAM_DOWN_MS. */
  failed(url: string): void;
  readonly size: number;
}

export function upstreamPool(urls: readonly string[], now: () => number = Date.now): UpstreamPool {
  if (urls.length === 0) throw new Error('An upstream pool needs at least one URL');
  const downUntil = new Map<string, number>();
  let turn = 0;
  return {
    size: urls.length,
    next(except = []) {
      const candidates = urls.filter((url) => !except.includes(url));
      if (candidates.length === 0) return undefined;
      const up = candidates.filter((url) => (downUntil.get(url) ?? 0) <= now());
      const pick = up.length > 0 ? up : candidates;
      return pick[turn++ % pick.length];
    },
    failed(url) {
      downUntil.set(url, now() + UPSTREAM_DOWN_MS);
    },
  };
}
