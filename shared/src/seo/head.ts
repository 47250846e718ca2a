/**
 * What every route's head is made of: the website's head (`seoHead`, with a dynamic page's own fields), and on top
 * of it a route's own title, description, canonical URL, robots rule and structured data.
 */
import { cdnImageUrl } from '../contracts/cdn';
import { BANNER_IMAGE_VARIANT } from '../contracts/constants';
import type { RemoteName } from '../contracts/routes';
import { seoHead, type SeoHead, type SeoMeta, type SeoSources } from '../contracts/seo';

/** A schema.org node. */
export type JsonLd = Record<string, unknown>;

/** A picture as crawlers and link previews are given it: absolute, with its type and size when they are known. */
export interface PreviewImage {
  url: string;
  /** Its media type, for `og:image:type`. */
  type?: string;
  /** In px, for `og:image:width` and `og:image:height`. */
  width?: number;
  height?: number;
}

/** Where a page is served, and its website's own words (init `web` and `webSeo`). */
export interface SeoSite {
  /** `{protocol}://{host}` of the request: every URL crawlers and previews are given is absolute, on it. */
  origin: string;
  /** Where pictures are served from (CDN_BASE): a path on `origin` or another origin. */
  cdnBase: string;
  web?: { name?: string; description?: string; logo?: string | null } | null;
  webSeo?: SeoSources['webSeo'];
  /**
   * The picture to give crawlers and link previews for an image path of the catalogue or the website (a product's
   * picture, `og_image`, the logo), or null for none: the CDN's raster copies (./previewImage.ts), since previews skip
   * SVG, the same on the server's page and in the browser. Without it, the picture's own CDN URL.
   */
  previewImage?: (src: string) => PreviewImage | null;
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
 * A picture for link previews and search results (`og:image`, `twitter:image`, JSON-LD): the site's `previewImage`
 * when it has one, else the picture's CDN URL at the large variant (previews want 600 px or more), absolute; null for
 * no picture. The one place the head's pictures are made.
 */
export function previewImageOf(site: Pick<SeoSite, 'origin' | 'cdnBase' | 'previewImage'>, src: string | null | undefined): PreviewImage | null {
  if (!src) return null;
  if (site.previewImage) return site.previewImage(src);
  return { url: absoluteUrl(site, cdnImageUrl(src, site.cdnBase, BANNER_IMAGE_VARIANT)) };
}

const isImageProperty = (meta: SeoMeta) => meta.attribute === 'property' && meta.key.startsWith('og:image:');

/**
 * The head's meta with `og:image` followed by its picture's structured properties (size, type, alt text), in place of
 * any it had: Open Graph readers take them as the properties of the `og:image` before them.
 */
function withImageProperties(meta: SeoMeta[], picture: PreviewImage | null, alt?: string): SeoMeta[] {
  const rest = meta.filter((element) => !isImageProperty(element));
  const at = rest.findIndex((element) => element.attribute === 'property' && element.key === 'og:image');
  if (at < 0 || !picture) return rest;
  const properties: [string, string | number | undefined][] = [
    ['og:image:width', picture.width],
    ['og:image:height', picture.height],
    ['og:image:type', picture.type],
    ['og:image:alt', alt],
  ];
  const written = properties.flatMap(([key, value]): SeoMeta[] =>
    value === undefined || value === '' ? [] : [{ attribute: 'property', key, content: String(value) }],
  );
  return [...rest.slice(0, at + 1), ...written, ...rest.slice(at + 1)];
}

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
  const picture = previewImageOf(site, site.webSeo?.og_image);
  // seoHead asks for the URL of `og_image`, the picture just made; '' (none) leaves the image elements out.
  const head = seoHead({ page, webSeo: site.webSeo, site: site.web, imageUrl: () => picture?.url ?? '' });
  return { ...head, meta: withImageProperties(head.meta, picture), canonical: null, robots: null, structuredData: [] };
}

/** What a route says about itself, in place of the website's words. */
export interface OwnHead {
  title: string;
  description: string;
  /** The canonical URL, also `og:url`. */
  url: string;
  /** `og:type`; the website's ('website') when absent. */
  type?: string;
  /** `og:image` and `twitter:image` (`previewImageOf`); the website's share picture when absent. */
  image?: PreviewImage | null;
  /** `og:image:alt`: what the route's picture shows. */
  imageAlt?: string;
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
    ['property', 'og:image', own.image?.url],
    ['name', 'twitter:title', own.title],
    ['name', 'twitter:description', own.description],
    ['name', 'twitter:image', own.image?.url],
  ];
  const replacing = [...entries.flatMap(([attribute, key, content]) => (content ? [{ attribute, key, content }] : [])), ...(own.meta ?? [])];
  const byKey = new Map(replacing.map((meta) => [metaKey(meta), meta]));
  const kept = base.meta.map((meta) => byKey.get(metaKey(meta)) ?? meta);
  const keptKeys = new Set(kept.map(metaKey));
  const meta = [...kept, ...replacing.filter((element) => !keptKeys.has(metaKey(element)))];
  return {
    title: own.title,
    // The route's own picture: its properties in place of the website's picture's.
    meta: own.image ? withImageProperties(meta, own.image, own.imageAlt) : meta,
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
