/** What the shell does once at start: load the site data (GET /api/init), fill the shared stores, apply theme and font. */
import { apiClient, applyInitData, queryClient } from '@storefront/shared/runtime';
import { DEFAULT_FONT_FAMILY, initDataSchema, MESSAGES, type InitData } from '@storefront/shared';
import { FALLBACK_FONT_STACK, FONT_VARIABLE } from '@storefront/shared/ui';
import { nextTask } from '../tasks';
import { readInlinedInit, readInlinedPage, seedPageQuery } from './inlineData';

/**
 * Self-hosted families. Their @font-face rules (weights 400–800, latin and latin-ext, font-display: swap) are in
 * the page itself (public/index.html), so no script loads a font.
 */
const BUNDLED_FONTS = new Set(['inter']);

/** The first family of a CSS font-family list, e.g. "'Inter', sans-serif" → Inter. */
export function firstFontFamily(fontFamily: string | null | undefined): string {
  const first = (fontFamily ?? '')
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first || DEFAULT_FONT_FAMILY;
}

/** The `--sf-font` value for a site's font, or null when that family is not bundled. */
export function fontStack(fontFamily: string | null | undefined): string | null {
  const family = firstFontFamily(fontFamily);
  return BUNDLED_FONTS.has(family.toLowerCase()) ? `'${family}', ${FALLBACK_FONT_STACK}` : null;
}

export async function loadFont(fontFamily: string | null | undefined): Promise<void> {
  const stack = fontStack(fontFamily);
  if (!stack) {
    console.warn(`Font ${firstFontFamily(fontFamily)} is not bundled; using the system font`);
    return;
  }
  document.documentElement.style.setProperty(FONT_VARIABLE, stack);
}

/**
 * Applies the theme of an init the page did not carry, and the site's title. A page that carried its init has both
 * already (the server wrote the theme's variables into its head, and the path's own title), so the palettes are
 * loaded only here: no first visit downloads them.
 */
export async function applyTheme(init: InitData): Promise<void> {
  const { applyThemeVariables } = await import('@storefront/shared/themes');
  applyThemeVariables(init.activetheme);
  document.title = init.webSeo.og_title || init.web.name;
}

/** Puts the page answer the server inlined for this URL into the query cache, so the dynamic page renders at once. */
function seedInlinedPageData(): void {
  const { pathname } = window.location;
  const page = readInlinedPage(pathname);
  if (page) seedPageQuery(queryClient, pathname, page);
}

/** GET /api/init; on failure false, after reporting the error through `onError`. */
async function fetchInit(onError: (error: unknown) => void): Promise<InitData | false> {
  try {
    return await apiClient.get('/api/init', { schema: initDataSchema });
  } catch (error) {
    onError(error);
    return false;
  }
}

/**
 * Returns the init data, or false when the API could not be reached (the error goes to `onError`). Init the server
 * inlined is read in this task and put into the stores in the next: each is some tens of ms on a phone.
 */
export async function startSession(onError: (error: unknown) => void): Promise<InitData | false> {
  seedInlinedPageData();
  const inlined = readInlinedInit();
  if (inlined) await nextTask();
  const init = inlined ?? (await fetchInit(onError));
  if (!init) return false;
  if (!init.web.id) console.error(MESSAGES.websiteNotFound);
  applyInitData(init);
  // The server's page already has this path's theme and title (a dynamic page's own SEO title, say): keep them.
  if (!inlined) void applyTheme(init).catch(onError);
  void loadFont(init.web.font_family).catch(onError);
  return init;
}
