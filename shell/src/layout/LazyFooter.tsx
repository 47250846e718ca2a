/**
 * The footer, loaded when the visitor scrolls near it: the main area is at least a screen tall, so no first screen
 * shows it and no first visit downloads its code. The server draws it; the browser keeps the server's footer as
 * HTML (no code) until the visitor nears it, then draws its own in its place, the same. A page the browser draws
 * alone reserves its box, so nothing below the fold jumps when it arrives.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { space } from '@storefront/shared/ui';

const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** How far outside the viewport the footer starts loading: as it scrolls in (the first screen never reaches it). */
const LOAD_MARGIN = '0px';
const FOOTER_PLACE = 'data-footer-place';

/** The footer the server drew into the page, read before the app takes the page over; null on a page it did not draw. */
const serverFooter = typeof document === 'undefined' ? null : (document.querySelector(`[${FOOTER_PLACE}]`)?.innerHTML ?? null);

export function LazyFooter() {
  const place = useRef<HTMLDivElement>(null);
  // The server, which has no viewport, draws the footer at once.
  const [near, setNear] = useState(typeof window === 'undefined' || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: LOAD_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeProps = { ref: place, [FOOTER_PLACE]: '', css: { minHeight: space[16] } };
  // The server's HTML as it is: the browser takes the place over without looking inside (no code for it yet).
  if (!near) return <div {...placeProps} dangerouslySetInnerHTML={serverFooter ? { __html: serverFooter } : undefined} />;
  return (
    <div {...placeProps}>
      <Suspense fallback={serverFooter ? <div dangerouslySetInnerHTML={{ __html: serverFooter }} /> : null}>
        <Footer />
      </Suspense>
    </div>
  );
}
