/** Task boundaries in the shell's start, so no single step of it holds the main thread long on a phone. */

/** Resolves in a later task: what follows runs after the browser has had a chance to paint and handle input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** One of webpack's chunk handlers (`__webpack_require__.f`): each adds promises a chunk load waits for. */
export type ChunkHandler = (chunkId: string | number, promises: Promise<unknown>[]) => void;

/**
 * A chunk handler that makes a load wait for a task after everything the other handlers wait for (the script,
 * federation's shared modules and remotes): the modules the load brings are then evaluated in a task of their own,
 * not inside the last script's. Registered after the others, so it sees their promises.
 */
export const taskBoundary: ChunkHandler = (_chunkId, promises) => {
  const loading = [...promises];
  promises.push(Promise.all(loading).then(nextTask));
};

/** Each step in a task of its own, in order: what a step's import evaluates is not added to the next one's task. */
export async function inTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

/** How long an idle moment is waited for before running anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `run` once the page has loaded and the main thread is idle: for work no first screen needs (telemetry, the
 * service worker), which would otherwise compete with the page's own start for a phone's cores.
 */
export function whenPageIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
