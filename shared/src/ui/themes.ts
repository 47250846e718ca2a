/**
 * The themes: the built-in palettes (the colour values of tokens.ts's roles) and the CSS variables of a site's
 * theme. The server writes a page's variables into its head (`themeCss`) before any script runs, so the browser
 * needs this module only to apply a theme the page did not carry (shell/src/session/startup.ts loads it then): it is
 * not in the UI kit's entry, and no first visit downloads it.
 */
import { DEFAULT_THEME } from '../contracts/constants';
import { COLOR_ROLES, colorVariable, type ColorRole } from './tokens';

/** Built-in palettes; the site's colours override them role by role. */
export const THEME_PALETTES: Record<'light' | 'dark', Record<ColorRole, string>> = {
  light: {
    primary: '#0c831f',
    primaryHover: '#0a6d1a',
    onPrimary: '#ffffff',
    primarySoft: '#f0f9f1',
    secondary: '#f8cb46',
    onSecondary: '#1f2a1f',
    accent: '#e23744',
    background: '#ffffff',
    surface: '#f5f7f5',
    surfaceRaised: '#ffffff',
    text: '#1f2a1f',
    textMuted: '#566157',
    border: '#e1e6e1',
    borderStrong: '#b9c2b9',
    focus: '#1a73e8',
    danger: '#c62828',
    dangerSoft: '#fdecea',
    success: '#1b7a34',
    successSoft: '#e6f4ea',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    overlay: 'rgba(15, 23, 15, 0.55)',
    skeleton: '#e9ede9',
  },
  dark: {
    primary: '#3cc35a',
    primaryHover: '#5bd276',
    onPrimary: '#0b160d',
    primarySoft: '#17301c',
    secondary: '#f8cb46',
    onSecondary: '#1f2a1f',
    accent: '#ff6b75',
    background: '#101510',
    surface: '#182018',
    surfaceRaised: '#1e281e',
    text: '#eef3ee',
    textMuted: '#a9b5a9',
    border: '#2c372c',
    borderStrong: '#4a574a',
    focus: '#8ab4f8',
    danger: '#ff8a80',
    dangerSoft: '#3b1d1b',
    success: '#6fdc8c',
    successSoft: '#173322',
    warning: '#ffcc66',
    warningSoft: '#3a2f12',
    overlay: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#263026',
  },
};

export interface ThemeInput {
  theme?: string | null;
  colors?: Record<string, string> | null;
}

/**
 * The shades of the primary colour a site with a primary of its own still needs when it does not set them (hover,
 * the chosen pack's tint): mixed from its primary, not left at the palette's green. Towards the text colour (darker
 * on a light theme, lighter on a dark one) and towards the background, faint enough that the primary on the tint
 * still reads at 4.5:1 wherever the primary does on the background.
 */
const PRIMARY_SHADES: Partial<Record<ColorRole, (primary: string) => string>> = {
  primaryHover: (primary) => `color-mix(in srgb, ${primary} 85%, var(${colorVariable('text')}))`,
  primarySoft: (primary) => `color-mix(in srgb, ${primary} 5%, var(${colorVariable('background')}))`,
};

/** The CSS variables of a theme: the palette of its name (default 'light'), then the site's own colours. */
export function themeVariables(input: ThemeInput = {}): Record<string, string> {
  const name = input.theme === 'dark' ? 'dark' : DEFAULT_THEME;
  const palette = THEME_PALETTES[name as keyof typeof THEME_PALETTES];
  const variables: Record<string, string> = {};
  for (const role of COLOR_ROLES) variables[colorVariable(role)] = palette[role];
  const own = new Set<ColorRole>();
  for (const [role, value] of Object.entries(input.colors ?? {})) {
    if ((COLOR_ROLES as readonly string[]).includes(role) && typeof value === 'string' && value.trim()) {
      variables[colorVariable(role as ColorRole)] = value.trim();
      own.add(role as ColorRole);
    }
  }
  if (own.has('primary') && variables[colorVariable('primary')] !== palette.primary) {
    for (const [role, shade] of Object.entries(PRIMARY_SHADES) as Array<[ColorRole, (primary: string) => string]>) {
      if (!own.has(role)) variables[colorVariable(role)] = shade(variables[colorVariable('primary')]);
    }
  }
  return variables;
}

/** The `:root { … }` rule of a theme, for the page head (the server writes it before any script runs). */
export function themeCss(input: ThemeInput = {}): string {
  const body = Object.entries(themeVariables(input))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}

/** Applies a theme to the document (client side, e.g. after a website switch). */
export function applyThemeVariables(input: ThemeInput, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = input.theme === 'dark' ? 'dark' : DEFAULT_THEME;
  for (const [name, value] of Object.entries(themeVariables(input))) root.style.setProperty(name, value);
}
