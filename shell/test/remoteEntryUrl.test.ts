import { remoteEntryUrl } from '../src/federation/remotes';

const PAGE = 'https://shop.example/products?c=fruits';

describe('remoteEntryUrl: the script the shell loads for a configured remote', () => {
  it('takes the remoteEntry.js beside a manifest, on this origin or another', () => {
    expect(remoteEntryUrl('/mfe-catalog/mf-manifest.json', PAGE)).toBe('https://shop.example/mfe-catalog/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example/catalog/v42/mf-manifest.json', PAGE)).toBe('https://cdn.example/catalog/v42/remoteEntry.js');
  });

  it('appends remoteEntry.js to a folder, with or without its slash', () => {
    expect(remoteEntryUrl('https://catalog.example', PAGE)).toBe('https://catalog.example/remoteEntry.js');
    expect(remoteEntryUrl('https://catalog.example/v42/', PAGE)).toBe('https://catalog.example/v42/remoteEntry.js');
  });

  it('keeps a configured script as it is', () => {
    expect(remoteEntryUrl('/mfe-pages/remoteEntry.js', PAGE)).toBe('https://shop.example/mfe-pages/remoteEntry.js');
  });
});
