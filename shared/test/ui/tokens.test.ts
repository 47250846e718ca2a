import { THEME_PALETTES, themeVariables } from '../../src/ui/themes';
import type { ColorRole } from '../../src/ui/tokens';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** Text roles on the backgrounds the UI kit puts them on (Tag, ghost Button, current menu item, chosen pack, …). */
const TEXT_ON_BACKGROUND: Array<[ColorRole, ColorRole]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['danger', 'dangerSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
];

describe.each(Object.entries(THEME_PALETTES))('the %s palette', (_name, palette) => {
  it.each(TEXT_ON_BACKGROUND)('%s on %s reaches 4.5:1 (WCAG AA for body text)', (text, background) => {
    expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe("a site's own colours", () => {
  it('shade its hover and soft tint from its primary when it sets only the primary, not the palette green', () => {
    const variables = themeVariables({ colors: { primary: '#7a3e9d' } });
    expect(variables['--sf-color-primary']).toBe('#7a3e9d');
    expect(variables['--sf-color-primary-hover']).toBe('color-mix(in srgb, #7a3e9d 85%, var(--sf-color-text))');
    expect(variables['--sf-color-primary-soft']).toBe('color-mix(in srgb, #7a3e9d 5%, var(--sf-color-background))');
  });

  it('keep the shades the site sets itself, and the palette without a primary of its own', () => {
    expect(themeVariables({ colors: { primary: '#7a3e9d', primarySoft: '#f3ecf7' } })['--sf-color-primary-soft']).toBe('#f3ecf7');
    expect(themeVariables({ colors: { accent: '#d1495b' } })['--sf-color-primary-soft']).toBe(THEME_PALETTES.light.primarySoft);
    // A site whose primary is the palette's keeps the palette's own shades.
    expect(themeVariables({ colors: { primary: THEME_PALETTES.light.primary } })['--sf-color-primary-hover']).toBe(THEME_PALETTES.light.primaryHover);
  });
});
