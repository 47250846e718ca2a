/**
 * What the data router's <ScrollRestoration> did: a new page opens at its top (or at its #hash), back and forward
 * return to where the visitor was, and so does a reload (positions kept in session storage).
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'storefront:scroll-positions';
const KEPT_POSITIONS = 50;

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    return new Map();
  }
}

const positions = savedPositions();

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    const track = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, [key, hash, navigationType]);

  return null;
}
