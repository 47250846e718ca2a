/**
 * Links the router does not draw itself, page-wide: a `/categories` link anywhere (menus, footer, page HTML, the
 * custom navbar) opens the Category Filter instead of navigating, and a plain `<a href="/…">` (server-written HTML)
 * navigates client-side instead of reloading the shop.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventBus } from '@storefront/shared/runtime';

export const CATEGORIES_PATH = '/categories';

/** The same-origin path a click on an anchor should open client-side, or null when the browser should handle it. */
function internalTarget(event: MouseEvent): { anchor: HTMLAnchorElement; path: string } | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const raw = anchor.getAttribute('href') ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return { anchor, path: `${url.pathname}${url.search}${url.hash}` };
}

export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Capture phase: before the router's own link handler, which would navigate to /categories.
    const openCategories = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (!target || new URL(target.anchor.href).pathname !== CATEGORIES_PATH) return;
      event.preventDefault();
      eventBus.emit('ui:open-category-filter', {});
    };
    // Bubble phase: whatever the router's links handled is already default-prevented.
    const followInternal = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const target = internalTarget(event);
      if (!target) return;
      event.preventDefault();
      navigate(target.path);
    };
    document.addEventListener('click', openCategories, true);
    document.addEventListener('click', followInternal);
    return () => {
      document.removeEventListener('click', openCategories, true);
      document.removeEventListener('click', followInternal);
    };
  }, [navigate]);
}
