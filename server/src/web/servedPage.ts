/**
 * The shop's page for one request: this visitor's `GET /api/init` answer, a dynamic page's data and the catalogue
 * answers a listing or product page starts with (a product page's carousels too), inlined as JSON; the page's React
 * tree drawn from those same answers by the shell's server renderer (./shellRenderer.ts), with its styles, so the
 * browser shows the page before any script runs and takes it over without a request; the theme's colours and font;
 * the route's SEO head and status (./pageSeo.ts; 404 for nothing to show); a preload hint for the Inter file the page
 * uses; the route's remote scripts (entry, `./routes` chunks), which the shell's template preloads with its own once
 * the page is drawn. The page depends on the visitor; what is the same for every guest without a session may be shared
 * (./pageCache.ts), and the page says when it is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ANSWERS_ELEMENT_ID,
  API_REFUSALS_ELEMENT_ID,
  apiRequestKey,
  DEFAULT_FONT_FAMILY,
  INIT_DATA_ELEMENT_ID,
  listingApiQuery,
  LOGIN_PATH,
  listingScreenApiQuery,
  PAGE_DATA_ELEMENT_ID,
  PRODUCT_CAROUSEL_SIZE,
  readListingParams,
  WEB_APP_MANIFEST_PATH,
  WEB_URL_HEADER,
  type RemoteName,
  type RuntimeConfig,
} from '@storefront/shared/contracts';
import type { NamedNode, RouteHead } from '@storefront/shared/seo';
import { themeCss, themeVariables } from '@storefront/shared/themes';
import { FALLBACK_FONT_STACK, FONT_VARIABLE } from '@storefront/shared/tokens';
import { escapeHtml } from '../http/escapeHtml';
import { sendCompressed, sendPrepared } from './htmlCompression';
import type { PageCache, RenderedPage } from './pageCache';
import type { PageApi } from './pageApi';
import type { RemoteAssets } from './remoteAssets';
import { pageSeo, seoTags } from './pageSeo';
import { matchRoute, type RouteMatch } from './routeRemote';
import type { RenderTree, TreeRequest } from './shellRenderer';

/** Self-hosted families (their @font-face rules are in the shell's index.html). */
const BUNDLED_FONTS = new Set(['inter']);
/** Inter files worth fetching before the CSS asks for them: the latin file, which holds every weight. */
const PRELOADED_FONT_FILES = [/inter-latin-wght-normal\.[0-9a-f]+\.woff2/];
/** The JSON list of the route's remote scripts, which the shell's page template preloads (shell/public/index.html). */
export const REMOTE_SCRIPTS_ELEMENT_ID = 'remote-scripts';

/** The parts of init the head needs (the whole answer is inlined as it came). */
interface InitHead {
  user: unknown;
  pincode?: string | null;
  cart?: { items?: unknown[] } | null;
  web?: { id?: number; name?: string; description?: string; font_family?: string; logo?: string | null };
  navSetting?: { navbar_height?: number; show_logo?: boolean; show_pincode?: boolean; header_template?: number; dynamic_navbar?: boolean };
  webSeo?: { og_title?: string; og_description?: string; meta_keywords?: string; og_image?: string | null };
  categories?: NamedNode[];
  brands?: NamedNode[];
  activetheme?: { theme?: string; colors?: Record<string, string> };
}
interface PageHead {
  seo_title?: string;
  seo_description?: string;
  seo_keyword?: string;
  schema_script?: string | null;
  show_navbar?: boolean;
  data?: { type?: string; data?: unknown; settings?: unknown }[];
}

interface ApiAnswer<T> {
  text: string;
  value: T;
  setCookies: string[];
}

/** An answer's JSON body, or {} for one that is not JSON (a proxy's page). */
function parsedOrEmpty(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return {};
  }
}

/** A JSON script element; `<` is escaped so no text in the data can close the element. */
export const jsonScript = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/** The first family of a CSS font-family list, as the shell reads it (shell/src/session/startup.ts). */
function firstFontFamily(fontFamily: string | null | undefined): string {
  const first = (fontFamily ?? '')
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first || DEFAULT_FONT_FAMILY;
}

/** What the shell's built page references: the Inter files to preload (read once per template). */
export interface ShellTemplateAssets {
  fonts: string[];
}

