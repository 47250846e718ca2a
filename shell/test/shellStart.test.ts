/**
 * The shell's entry evaluates react-dom, the contracts and the rest of the app each in a task of its own: together
 * they were a first visit's longest task.
 */
const evaluated: string[] = [];

jest.mock('react-dom/client', () => {
  evaluated.push('react-dom');
  return {};
});
jest.mock('@storefront/shared', () => {
  evaluated.push('contracts');
  return {};
});
jest.mock('../src/bootstrap', () => {
  evaluated.push('app');
  return {};
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

it('evaluates react-dom, the contracts and the app in three tasks, in that order', async () => {
  (globalThis as unknown as { __webpack_require__: { f: Record<string, unknown> } }).__webpack_require__ = { f: {} };
  await import('../src/index');
  await microtasks();
  expect(evaluated).toEqual([]);

  const afterEachTask: string[][] = [];
  for (let task = 0; task < 3; task++) {
    jest.advanceTimersToNextTimer();
    await microtasks();
    afterEachTask.push([...evaluated]);
  }
  expect(afterEachTask).toEqual([['react-dom'], ['react-dom', 'contracts'], ['react-dom', 'contracts', 'app']]);
});
