/**
 * The shell's start with the init answer the server wrote into the page: read in one task, put into the stores in
 * the next (each is some tens of ms on a phone), so neither adds to the other's task.
 */
import { INIT_DATA_ELEMENT_ID } from '@storefront/shared';
import { sessionStore, siteStore } from '@storefront/shared/runtime';
import { fakeApi, restoreBrowser } from '@storefront/shared/testing';
import { startSession } from '../src/session/startup';
import { initData, resetStores } from './support/site';

const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.theme;
  restoreBrowser();
});

it('fills the stores from the inlined init in the task after the one that read it', async () => {
  const inlined = { ...initData({ name: 'Inlined Foods' }), user: { id: 7, name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' } };
  document.body.innerHTML = `<script type="application/json" id="${INIT_DATA_ELEMENT_ID}">${JSON.stringify(inlined)}</script>`;
  const requests = fakeApi({ 'GET /s/api/init': { status: 500, body: {} } });
  const onError = jest.fn();

  const session = startSession(onError);
  await microtasks();
  expect(siteStore.data).toBeNull();
  expect(sessionStore.user).toBeNull();

  jest.advanceTimersToNextTimer();
  await expect(session).resolves.toMatchObject({ web: { name: 'Inlined Foods' } });
  expect(siteStore.data?.web.name).toBe('Inlined Foods');
  expect(sessionStore.user?.name).toBe('Priya Sharma');
  expect(requests).toEqual([]);
});

it('leaves the theme to the head the server wrote when the page carried its init', async () => {
  const inlined = { ...initData(), activetheme: { theme: 'dark', colors: { primary: '#123456' } } };
  document.body.innerHTML = `<script type="application/json" id="${INIT_DATA_ELEMENT_ID}">${JSON.stringify(inlined)}</script>`;
  fakeApi({ 'GET /s/api/init': { status: 500, body: {} } });

  const session = startSession(jest.fn());
  jest.advanceTimersToNextTimer();
  await session;
  await microtasks();
  expect(document.documentElement.style.getPropertyValue('--sf-color-primary')).toBe('');
  expect(document.documentElement.dataset.theme).toBeUndefined();
});

it('applies the theme and the site title of an init it had to ask the API for', async () => {
  const fetched = { ...initData({ name: 'Fetched Foods' }), activetheme: { theme: 'dark', colors: { primary: '#123456' } } };
  fakeApi({ 'GET /s/api/init': { body: fetched } });
  jest.useRealTimers();

  await expect(startSession(jest.fn())).resolves.toMatchObject({ web: { name: 'Fetched Foods' } });
  // The palettes arrive by import(): wait for them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.documentElement.style.getPropertyValue('--sf-color-primary')).toBe('#123456');
  expect(document.documentElement.style.getPropertyValue('--sf-color-background')).toBe('#101510');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.title).toBe('Fetched Foods');
});

it('answers false when the API cannot give the init, after reporting the error', async () => {
  const requests = fakeApi({ 'GET /s/api/init': { status: 500, body: { message: 'down' } } });
  jest.useRealTimers();
  const onError = jest.fn();

  await expect(startSession(onError)).resolves.toBe(false);
  expect(requests.map((request) => request.path)).toEqual(['/s/api/init']);
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500, message: 'down' }));
});
