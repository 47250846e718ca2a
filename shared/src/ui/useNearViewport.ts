import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `rootMargin` of the viewport (it stays true from then on). Without
 * IntersectionObserver it is true at once: the work it gates is then simply not deferred.
 */
export function useNearViewport(element: Element | null, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, rootMargin]);
  return near;
}
