/**
 * The Module Federation runtime as the shell's code calls it, with `loadRemote` answered by the test. In a test file:
 *   jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);
 */
export const loadRemote = jest.fn<Promise<unknown>, [id: string]>();

export const federationRuntime = { loadRemote, registerPlugins: jest.fn(), registerRemotes: jest.fn() };

/** A promise the test settles itself: a remote that is still loading. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What the shell's fallback plugin answers for a remote that cannot be loaded (see fallbackPlugin.ts). */
export const unavailable = (id: string) => ({ remoteUnavailable: true, id, reason: 'remoteEntry.js failed to load' });