export function templateAssets(html: string): ShellTemplateAssets {
  const fonts = PRELOADED_FONT_FILES.map((pattern) => html.match(new RegExp(`[^"'()\\s]*${pattern.source}`))?.[0]).filter((url): url is string =>
    Boolean(url),
  );
  return { fonts };
}

/**
 * GET an API path for this visitor, with the headers the browser's call would carry (the proxy's forwarded ones
 * included: the API sees the shopper, not the renderer); `onStatus` hears the answer's status and body whatever they are.
 */
async function apiGet<T>(
  api: PageApi,
  request: FastifyRequest,
  apiPath: string,
  onStatus: (status: number, body: string) => void = () => undefined,
): Promise<ApiAnswer<T> | null> {
  const headers: Record<string, string> = {
    host: request.host,
    [WEB_URL_HEADER]: `${request.protocol}://${request.host}`,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
  // A visitor who has gone meanwhile has no address any more.
  if (request.ip) headers['x-forwarded-for'] = request.ip;
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  let answer: Awaited<ReturnType<PageApi>>;
  try {
    answer = await api(apiPath, headers);
  } catch (err) {
    request.log.warn({ err, apiPath }, 'could not inline an API answer into the page');
    return null;
  }
  onStatus(answer.status, answer.body);
  if (answer.status !== 200) {
    if (answer.status >= 500) request.log.warn({ apiPath, statusCode: answer.status }, 'could not inline an API answer into the page');
    return null;
  }
  return { text: answer.body, value: JSON.parse(answer.body) as T, setCookies: answer.setCookies };
}

/**
 * The catalogue call a listing or product page's first screen makes, named as the API client names it, so the
 * answer written into the page is the one the screen asks for (and no request goes out for it).
 */
export function catalogueFirstCall(pathname: string, search: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() !== 'products') return null;
  if (segments.length === 1) return apiRequestKey('/api/products', listingScreenApiQuery(readListingParams(new URLSearchParams(search))));
  if (segments.length !== 2) return null;
  try {
    return apiRequestKey(`/api/products/${encodeURIComponent(decodeURIComponent(segments[1]))}`);
  } catch {
    return null; // a malformed escape: the screen will ask, and get the API's own answer
  }
}

/**
 * The call of a product page's "similar products" carousel (mfe-catalog ProductDetail: a product carousel of the
 * product's category), named as the API client names it; null for an answer that is not a product.
 */
export function similarProductsCall(product: unknown): string | null {
  const category = (product as { category_slug?: unknown } | null)?.category_slug;
  if (typeof category !== 'string' || !category) return null;
  return apiRequestKey('/api/products', listingApiQuery({ c: [category], perPage: PRODUCT_CAROUSEL_SIZE }));
}

/** The call of a product page's "Frequently bought together" carousel (mfe-catalog BoughtTogether), as the client names it. */
export function boughtTogetherCall(product: unknown): string | null {
  const slug = (product as { slug?: unknown } | null)?.slug;
  if (typeof slug !== 'string' || !slug) return null;
  return apiRequestKey(`/api/products/${encodeURIComponent(slug)}/bought-together`);
}

export interface ServedPageOptions {
  /** Where the page's data is read: this process's API, or the API processes over HTTP (./pageApi.ts). */
  api: PageApi;
  /** Where images are served from (CDN_BASE), for the head's pictures. */
  cdnBase: string;
  remoteAssets: (name: RemoteName) => RemoteAssets;
  /** The shell's server renderer: draws the page's React tree from the answers written into it. */
  renderTree?: RenderTree;
  /** The runtime configuration and environment name the page carries, which the tree is drawn with. */
  runtime: RuntimeConfig;
  environment: string;
}

/** The template's #root with its loading spinner, which a page the server drew replaces (whitespace as built or minified). */
const TEMPLATE_ROOT = /<div id="?root"?>\s*<div id="?app-loading"?[^>]*>\s*<span><\/span>\s*<\/div>\s*<\/div>/;

/** What a page's URL asks for: its route, and the catalogue call a listing or product page's first screen makes. */
interface PageTarget {
  pathname: string;
  search: string;
  route: RouteMatch | null;
  catalogueCall: string | null;
}

