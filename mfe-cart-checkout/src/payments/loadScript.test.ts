import { loadScript, scriptLoadFailedMessage } from './loadScript';

const scripts = (src: string) => [...document.querySelectorAll('script')].filter((script) => script.src === src);

describe('loadScript', () => {
  it('adds a script once and resolves every caller when it loads', async () => {
    const src = 'https://checkout.example.test/once.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0].dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript(src);
    expect(scripts(src)).toHaveLength(1);
  });

  it('rejects with a readable message when the script fails, and tries again on the next call', async () => {
    const src = 'https://checkout.example.test/broken.js';
    const failed = loadScript(src);
    scripts(src)[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(scriptLoadFailedMessage(src));
    expect(scripts(src)).toHaveLength(0);
    const again = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0].dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});
