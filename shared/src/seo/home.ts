/** The home page's head: its page's own (an editor's SEO fields and schema), and the website as search engines know it. */
import type { SeoSources } from '../contracts/seo';
import { absoluteUrl, previewImageOf, siteHead, type JsonLd, type RouteHead, type SeoSite } from './head';

/** The search box search engines may show for the site: the listing's search. */
const SEARCH_TERM = 'search_term_string';

export function homeHead(site: SeoSite, page: SeoSources['page']): RouteHead {
  const head = siteHead(site, page);
  const url = absoluteUrl(site, '/');
  const name = site.web?.name || undefined;
  const logo = previewImageOf(site, site.web?.logo)?.url;
  const structuredData: JsonLd[] = [
    {
      '@type': 'WebSite',
      name,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(site, '/products')}?q={${SEARCH_TERM}}`,
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
    { '@type': 'Organization', name, url, logo },
  ];
  return { ...head, canonical: url, meta: [...head.meta, { attribute: 'property', key: 'og:url', content: url }], structuredData };
}