function pageTarget(url: string): PageTarget {
  const pathname = url.split('?')[0];
  const search = url.slice(pathname.length);
  const route = matchRoute(pathname);
  return { pathname, search, route, catalogueCall: route?.remote === 'catalog' ? catalogueFirstCall(pathname, search) : null };
}

interface InlinedAnswer {
  call: string;
  answer: ApiAnswer<unknown>;
}

/** The API answers a page is drawn from; null for a call not made or not answered. */
interface PageAnswers {
  init: ApiAnswer<InitHead> | null;
  page: ApiAnswer<PageHead> | null;
  /** The dynamic page call's status; 200 when the route has no dynamic page. */
  pageStatus: number;
  /** The API's answer for a path with no page, which the page carries for its not-found screen. */
  missingPage: unknown;
  catalogue: ApiAnswer<unknown> | null;
  /** A product page's carousels (bought together, similar), in that order; null for one its product does not have. */
  carousels: ({ call: string; answer: ApiAnswer<unknown> | null } | null)[];
  /** The catalogue call's 404 (an unknown product), which the page carries for its not-found screen, by request key. */
  refusals: TreeRequest['pageRefusals'];
}

type DynamicPageAnswer = Pick<PageAnswers, 'page' | 'pageStatus' | 'missingPage'>;
type CatalogueAnswers = Pick<PageAnswers, 'catalogue' | 'carousels' | 'refusals'>;

async function readDynamicPage(api: PageApi, request: FastifyRequest, pathname: string): Promise<DynamicPageAnswer> {
  let pageStatus = 200;
  let missingPage: unknown = undefined;
  const page = await apiGet<PageHead>(api, request, `/api/page/data${pathname}`, (status, body) => {
    pageStatus = status;
    if (status === 404) missingPage = parsedOrEmpty(body);
  });
  return { page, pageStatus, missingPage };
}

async function readCatalogue(api: PageApi, request: FastifyRequest, { route, catalogueCall }: PageTarget): Promise<CatalogueAnswers> {
  const refusals: TreeRequest['pageRefusals'] = {};
  const catalogue = catalogueCall
    ? await apiGet<unknown>(api, request, catalogueCall, (status, body) => {
        if (status === 404) refusals[catalogueCall] = { status, body: parsedOrEmpty(body) };
      })
    : null;
  // A product page's carousels too (bought together, similar): drawn with the page instead of round trips later.
  const calls = route?.screen === 'ProductDetail' && catalogue ? [boughtTogetherCall(catalogue.value), similarProductsCall(catalogue.value)] : [];
  const carousels = await Promise.all(calls.map(async (call) => (call ? { call, answer: await apiGet<unknown>(api, request, call) } : null)));
  return { catalogue, carousels, refusals };
}

/** Reads init, the dynamic page and the catalogue's answers at once. */
async function readPageAnswers(api: PageApi, request: FastifyRequest, target: PageTarget): Promise<PageAnswers> {
  const [init, dynamicPage, catalogue] = await Promise.all([
    apiGet<InitHead>(api, request, '/api/init'),
    target.route?.dynamicPage ? readDynamicPage(api, request, target.pathname) : { page: null, pageStatus: 200, missingPage: undefined },
    readCatalogue(api, request, target),
  ]);
  return { init, ...dynamicPage, ...catalogue };
}

/** Every call made answered (an unknown page or product is a 404 page: not shareable either). */
function allAnswered({ route, catalogueCall }: PageTarget, { init, page, catalogue, carousels }: PageAnswers): boolean {
  return (
    init !== null &&
    (!route?.dynamicPage || page !== null) &&
    (!catalogueCall || catalogue !== null) &&
    carousels.every((carousel) => !carousel || carousel.answer !== null)
  );
}

/** The catalogue and carousel answers the page carries, which its screens start from instead of asking. */
function inlinedAnswers(catalogueCall: string | null, { catalogue, carousels }: PageAnswers): InlinedAnswer[] {
  return [
    ...(catalogueCall && catalogue ? [{ call: catalogueCall, answer: catalogue }] : []),
    ...carousels.flatMap((carousel) => (carousel?.answer ? [{ call: carousel.call, answer: carousel.answer }] : [])),
  ];
}

