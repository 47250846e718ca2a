import { taskBoundary } from '../src/tasks';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
};

it('makes a chunk load wait for a task after everything the other handlers added', async () => {
  let arrive!: () => void;
  const script = new Promise<void>((resolve) => (arrive = resolve));
  const promises: Promise<unknown>[] = [script];
  taskBoundary('bootstrap', promises);
  expect(promises).toHaveLength(2);
  const load = Promise.all(promises);

  jest.runAllTimers(); // a task passing before the script is there does not count
  expect(await settled(load)).toBe(false);
  arrive();
  expect(await settled(load)).toBe(false);
  jest.runAllTimers();
  expect(await settled(load)).toBe(true);
});

it('fails the load as the other handlers’ promises do', async () => {
  const promises: Promise<unknown>[] = [Promise.reject(new Error('script failed'))];
  taskBoundary('bootstrap', promises);
  await expect(Promise.all(promises)).rejects.toThrow('script failed');
});
