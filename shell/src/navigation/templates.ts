/**
 * The site's navbar templates (1–5: where logo, pincode, search and the account/cart buttons sit) and header
 * templates (1–4: how the header looks), as CSS grid areas and styles. Phones share one arrangement: the drawer
 * button, logo and buttons (with a search button) on the first row, the pincode on the second, and the search box on
 * a third once the search button has opened it.
 */
import type { CSSObject } from '@emotion/react';
import { color, layout, shadow } from '@storefront/shared/ui';

export type BarArea = 'menu' | 'logo' | 'pincode' | 'search' | 'actions';

/** grid-template-areas from 768 px, by navbar template. */
export const NAVBAR_TEMPLATE_AREAS: Record<number, string[]> = {
  1: ['logo pincode search actions'],
  2: ['logo search pincode actions'],
  3: ['pincode logo actions', 'search search search'],
  4: ['logo search actions', 'pincode . .'],
  5: ['logo . actions', 'pincode search search'],
};

// The bar stays two short rows on phones until the shopper opens search, which takes a row of its own.
export const phoneAreas = (searchOpen: boolean) => ['menu logo actions', 'pincode pincode pincode', ...(searchOpen ? ['search search search'] : [])];

/** Column widths matching each template's areas: the search column grows, the others fit their content. */
export function templateColumns(rows: string[]): string {
  const first = rows[0].split(' ');
  const searchInFirstRow = first.includes('search');
  return first
    .map((area, index) => {
      if (area === 'search' || (!searchInFirstRow && area === '.')) return 'minmax(0, 1fr)';
      // A centred logo: equal side columns keep it in the middle.
      if (first.length === 3 && first[1] === 'logo' && index !== 1) return 'minmax(0, 1fr)';
      return 'auto';
    })
    .join(' ');
}

export const gridAreas = (rows: string[]) => rows.map((row) => `"${row}"`).join(' ');

export interface HeaderLook {
  header: CSSObject;
  /** The bar's text and buttons on the primary colour. */
  onPrimary: boolean;
  /** The second bar in the primary colour. */
  subNavbarTone: 'plain' | 'primary';
}

/** By header template: 1 plain with a rule, 2 in the theme's primary colour, 3 raised with a shadow, 4 plain with a coloured second bar. */
export const HEADER_TEMPLATES: Record<number, HeaderLook> = {
  1: {
    header: { background: color.background, borderBottom: `${layout.borderWidth} solid ${color.border}` },
    onPrimary: false,
    subNavbarTone: 'plain',
  },
  2: { header: { background: color.primary, color: color.onPrimary }, onPrimary: true, subNavbarTone: 'plain' },
  3: { header: { background: color.surfaceRaised, boxShadow: shadow.sm }, onPrimary: false, subNavbarTone: 'plain' },
  4: { header: { background: color.background }, onPrimary: false, subNavbarTone: 'primary' },
};

export const navbarAreas = (template: number | undefined) => NAVBAR_TEMPLATE_AREAS[template ?? 1] ?? NAVBAR_TEMPLATE_AREAS[1];
export const headerLook = (template: number | undefined) => HEADER_TEMPLATES[template ?? 1] ?? HEADER_TEMPLATES[1];