interface HeadSources {
  seo: RouteHead;
  site: InitHead | undefined;
  route: RouteMatch | null;
  /** The Inter files the shell's template references. */
  fonts: string[];
  remoteAssets: (name: RemoteName) => RemoteAssets;
}

/** The head's elements after the title: SEO, the theme's colours and font, the screen's scripts, the font preloads. */
function headTags({ seo, site, route, fonts, remoteAssets }: HeadSources): string[] {
  const family = firstFontFamily(site?.web?.font_family);
  const bundledFont = BUNDLED_FONTS.has(family.toLowerCase());
  const theme = site?.activetheme ?? {};
  const head = seoTags(seo);
  head.push(`<meta name="theme-color" content="${escapeHtml(themeVariables(theme)['--sf-color-primary'])}">`);
  head.push(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`);
  // The fallback stack is 'Inter Fallback' first: Arial sized like Inter, so the swap does not move text.
  const fontRule = bundledFont ? `:root{${FONT_VARIABLE}:'${family}', ${FALLBACK_FONT_STACK}}` : '';
  head.push(`<style>${themeCss(theme)}${fontRule}</style>`);
  // Guests on a signed-in route are sent to the sign-in screen, which mfe-account renders.
  const screenRoute = route && route.auth && !site?.user ? matchRoute(LOGIN_PATH) : route;
  if (screenRoute) {
    const assets = remoteAssets(screenRoute.remote);
    const screenChunk = assets.screens[screenRoute.screen];
    const scripts = screenChunk ? [...assets.scripts, screenChunk] : assets.scripts;
    // The page's start script preloads them once the first frame is drawn. The federation runtime adds the entry and
    // chunks as plain <script> elements (no crossorigin attribute): the hints match, so the browser reuses them. It
    // never fetches the manifest: the server reads it for these hints.
    if (scripts.length > 0) head.push(jsonScript(REMOTE_SCRIPTS_ELEMENT_ID, JSON.stringify(scripts)));
  }
  if (bundledFont) for (const href of fonts) head.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`);
  return head;
}

/** The JSON elements the page ends with: init, the dynamic page (or its absence), the inlined answers, the refusals. */
function dataScripts(pathname: string, { init, page, missingPage, refusals }: PageAnswers, inlined: InlinedAnswer[]): string[] {
  const data: string[] = [];
  if (init) data.push(jsonScript(INIT_DATA_ELEMENT_ID, init.text));
  if (page) data.push(jsonScript(PAGE_DATA_ELEMENT_ID, `{"path":${JSON.stringify(pathname)},"data":${page.text}}`));
  else if (missingPage !== undefined) data.push(jsonScript(PAGE_DATA_ELEMENT_ID, JSON.stringify({ path: pathname, missing: missingPage })));
  if (inlined.length > 0)
    data.push(jsonScript(API_ANSWERS_ELEMENT_ID, `{${inlined.map(({ call, answer }) => `${JSON.stringify(call)}:${answer.text}`).join(',')}}`));
  if (Object.keys(refusals).length > 0) data.push(jsonScript(API_REFUSALS_ELEMENT_ID, JSON.stringify(refusals)));
  return data;
}

/** The template with the title, head elements, data and drawn tree in; `treeInPage` says the tree replaced the spinner. */
function filledTemplate(
  template: string,
  title: string,
  head: string[],
  data: string[],
  treeRoot: string | null,
): { html: string; treeInPage: boolean } {
  let html = template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const headAt = html.includes('</title>') ? '</title>' : '</head>';
  html = html.replace(headAt, () => (headAt === '</title>' ? `</title>${head.join('')}` : `${head.join('')}</head>`));
  html = html.replace('</body>', () => `${data.join('')}</body>`);
  // Without the renderer (a shell built without it) or when it fails, the template's spinner stays and the browser draws.
  const drawn = treeRoot !== null ? html.replace(TEMPLATE_ROOT, () => treeRoot) : html;
  return { html: drawn, treeInPage: treeRoot !== null && drawn !== html };
}

