/** What the shell does once at start: load the site data (GET /api/init), fill the shared stores, apply theme and font. */
import { api, applyInitData } from '@storefront/shared/runtime';
import { DEFAULT_FONT_FAMILY, MESSAGES, type InitData } from '@storefront/shared';

/** Fonts are self-hosted; each entry loads one family's weights (spec: 400, 500, 600, 700, 800). */
const FONT_LOADERS: Record<string, () => Promise<unknown>> = {
  inter: () =>
    Promise.all([
      import('@fontsource/inter/400.css'),
      import('@fontsource/inter/500.css'),
      import('@fontsource/inter/600.css'),
      import('@fontsource/inter/700.css'),
      import('@fontsource/inter/800.css'),
    ]),
};

/** The first family of a CSS font-family list, e.g. "'Inter', sans-serif" → Inter. */
export function firstFontFamily(fontFamily: string | null | undefined): string {
  const first = (fontFamily ?? '').split(',')[0]?.trim().replace(/^['"]|['"]$/g, '');
  return first || DEFAULT_FONT_FAMILY;
}

export async function loadFont(fontFamily: string | null | undefined): Promise<void> {
  const family = firstFontFamily(fontFamily);
  const loader = FONT_LOADERS[family.toLowerCase()];
  if (!loader) {
    console.warn(`Font ${family} is not bundled; using the system font`);
    return;
  }
  await loader();
  document.documentElement.style.setProperty('--sf-font', `'${family}', system-ui, sans-serif`);
}

export function applyTheme(init: InitData): void {
  const root = document.documentElement;
  root.dataset.theme = init.activetheme.theme;
  for (const [name, value] of Object.entries(init.activetheme.colors)) root.style.setProperty(`--sf-${name}`, value);
  document.title = init.webSeo.og_title || init.web.name;
}

/** Returns the init data, or false when the API could not be reached (spec: init returns false on failure). */
export async function startSession(onError: (error: unknown) => void): Promise<InitData | false> {
  const init = await api.init(onError);
  if (!init) return false;
  if (!init.web.id) console.error(MESSAGES.websiteNotFound);
  applyInitData(init);
  applyTheme(init);
  void loadFont(init.web.font_family).catch(onError);
  return init;
}
