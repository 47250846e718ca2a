/**
 * Adds an external script (a payment provider's checkout SDK) to the page once per URL; every caller waits on
 * the same load. A script that fails to load is forgotten, so a later call tries again.
 */
const loading = new Map<string, Promise<void>>();

export const scriptLoadFailedMessage = (src: string) => `Could not load ${src}. Please check your connection and try again.`;

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(scriptLoadFailedMessage(src)));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
