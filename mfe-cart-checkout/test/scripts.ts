import { act, waitFor } from '@testing-library/react';

/** jsdom loads no scripts: this fires the load event of the provider script the screen added. */
export async function finishScriptLoad(src: string) {
  const script = await waitFor(() => {
    const found = [...document.querySelectorAll('script')].find((element) => element.src === src);
    if (!found) throw new Error(`no script ${src}`);
    return found;
  });
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}