/** Set-Cookie lines of every answer, in the order the calls were made. */
function answeredCookies({ init, page, catalogue, carousels }: PageAnswers): string[] {
  return [
    ...(init?.setCookies ?? []),
    ...(page?.setCookies ?? []),
    ...(catalogue?.setCookies ?? []),
    ...carousels.flatMap((carousel) => carousel?.answer?.setCookies ?? []),
  ];
}

export function createServedPage({ api, cdnBase, remoteAssets, renderTree, runtime, environment }: ServedPageOptions) {
  let assetsOf: { template: string; assets: ShellTemplateAssets } | null = null;
  const shellAssets = (template: string) => {
    if (assetsOf?.template !== template) assetsOf = { template, assets: templateAssets(template) };
    return assetsOf.assets;
  };

  return async function render(request: FastifyRequest, template: string): Promise<RenderedPage> {
    const target = pageTarget(request.url);
    const { pathname, route } = target;
    const answers = await readPageAnswers(api, request, target);
    const site = answers.init?.value;
    const notFound = answers.pageStatus === 404 || (route?.screen === 'ProductDetail' && Object.keys(answers.refusals).length > 0);
    const seo = pageSeo({
      route,
      pathname,
      search: target.search,
      site,
      page: answers.page?.value,
      catalogue: answers.catalogue?.value,
      notFound,
      origin: `${request.protocol}://${request.host}`,
      cdnBase,
    });
    const inlined = inlinedAnswers(target.catalogueCall, answers);
    const tree =
      site && renderTree
        ? await renderTree(
            {
              url: request.url,
              init: site,
              pageAnswers: Object.fromEntries(inlined.map(({ call, answer }) => [call, answer.value])),
              pageRefusals: answers.refusals,
              pageData: answers.page?.value ?? null,
              missingPage: answers.missingPage,
              runtime,
              environment,
            },
            request.log,
          )
        : null;
    const head = headTags({ seo, site, route, fonts: shellAssets(template).fonts, remoteAssets });
    // The tree's styles come after the theme's variables, which they use.
    if (tree) head.push(tree.styles);
    const { html, treeInPage } = filledTemplate(template, seo.title, head, dataScripts(pathname, answers, inlined), tree?.root ?? null);
    const setCookies = answeredCookies(answers);
    const websiteId = site?.web?.id;
    const anyGuest = site && !site.user && !site.pincode && !site.cart?.items?.length && setCookies.length === 0;
    return {
      html,
      status: notFound ? 404 : 200,
      setCookies,
      shareable:
        !notFound && allAnswered(target, answers) && treeInPage && tree?.complete && anyGuest && typeof websiteId === 'number'
          ? { websiteId, readsSales: route?.screen === 'ProductDetail' }
          : null,
    };
  };
}

export type ServedPage = ReturnType<typeof createServedPage>;

export interface PageSenderOptions {
  /** The shell's built page, with the runtime configuration (./apps.ts createShellPage); null when not there. */
  template: () => string | null;
  page: ServedPage;
  /** The Content-Security-Policy for a version of the template. */
  csp: (html: string) => string;
  /** What a 503 says while there is no shell build to serve. */
  missingShell: string;
  /** Where pages any guest may have are kept (./pageCache.ts); without it every page is drawn for its request. */
  cache?: PageCache;
}

/** Answers a page request with the served page (single process and the shell's deployable alike). */
export function createPageSender({ template, page, csp, missingShell, cache }: PageSenderOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const shell = template();
    if (!shell) return reply.code(503).type('text/plain').send(missingShell);
    const key = cache?.keyOf(request);
    const served = cache && key ? await cache.pageFor(key, shell, () => page(request, shell)) : { kept: null, drawn: await page(request, shell) };
    // The page may carry this visitor's init answer: revalidated every time and never stored by a shared cache.
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('content-security-policy', csp(shell))
      .type('text/html; charset=utf-8');
    // A shared page is a 200 that set no cookie (./pageCache.ts).
    if (served.kept) return sendPrepared(request, reply, served.kept);
    for (const line of served.drawn.setCookies) reply.header('set-cookie', line);
    // A path with no page and an unknown product are 404s for crawlers; the page is the same (the app says "not found").
    reply.code(served.drawn.status);
    return sendCompressed(request, reply, served.drawn.html);
  };
}
