/**
 * Any path the router does not know: a page built from server page data (fetched once per URL and cached; the
 * server's HTML carries the first path's answer). Its components are drawn in `order` through the registry, its CSS
 * applies inside the page only, and its SEO head is kept right on client-side navigation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import { useRouteHead, type RouteSeo } from '@storefront/shared/route-head';
import { fetchPageData } from './pageApi';
import { ApiError, extractErrorMessage, pageQueryKey, type PageComponent } from '@storefront/shared';
import { Button, pageTitle, ScreenMessage, space, Spinner, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { PageComponentView } from './registry';
import { balancedPageCss } from './pageCss';
import { PAGE_TEXTS } from './texts';

/** Components in their `order` (the server sorts them too); equal orders keep the page data's sequence. */
const inOrder = (components: readonly PageComponent[]) => [...components].sort((a, b) => a.order - b.order);

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function PageProblem({ error, pathname, onRetry, retrying }: { error: unknown; pathname: string; onRetry: () => void; retrying: boolean }) {
  const siteName = useSnapshot(siteStore).data?.web.name;
  const missing = isMissing(error);
  const title = missing ? PAGE_TEXTS.notFoundTitle : PAGE_TEXTS.loadFailedTitle;
  // "Not found" is the route's own head (useRouteHead below), named as the server names it.
  usePageHead({ title: missing ? undefined : pageTitle(title, siteName) });
  return (
    <ScreenMessage
      alert={!missing}
      title={title}
      message={missing ? PAGE_TEXTS.notFound(pathname) : extractErrorMessage(error)}
      actions={
        <>
          {!missing && (
            <Button variant="secondary" loading={retrying} onClick={onRetry}>
              {PAGE_TEXTS.tryAgain}
            </Button>
          )}
          <Link to="/products" css={textLinkCss}>
            {PAGE_TEXTS.browseProducts}
          </Link>
        </>
      }
    />
  );
}

export function DynamicPage() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const queryKey = pageQueryKey(pathname);
  const page = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPageData(pathname, signal),
    staleTime: Infinity,
    retry: false,
    // A path known to have no page (the server's page said so, or it was asked before) is not asked again: the server
    // draws the not-found screen, and the browser takes it over as it is. Any other failure is retried on the next visit.
    retryOnMount: !isMissing(queryClient.getQueryState(queryKey)?.error),
  });
  // The head the server sends for this path: the page's (the home page's at `/`), "not found" kept out of search
  // results, the site's while it loads or when it failed. A page that failed to load names the tab itself (PageProblem).
  const missing = page.isError && isMissing(page.error);
  const head: RouteSeo = page.isSuccess
    ? { kind: 'page', pathname, page: page.data }
    : missing
      ? { kind: 'missing', what: 'page' }
      : { kind: 'screen', remote: 'pages' };
  useRouteHead(head, { ownTitle: page.isError && !missing });

  if (page.isPending) return <Spinner />;
  if (page.isError) return <PageProblem error={page.error} pathname={pathname} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  const components = inOrder(page.data.data);
  return (
    <div data-testid="dynamic-page" css={[{ paddingBottom: space[8] }, balancedPageCss(page.data.css)]}>
      {components.map((component, index) => (
        <PageComponentView key={`${index}-${component.type}-${component.name}`} component={component} placement={{ first: index === 0 }} />
      ))}
    </div>
  );
}
