/**
 * The design tokens: the one module that holds colour values, spacing, radius, type scale, breakpoints, layers
 * and motion. Components take every visual value from here; colours are CSS variables so the site's theme
 * (init `activetheme`: theme name + colours) restyles every app without a rebuild.
 */
import { DEFAULT_THEME } from '../contracts/constants';

/** Theme colour roles. A site's `activetheme.colors` may set any of them by name (e.g. `primary`). */
export const COLOR_ROLES = [
  'primary',
  'primaryHover',
  'onPrimary',
  'primarySoft',
  'secondary',
  'onSecondary',
  'accent',
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focus',
  'danger',
  'dangerSoft',
  'success',
  'successSoft',
  'warning',
  'warningSoft',
  'overlay',
  'skeleton',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
export const colorVariable = (role: ColorRole) => `--sf-color-${kebab(role)}`;

/** `color.primary` is `var(--sf-color-primary)`: what a component writes instead of a literal. */
export const color = Object.fromEntries(COLOR_ROLES.map((role) => [role, `var(${colorVariable(role)})`])) as Record<ColorRole, string>;

export const FONT_VARIABLE = '--sf-font';
/** System fonts with metrics close to Inter, used until (and if) the web font loads. */
export const FALLBACK_FONT_STACK = "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** The 4 px spacing scale. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' } as const;

export const font = {
  family: `var(${FONT_VARIABLE}, ${FALLBACK_FONT_STACK})`,
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px', '2xl': '24px', '3xl': '30px' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Breakpoints of the design: 640 (large phones), 768 (tablets), 1024 (desktops). */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;
export const mq = {
  smUp: `@media (min-width: ${breakpoints.sm}px)`,
  mdUp: `@media (min-width: ${breakpoints.md}px)`,
  lgUp: `@media (min-width: ${breakpoints.lg}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 1}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
} as const;

export const layout = {
  contentMaxWidth: '1280px',
  borderWidth: '1px',
  focusRingWidth: '2px',
  controlHeight: '40px',
  controlHeightSm: '32px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 16, 0.08)',
  md: '0 4px 12px rgba(16, 24, 16, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 16, 0.18)',
} as const;

/** Stacking order: sticky bars under panels under dialogs under toasts. */
export const zIndex = { sticky: 50, drawer: 900, modal: 1000, popper: 1100, toast: 1200, progress: 1300 } as const;

export const motion = { fast: '150ms', normal: '200ms', slow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** A visible keyboard focus ring, the same everywhere. */
export const focusRing = { outline: `${layout.focusRingWidth} solid ${color.focus}`, outlineOffset: '2px' } as const;

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
