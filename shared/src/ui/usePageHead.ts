import { useEffect } from 'react';

export interface PageHead {
  /** The document title; unchanged when absent. */
  title?: string;
}

/** `{subject} — {site}`: how a screen about one thing names itself in the browser tab and search results. */
export const pageTitle = (subject: string, siteName: string | null | undefined) => (siteName ? `${subject} — ${siteName}` : subject);

/**
 * Sets the document title while the screen is shown, and puts back what was there when it goes, so the next screen
 * starts from the site's own head (the server writes it into the page). For the browser tab of screens kept out of
 * search results (a shopper's own, a page that failed); a route's SEO head (the one the server sends, canonical URL
 * and structured data included) is `useRouteHead` of `@storefront/shared/route-head`.
 */
export function usePageHead({ title }: PageHead): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
