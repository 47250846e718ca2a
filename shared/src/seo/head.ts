/**
 * What every route's head is made of: the website's head (`seoHead`, with a dynamic page's own fields), and on top
 * of it a route's own title, description, canonical URL, robots rule and structured data.
 */
import { cdnImageUrl } from '../contracts/cdn';
import { BANNER_IMAGE_VARIANT } from '../contracts/pageComponents';
import type { RemoteName } from '../contracts/routes';
import { seoHead, type SeoHead, type SeoMeta, type SeoSources } from '../contracts/seo';

/** A schema.org node. */
export type JsonLd = Record<string, unknown>;

/** Where a page is served, and its website's own words (init `web` and `webSeo`). */
export interface SeoSite {
  /** `{protocol}://{host}` of the request: every URL crawlers and previews are given is absolute, on it. */
  origin: string;
  /** Where pictures are served from (CDN_BASE): a path on `origin` or another origin. */
  cdnBase: string;
  web?: { name?: string; description?: string; logo?: string | null } | null;
  webSeo?: SeoSources['webSeo'];
}

export interface RouteHead extends SeoHead {
  /** The URL search engines should index this content under; null when the route has none. */
  canonical: string | null;
  /** `<meta name="robots">` content; null: crawlers' defaults (index, follow). */
  robots: string | null;
  /** The route's schema.org nodes, written as one JSON-LD graph beside the editor's `schema`. */
  structuredData: JsonLd[];
}

/** A page search engines must leave out of their results. */
export const NOINDEX = 'noindex';
/** Left out of results, while the links on it are still followed (search results pages). */
export const NOINDEX_FOLLOW = 'noindex,follow';
/** Id of the JSON-LD script element of the route's structured data. */
export const ROUTE_SCHEMA_ELEMENT_ID = 'storefront-route-schema';

/** Remotes whose screens are one shopper's (account, sign-in, checkout, payment): never in search results. */
const PRIVATE_REMOTES: readonly RemoteName[] = ['account', 'cartCheckout'];
export const isPrivateRemote = (remote: RemoteName): boolean => PRIVATE_REMOTES.includes(remote);

/** A URL of the site as crawlers need it: absolute, on the request's origin unless it names its own. */
export const absoluteUrl = (site: Pick<SeoSite, 'origin'>, url: string): string => new URL(url, `${site.origin}/`).href;

/**
 * A catalogue picture for link previews and search results: absolute, on the CDN. The one place to switch to the
 * CDN's raster preview variants (previews do not show SVG pictures).
 */
export const previewImageUrl = (src: string, site: Pick<SeoSite, 'origin' | 'cdnBase'>): string => absoluteUrl(site, cdnImageUrl(src, site.cdnBase));

/** `{subject} — {site}`, as the screens title themselves (`pageTitle` in shared/src/ui/usePageHead.ts). */
export const titleWithSite = (subject: string, siteName: string | null | undefined): string => (siteName ? `${subject} — ${siteName}` : subject);

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** Text as one description: whitespace collapsed, cut at a word and marked with "…" when longer than search results show. */
export function asDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The website's head for a path: its SEO settings, with a dynamic page's own fields when the path is one. */
export function siteHead(site: SeoSite, page?: SeoSources['page']): RouteHead {
  const head = seoHead({
    page,
    webSeo: site.webSeo,
    site: site.web,
    imageUrl: (image) => absoluteUrl(site, cdnImageUrl(image, site.cdnBase, BANNER_IMAGE_VARIANT)),
  });
  return { ...head, canonical: null, robots: null, structuredData: [] };
}

/** What a route says about itself, in place of the website's words. */
export interface OwnHead {
  title: string;
  description: string;
  /** The canonical URL, also `og:url`. */
  url: string;
  /** `og:type`; the website's ('website') when absent. */
  type?: string;
  /** `og:image` and `twitter:image`, absolute; the website's share picture when absent. */
  image?: string;
  /** Meta elements of the route's own (a product's price). */
  meta?: SeoMeta[];
  robots?: string | null;
  structuredData?: JsonLd[];
}

const metaKey = (meta: SeoMeta) => `${meta.attribute} ${meta.key}`;

/** The website's head with the route's own title, description, URL and picture in place of the website's. */
export function routeHead(site: SeoSite, own: OwnHead): RouteHead {
  const base = siteHead(site);
  const entries: [SeoMeta['attribute'], string, string | undefined][] = [
    ['name', 'description', own.description],
    ['property', 'og:type', own.type],
    ['property', 'og:title', own.title],
    ['property', 'og:description', own.description],
    ['property', 'og:url', own.url],
    ['property', 'og:image', own.image],
    ['name', 'twitter:title', own.title],
    ['name', 'twitter:description', own.description],
    ['name', 'twitter:image', own.image],
  ];
  const replacing = [...entries.flatMap(([attribute, key, content]) => (content ? [{ attribute, key, content }] : [])), ...(own.meta ?? [])];
  const byKey = new Map(replacing.map((meta) => [metaKey(meta), meta]));
  const kept = base.meta.map((meta) => byKey.get(metaKey(meta)) ?? meta);
  const keptKeys = new Set(kept.map(metaKey));
  return {
    title: own.title,
    meta: [...kept, ...replacing.filter((meta) => !keptKeys.has(metaKey(meta)))],
    schema: null,
    canonical: own.url,
    robots: own.robots ?? null,
    structuredData: own.structuredData ?? [],
  };
}

/**
 * The route's structured data as the text of one `<script type="application/ld+json">` (a graph of its nodes), `<`
 * escaped so no text in it can close the element, as `schemaJsonLd` writes an editor's; null when there is none.
 */
export function structuredDataJson(nodes: readonly JsonLd[]): string | null {
  if (nodes.length === 0) return null;
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
