/**
 * The design tokens: the one module that holds colour values, spacing, radius, type scale, breakpoints, layers
 * and motion. Components take every visual value from here; colours are CSS variables so the site's theme
 * (init `activetheme`: theme name + colours) restyles every app without a rebuild. The values of those variables,
 * the built-in palettes, are in themes.ts: the server writes them into the page, so no first visit downloads them.
 */
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
