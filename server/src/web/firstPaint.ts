/**
 * The shell's page for one request, so the first render needs no round trip: this visitor's `GET /api/init` answer,
 * a dynamic page's data and the catalogue answer a listing or product page starts with (a product page's similar
 * products too), inlined as JSON; the theme's colours and font before any script runs; the route's SEO head and
 * status (./pageSeo.ts; 404 for nothing to show); a first frame with the shop's name and, on phones, the
 * page's largest pictures (./bootFrame.ts); preload hints for the picture of a banner that opens the page and the
 * Inter file the first render uses; the route's remote scripts (entry, `./routes` chunks), which the shell's template
 * preloads with its own once the first frame is drawn. The page depends on the visitor: it is never shared.
 */
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import {
  API_ANSWERS_ELEMENT_ID,
  API_BASE_PATH,
  apiRequestKey,
  aspectRatios,
  BANNER_IMAGE_VARIANT,
  cdnImageUrl,
  DEFAULT_FONT_FAMILY,
  HERO_BANNER_ASPECT,
  heroSettingsSchema,
  heroSlidesSchema,
  imageBannerDataSchema,
  INIT_DATA_ELEMENT_ID,
  listingApiQuery,
  listingScreenApiQuery,
  PAGE_DATA_ELEMENT_ID,
  PRODUCT_CAROUSEL_SIZE,
  readListingParams,
  type ListingParams,
  WEB_URL_HEADER,
  type RemoteName,
  type RuntimeConfig,
} from '@storefront/shared/contracts';
import type { NamedNode } from '@storefront/shared/seo';
import { themeCss, themeVariables } from '@storefront/shared/themes';
import { breakpoints, FALLBACK_FONT_STACK, FONT_VARIABLE } from '@storefront/shared/tokens';
import { escapeHtml } from '../http/escapeHtml';
import { BOOT_SPINNER, bootFrameHtml, type FramePicture } from './bootFrame';
import type { RemoteAssets } from './remoteAssets';
import { pageSeo, seoTags } from './pageSeo';
import { matchRoute } from './routeRemote';
import type { RenderTree } from './shellRenderer';

/** Self-hosted families (their @font-face rules are in the shell's index.html). */
const BUNDLED_FONTS = new Set(['inter']);
/** Inter files worth fetching before the CSS asks for them: the latin file, which holds every weight. */
const PRELOADED_FONT_FILES = [/inter-latin-wght-normal\.[0-9a-f]+\.woff2/];
/** The JSON list of the route's remote scripts, which the shell's page template preloads (shell/public/index.html). */
export const REMOTE_SCRIPTS_ELEMENT_ID = 'remote-scripts';

