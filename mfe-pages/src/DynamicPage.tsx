/** Any path the router does not know: a page built from server page data (fetched once per URL, cached). */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api } from '@storefront/shared/runtime';
import { ApiError, extractErrorMessage, pageQueryKey, type PageComponent } from '@storefront/shared';
import { breakpoints, color, font, layout, space, Spinner, textLinkCss } from '@storefront/shared/ui';
import { HtmlBlock } from './components/HtmlBlock';

function PageComponentView({ component }: { component: PageComponent }) {
  if (component.type === 'html' && typeof component.data === 'string') return <HtmlBlock html={component.data} />;
  // Component types beyond HTML blocks come with the page builder's registry.
  return null;
}

export function DynamicPage() {
  const { pathname } = useLocation();
  const page = useQuery({
    queryKey: pageQueryKey(pathname),
    queryFn: ({ signal }) => api.pageData(pathname, signal),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (page.data?.seo_title) document.title = page.data.seo_title;
  }, [page.data?.seo_title]);

  if (page.isPending) return <Spinner />;
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <section css={{ maxWidth: `${breakpoints.md}px`, margin: '0 auto', padding: `${space[16]} ${space[4]}`, textAlign: 'center' }}>
        <h1 css={{ fontSize: font.size['2xl'], margin: `0 0 ${space[3]}` }}>{missing ? 'Page not found' : 'This page could not be loaded'}</h1>
        <p css={{ margin: `0 0 ${space[4]}`, color: color.textMuted }}>
          {missing ? `There is nothing at ${pathname}.` : extractErrorMessage(page.error)}
        </p>
        <Link to="/products" css={textLinkCss}>
          Browse all products
        </Link>
      </section>
    );
  }
  return (
    <div data-testid="dynamic-page" css={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: space[4], boxSizing: 'border-box' }}>
      {page.data.css && <style>{page.data.css}</style>}
      {page.data.data.map((component, index) => (
        <PageComponentView key={`${component.name}-${index}`} component={component} />
      ))}
    </div>
  );
}
