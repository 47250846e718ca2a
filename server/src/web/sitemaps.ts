/**
 * What search engines are told about one website (GET /robots.txt, /sitemap.xml and /sitemaps/{kind}-{n}.xml,
 * routed by ../web/seo.ts): the robots rules, and a sitemap index pointing at numbered child sitemaps of the
 * products the website shows, its categories, brands and pages, with absolute URLs of the origin the request
 * came for. The XML is written by the `sitemap` package, which escapes and normalises every URL.
 *
 * `lastmod` comes from the rows' timestamps: products have `created_at` (no update time is kept), categories,
 * brands and pages have none, so their URLs go without one rather than with an invented date.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { API_BASE_PATH } from '@storefront/shared/contracts';
import { catalogueCacheOf, catalogueSitemapCounts, catalogueSitemapEntries, type SitemapEntry } from '../catalogue/service';
import type { Db } from '../db/client';
import { pageCount, pagePaths } from '../sites/service';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org); larger sets are split into numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ['products', 'categories', 'brands', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Where the child sitemaps are served: `/sitemaps/products-1.xml`, `/sitemaps/products-2.xml`, … */
export const SITEMAPS_PREFIX = '/sitemaps/';
export const sitemapFilePath = (kind: SitemapKind, number: number) => `${SITEMAPS_PREFIX}${kind}-${number}.xml`;
const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,6})\\.xml$`);

/** A child sitemap's file name (`products-2.xml`) read back, or null for any other name. */
export function parseSitemapFile(name: string): { kind: SitemapKind; number: number } | null {
  const match = SITEMAP_FILE.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

/**
 * Storefront paths no crawler should index: the shopper's own screens (account, sign-in, checkout and the payment
 * screens under it, order confirmations; shared/src/contracts/routes.ts) and the API.
 */
export const ROBOTS_DISALLOWED = ['/account', '/checkout', '/auth', '/order/', `${API_BASE_PATH}/`];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** How many URLs of each kind the website has: only products it shows (active ones, as the listing decides). */
async function sitemapCounts(db: Db, websiteId: number): Promise<Record<SitemapKind, number>> {
  const [catalogue, pages] = await Promise.all([catalogueSitemapCounts(db, websiteId), pageCount(db, websiteId)]);
  return { ...catalogue, pages };
}

/** One file's worth of a kind's URLs, in a stable order (by id) so the numbered files do not overlap. */
function sitemapEntries(db: Db, websiteId: number, kind: SitemapKind, offset: number, limit: number): Promise<SitemapEntry[]> {
  return kind === 'pages' ? pagePaths(db, websiteId, offset, limit) : catalogueSitemapEntries(db, websiteId, kind, offset, limit);
}

/**
 * An absolute URL of `origin`: the path is appended, never resolved against it, so a stored path such as
 * `//elsewhere.example` stays on this origin. `URL` percent-encodes what a URL cannot hold (`<`, spaces);
 * the sitemap package escapes the rest for XML (`&`).
 */
const absoluteUrl = (origin: string, path: string) => new URL(`${origin}${path}`).href;

/** The package's own validation reports to the server's log, never to the console. */
const reportTo = (log: FastifyBaseLogger) => (error: Error) => log.warn({ err: error }, 'sitemap entry refused by the sitemap writer');

async function written(stream: SitemapStream | SitemapIndexStream, items: unknown[]): Promise<string> {
  Readable.from(items).pipe(stream);
  return (await streamToPromise(stream)).toString('utf8');
}

export interface SitemapOptions {
  /** URLs per child sitemap: SITEMAP_MAX_URLS, lower in tests. */
  urlsPerFile: number;
  log: FastifyBaseLogger;
}

/** The sitemap index of a website: one entry per non-empty child file, absolute URLs of `origin`. */
export async function sitemapIndexXml(db: Db, websiteId: number, origin: string, { urlsPerFile, log }: SitemapOptions): Promise<string> {
  const counts = await sitemapCounts(db, websiteId);
  const files = SITEMAP_KINDS.flatMap((kind) =>
    Array.from({ length: Math.ceil(counts[kind] / urlsPerFile) }, (_, index) => ({ url: absoluteUrl(origin, sitemapFilePath(kind, index + 1)) })),
  );
  log.debug({ websiteId, counts, files: files.length }, 'sitemap index written');
  // Every entry is a URL of this origin built above: a refusal would be a bug, not bad data.
  return written(new SitemapIndexStream({ level: ErrorLevel.THROW }), files);
}

/**
 * One child sitemap (`number` from 1), or null when the website has no URL for it (an empty `urlset` is not a
 * valid sitemap). Files of catalogue kinds are kept in the catalogue cache until a change of the website's
 * catalogue; pages have no change notification (migrations 0004, 0006) and are few: they are read every time.
 */
export function sitemapXml(
  db: Db,
  websiteId: number,
  origin: string,
  kind: SitemapKind,
  number: number,
  { urlsPerFile, log }: SitemapOptions,
): Promise<string | null> {
  const load = async () => {
    const entries = await sitemapEntries(db, websiteId, kind, (number - 1) * urlsPerFile, urlsPerFile);
    if (entries.length === 0) return null;
    const items: SitemapItemLoose[] = entries.map((entry) => ({
      url: absoluteUrl(origin, entry.path),
      ...(entry.lastmod ? { lastmod: entry.lastmod.toISOString() } : {}),
    }));
    const stream = new SitemapStream({
      level: ErrorLevel.WARN,
      errorHandler: reportTo(log),
      xmlns: { news: false, video: false, image: false, xhtml: false },
    });
    const xml = await written(stream, items);
    log.debug({ websiteId, kind, number, urls: items.length }, 'sitemap written');
    return xml;
  };
  const cache = kind === 'pages' ? undefined : catalogueCacheOf(db);
  return cache ? cache.sitemap(websiteId, `${origin}|${kind}|${number}|${urlsPerFile}`, load) : load();
}
