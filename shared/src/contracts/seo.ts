/**
 * The SEO head of a page (the website's SEO settings, init `webSeo`, and the page data's SEO fields), decided once: the
 * server writes it into the HTML it sends for a path (crawlers and link previews read that), and the browser applies
 * the same head on client-side navigation (`useRouteHead`, @storefront/shared/route-head).
 */

/** The og type and twitter card of every page. */
export const OG_TYPE = 'website';
export const TWITTER_CARD = 'summary_large_image';

/** Id of the page's JSON-LD script element, written by the server and replaced by the client on navigation. */
export const PAGE_SCHEMA_ELEMENT_ID = 'storefront-page-schema';

export interface SeoSources {
  /** The dynamic page's own SEO fields, when the path is one. */
  page?: { seo_title?: string; seo_description?: string; seo_keyword?: string; schema_script?: string | null } | null;
  /** The website's SEO settings (init `webSeo`). */
  webSeo?: { og_title?: string; og_description?: string; meta_keywords?: string; og_image?: string | null } | null;
  /** The website's name and description (init `web`), the last fallback of title and description. */
  site?: { name?: string; description?: string } | null;
  /** `og_image` as an absolute URL (the server makes it one: previews need absolute URLs). */
  imageUrl?: (image: string) => string;
}

/** One meta element: `<meta {attribute}="{key}" content="{content}">`. */
export interface SeoMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface SeoHead {
  /** The document title; '' when no source has one (no fallback title is made up). */
  title: string;
  meta: SeoMeta[];
  /** The page's structured data as JSON text safe inside a script element, or null. */
  schema: string | null;
}

/**
 * A page's schema script as JSON-LD text ready for `<script type="application/ld+json">`: the JSON itself, or the
 * inside of a `<script>` element an editor pasted. Re-serialised with `<` escaped, so it can never close the element;
 * null when it is not JSON (the page then goes without structured data).
 */
export function schemaJsonLd(script: string | null | undefined): string | null {
  if (!script?.trim()) return null;
  const inside = script.trim().replace(/^<script\b[^>]*>([\s\S]*)<\/script\s*>$/i, '$1');
  try {
    return JSON.stringify(JSON.parse(inside)).replace(/</g, '\\u003c');
  } catch {
    return null;
  }
}

export function seoHead({ page, webSeo, site, imageUrl = (image) => image }: SeoSources): SeoHead {
  const title = page?.seo_title || webSeo?.og_title || site?.name || '';
  const description = page?.seo_description || webSeo?.og_description || site?.description || '';
  const keywords = page?.seo_keyword || webSeo?.meta_keywords || '';
  const image = webSeo?.og_image ? imageUrl(webSeo.og_image) : '';

  const meta: SeoMeta[] = [];
  const add = (attribute: SeoMeta['attribute'], key: string, content: string) => {
    if (content) meta.push({ attribute, key, content });
  };
  add('name', 'description', description);
  add('name', 'keywords', keywords);
  add('property', 'og:type', OG_TYPE);
  add('property', 'og:title', title);
  add('property', 'og:description', description);
  add('property', 'og:image', image);
  add('name', 'twitter:card', TWITTER_CARD);
  add('name', 'twitter:title', title);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', image);
  return { title, meta, schema: schemaJsonLd(page?.schema_script) };
}