/** The parts of init the head needs (the whole answer is inlined as it came). */
interface InitHead {
  user: unknown;
  web?: { name?: string; description?: string; font_family?: string; logo?: string | null };
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
 * GET an API path for this visitor, through the same routes, hooks and session handling as the browser's call;
 * `onStatus` hears the answer's status whatever it is.
 */
async function apiGet<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  onStatus: (status: number) => void = () => undefined,
): Promise<ApiAnswer<T> | null> {
  const headers: Record<string, string> = {
    host: request.host,
    [WEB_URL_HEADER]: `${request.protocol}://${request.host}`,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
  };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  let response: LightMyRequestResponse;
  try {
    response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${apiPath}`, headers });
  } catch (err) {
    request.log.warn({ err, apiPath }, 'could not inline an API answer into the page');
    return null;
  }
  onStatus(response.statusCode);
  if (response.statusCode !== 200) {
    if (response.statusCode >= 500) request.log.warn({ apiPath, statusCode: response.statusCode }, 'could not inline an API answer into the page');
    return null;
  }
  const setCookie = response.headers['set-cookie'];
  return {
    text: response.body,
    value: JSON.parse(response.body) as T,
    setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
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

/** A banner's picture: wide art, and the phone art below the md breakpoint when it has one. */
interface BannerPictureSources {
  image: string;
  image_sm: string | null;
}

/**
 * The first picture of a page whose first component is a banner (its largest paint), read with the component's
 * contract as the pages remote reads it; null for any other page.
 */
export function openingPicture(page: PageHead | undefined): BannerPictureSources | null {
  const first = page?.data?.[0];
  if (first?.type === 'hero_banner') {
    const slides = heroSlidesSchema.safeParse(first.data);
    return slides.success ? slides.data[0] : null;
  }
  if (first?.type === 'image_banner') {
    const banner = imageBannerDataSchema.safeParse(first.data);
    return banner.success ? banner.data : null;
  }
  return null;
}

/**
 * Preload hints for a banner picture, one per art the browser's <picture> picks at each width (the pages remote's
 * BannerPicture: `image_sm` below the md breakpoint, `image` from it), so only the one it will show is fetched.
 */
export function pictureHints({ image, image_sm: imageSm }: BannerPictureSources, cdnBase: string): string[] {
  const hint = (src: string, media: string | null) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(cdnImageUrl(src, cdnBase, BANNER_IMAGE_VARIANT))}"${
      media ? ` media="${escapeHtml(media)}"` : ''
    }>`;
  if (!imageSm) return [hint(image, null)];
  return [hint(image, `(min-width: ${breakpoints.md}px)`), hint(imageSm, `(max-width: ${breakpoints.md - 1}px)`)];
}

/** A listing's first screen: the catalogue's answer and the address bar's filters. */
export interface FrameListing {
  answer: unknown;
  params: ListingParams;
}

/**
 * The page's largest pictures for the first frame, where the frame draws them as the app does: below the standard
 * navbar in its default look, a hero banner opening a dynamic page, a product page's picture or a listing's first
 * products. Null otherwise (a custom navbar or another look has rows of its own; a page without the navbar; an empty
 * listing; any other opening).
 */
export function framePicture(
  site: InitHead | undefined,
  page: PageHead | undefined,
  product: unknown,
  cdnBase: string,
  listing: FrameListing | null = null,
): FramePicture | null {
  const nav = site?.navSetting;
  if (nav?.dynamic_navbar || (nav?.header_template ?? 1) !== 1 || page?.show_navbar === false) return null;
  if (listing) {
    const products = (listing.answer as { data?: { image?: unknown }[] } | null)?.data;
    if (!products?.length || products.some(({ image }) => typeof image !== 'string')) return null;
    // The listing shows a row of tags, one per filter, when the address bar holds any.
    const filtered = listing.params.c.length > 0 || listing.params.b.length > 0;
    return { kind: 'listing', srcs: products.map(({ image }) => cdnImageUrl(image as string, cdnBase)), filtered };
  }
  const first = page?.data?.[0];
  if (first?.type === 'hero_banner') {
    const slides = heroSlidesSchema.safeParse(first.data);
    if (!slides.success) return null;
    const settings = heroSettingsSchema.safeParse(first.settings ?? {});
    const { image, image_sm: imageSm } = slides.data[0];
    return {
      kind: 'banner',
      src: cdnImageUrl(image, cdnBase, BANNER_IMAGE_VARIANT),
      srcSm: imageSm ? cdnImageUrl(imageSm, cdnBase, BANNER_IMAGE_VARIANT) : null,
      ratios: aspectRatios(settings.success ? settings.data.aspect : undefined, HERO_BANNER_ASPECT),
      fullpage: (settings.success ? settings.data.fullpage : undefined) ?? true,
    };
  }
  const shown = product as { medias?: { src?: unknown }[]; image?: unknown } | null;
  const src = shown?.medias?.length ? shown.medias[0]?.src : shown?.image;
  return typeof src === 'string' && src ? { kind: 'product', src: cdnImageUrl(src, cdnBase) } : null;
}

export interface FirstPaintOptions {
  app: FastifyInstance;
  /** Where images are served from (CDN_BASE), for the logo in the first frame. */
  cdnBase: string;
  remoteAssets: (name: RemoteName) => RemoteAssets;
  /** The shell's server renderer: draws the page's React tree from the answers written into it. */
  renderTree?: RenderTree;
  /** The runtime configuration and environment name the page carries, which the tree is drawn with. */
  runtime: RuntimeConfig;
  environment: string;
}

/** The template's #root, holding its loading spinner until the page is drawn. */
const TEMPLATE_ROOT = new RegExp(`<div id="?root"?>${BOOT_SPINNER.source}</div>`);

export interface RenderedPage {
  html: string;
  /** 404 when the path has no page or names no product (the app shows its not-found screen), else 200. */
  status: number;
  /** Set-Cookie lines the inlined API calls answered with (the browser would have received them from init). */
  setCookies: string[];
}

export function createFirstPaint({ app, cdnBase, remoteAssets, renderTree, runtime, environment }: FirstPaintOptions) {
  let assetsOf: { template: string; assets: ShellTemplateAssets } | null = null;
  const shellAssets = (template: string) => {
    if (assetsOf?.template !== template) assetsOf = { template, assets: templateAssets(template) };
    return assetsOf.assets;
  };

  return async function render(request: FastifyRequest, template: string): Promise<RenderedPage> {
    const pathname = request.url.split('?')[0];
    const search = request.url.slice(pathname.length);
    const route = matchRoute(pathname);
    const catalogueCall = route?.remote === 'catalog' ? catalogueFirstCall(pathname, search) : null;
    let pageStatus = 200;
    let catalogueStatus = 200;
    const [init, page, [catalogue, ...carousels]] = await Promise.all([
      apiGet<InitHead>(app, request, '/api/init'),
      route?.dynamicPage ? apiGet<PageHead>(app, request, `/api/page/data${pathname}`, (status) => (pageStatus = status)) : null,
      (async () => {
        const answer = catalogueCall ? await apiGet<unknown>(app, request, catalogueCall, (status) => (catalogueStatus = status)) : null;
        // A product page's carousels too (bought together, similar): drawn with the page instead of round trips later.
        const calls = route?.screen === 'ProductDetail' && answer ? [boughtTogetherCall(answer.value), similarProductsCall(answer.value)] : [];
        const carouselAnswers = await Promise.all(
          calls.map(async (call) => (call ? { call, answer: await apiGet<unknown>(app, request, call) } : null)),
        );
        return [answer, ...carouselAnswers] as const;
      })(),
    ]);
    const site = init?.value;
    const { fonts } = shellAssets(template);
    const notFound = pageStatus === 404 || (route?.screen === 'ProductDetail' && catalogueStatus === 404);
    const seo = pageSeo({
      route,
      pathname,
      search,
      site,
      page: page?.value,
      catalogue: catalogue?.value,
      notFound,
      origin: `${request.protocol}://${request.host}`,
      cdnBase,
    });
    const family = firstFontFamily(site?.web?.font_family);
    const bundledFont = BUNDLED_FONTS.has(family.toLowerCase());
    const theme = site?.activetheme ?? {};

    const head = seoTags(seo);
    head.push(`<meta name="theme-color" content="${escapeHtml(themeVariables(theme)['--sf-color-primary'])}">`);
    // The fallback stack is 'Inter Fallback' first: Arial sized like Inter, so the swap does not move text.
    const fontRule = bundledFont ? `:root{${FONT_VARIABLE}:'${family}', ${FALLBACK_FONT_STACK}}` : '';
    head.push(`<style>${themeCss(theme)}${fontRule}</style>`);
    const picture = openingPicture(page?.value);
    if (picture) head.push(...pictureHints(picture, cdnBase));
    // Guests on a signed-in route are sent to the sign-in screen, which mfe-account renders.
    const signIn = route && route.auth && !site?.user;
    const remote = signIn ? 'account' : route?.remote;
    if (remote) {
      const assets = remoteAssets(remote);
      const screenChunk = route && !signIn ? assets.screens[route.screen] : undefined;
      const scripts = screenChunk ? [...assets.scripts, screenChunk] : assets.scripts;
      // The page's start script preloads them once the first frame is drawn. The federation runtime adds the entry and
      // chunks as plain <script> elements (no crossorigin attribute): the hints match, so the browser reuses them. It
      // never fetches the manifest: the server reads it for these hints.
      if (scripts.length > 0) head.push(jsonScript(REMOTE_SCRIPTS_ELEMENT_ID, JSON.stringify(scripts)));
    }
    if (bundledFont) for (const href of fonts) head.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`);

    const data: string[] = [];
    if (init) data.push(jsonScript(INIT_DATA_ELEMENT_ID, init.text));
    if (page) data.push(jsonScript(PAGE_DATA_ELEMENT_ID, `{"path":${JSON.stringify(pathname)},"data":${page.text}}`));
    const inlined = [
      ...(catalogueCall && catalogue ? [{ call: catalogueCall, answer: catalogue }] : []),
      ...carousels.flatMap((carousel) => (carousel?.answer ? [{ call: carousel.call, answer: carousel.answer }] : [])),
    ];
    if (inlined.length > 0)
      data.push(jsonScript(API_ANSWERS_ELEMENT_ID, `{${inlined.map(({ call, answer }) => `${JSON.stringify(call)}:${answer.text}`).join(',')}}`));

    let html = template;
    if (seo.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(seo.title)}</title>`);
    const headAt = html.includes('</title>') ? '</title>' : '</head>';
    html = html.replace(headAt, () => (headAt === '</title>' ? `</title>${head.join('')}` : `${head.join('')}</head>`));
    html = html.replace('</body>', () => `${data.join('')}</body>`);
    const tree =
      site && renderTree
        ? await renderTree(
            {
              url: request.url,
              init: site,
              pageAnswers: Object.fromEntries(inlined.map(({ call, answer }) => [call, answer.value])),
              pageData: page?.value ?? null,
              runtime,
              environment,
            },
            request.log,
          )
        : null;
    if (tree) {
      html = html.replace(TEMPLATE_ROOT, () => tree);
    } else if (site?.web) {
      const product = route?.screen === 'ProductDetail' ? catalogue?.value : null;
      const listing =
        route?.screen === 'ProductList' && catalogue ? { answer: catalogue.value, params: readListingParams(new URLSearchParams(search)) } : null;
      const frame = bootFrameHtml(
        {
          name: site.web.name,
          logo: site.web.logo,
          navbarHeight: site.navSetting?.navbar_height,
          showLogo: site.navSetting?.show_logo,
          showPincode: site.navSetting?.show_pincode,
        },
        cdnBase,
        framePicture(site, page?.value, product, cdnBase, listing),
      );
      html = html.replace(BOOT_SPINNER, () => frame);
    }
    return {
      html,
      status: notFound ? 404 : 200,
      setCookies: [
        ...(init?.setCookies ?? []),
        ...(page?.setCookies ?? []),
        ...(catalogue?.setCookies ?? []),
        ...carousels.flatMap((carousel) => carousel?.answer?.setCookies ?? []),
      ],
    };
  };
}
