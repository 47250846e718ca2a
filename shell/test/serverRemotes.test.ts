/** @jest-environment node */
import { REMOTE_NAMES, type RemotesConfig } from '@storefront/shared';
import { createServerRemotes, REVALIDATE_MS, serverEntryUrl } from '../src/server/serverRemotes';
import { federationRuntime, loadRemote } from './support/federation';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);

describe('a remote’s server container', () => {
  it('is server/remoteEntry.js beside the browser’s remote entry, reached from inside for a relative URL', () => {
    expect(serverEntryUrl('/mfe-catalog/mf-manifest.json', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/mfe-catalog/server/remoteEntry.js');
    expect(serverEntryUrl('/mfe-catalog/', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/mfe-catalog/server/remoteEntry.js');
  });

  it('keeps a remote’s own origin', () => {
    expect(serverEntryUrl('https://catalog.example/v2/mf-manifest.json', 'http://127.0.0.1:3000')).toBe(
      'https://catalog.example/v2/server/remoteEntry.js',
    );
    expect(serverEntryUrl('http://catalog:3101/remoteEntry.js', 'http://127.0.0.1:3000')).toBe('http://catalog:3101/server/remoteEntry.js');
  });
});

describe('the remotes drawn on the server', () => {
  const config = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/${name}/mf-manifest.json`])) as RemotesConfig;
  let manifest: string;
  let now: number;
  const registered = () => federationRuntime.registerRemotes.mock.calls.map(([remotes]) => remotes);

  beforeEach(() => {
    manifest = '{"id":"catalog","build":"one"}';
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    global.fetch = jest.fn(async () => new Response(manifest));
    federationRuntime.registerRemotes.mockClear();
    loadRemote.mockResolvedValue({ routes: [] });
  });

  it('registers a remote once per build: at the first look at its build, and again only when the build changed', async () => {
    const remotes = createServerRemotes({ internalOrigin: 'http://127.0.0.1:3000' });
    remotes.use(config);
    expect(registered()).toEqual([]);

    await expect(remotes.load('catalog')).resolves.toBe(true);
    const first = registered();
    expect(first).toEqual([
      [{ name: 'catalog', entry: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/catalog\/server\/remoteEntry\.js\?build=\w{16}$/) }],
    ]);

    // The same build, looked at again: nothing registered.
    now += REVALIDATE_MS;
    await remotes.load('catalog');
    expect(registered()).toEqual(first);

    // A redeploy: the next look registers the new build.
    manifest = '{"id":"catalog","build":"two"}';
    now += REVALIDATE_MS;
    await remotes.load('catalog');
    expect(registered()).toHaveLength(2);
    expect(registered()[1][0].entry).not.toBe(first[0][0].entry);
  });

  it('leaves a remote whose build cannot be reached to the browser, unregistered', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 }));
    const remotes = createServerRemotes({ internalOrigin: 'http://127.0.0.1:3000', log: { warn: jest.fn() } });
    remotes.use(config);
    await expect(remotes.load('pages')).resolves.toBe(false);
    expect(registered()).toEqual([]);
  });
});
