/**
 * The footer, loaded when the visitor scrolls near it: the main area is at least a screen tall, so no first screen
 * shows it and no first visit downloads it. Its box is reserved, so nothing below the fold jumps when it arrives.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { space, useAfterHydration } from '@storefront/shared/ui';

const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** How far outside the viewport the footer starts loading: as it scrolls in (the first screen never reaches it). */
const LOAD_MARGIN = '0px';

export function LazyFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  // A page the server drew has the footer in it already: the browser takes it over as it is.
  const afterHydration = useAfterHydration();
  const [near, setNear] = useState(() => !afterHydration || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: LOAD_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const reserved = <div ref={placeholder} css={{ minHeight: space[16] }} />;
  return near ? (
    <Suspense fallback={reserved}>
      <Footer />
    </Suspense>
  ) : (
    reserved
  );
}
