import { serverEntryUrl } from '../src/server/serverRemotes';

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
