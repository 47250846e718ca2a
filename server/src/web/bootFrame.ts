/**
 * What the page shows before the shell's scripts have run: the navbar's bar with the shop's logo or name where the
 * shell's navbar draws it, in the theme's colours, instead of a blank page with a spinner. The shell starts only
 * after this frame is painted (see shell/public/index.html) and replaces it on its first render (React empties
 * #root), so nothing in it ever moves on screen.
 */
import { cdnImageUrl, NAVBAR_HEIGHT_PX } from '@storefront/shared/contracts';
import { color, font, layout, mq, space } from '@storefront/shared/tokens';
import { escapeHtml } from '../http/escapeHtml';

/** The element the template's loading spinner is in; the frame takes its place when the server knows the site. */
export const BOOT_SPINNER = /<div id="?app-loading"?[^>]*><span><\/span><\/div>/;

export interface BootFrameSite {
  name?: string;
  logo?: string | null;
  navbarHeight?: number;
  showLogo?: boolean;
}

/** A style attribute's value from camel-cased declarations, escaped for the attribute. */
const style = (rules: Record<string, string | number>) =>
  escapeHtml(
    Object.entries(rules)
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
      .join(';'),
  );

/** The frame's markup; `cdnBase` is where the logo is served from, as for the shell. */
export function bootFrameHtml(site: BootFrameSite, cdnBase: string): string {
  const name = site.name ?? '';
  const mark =
    site.logo && site.showLogo !== false
      ? `<img src="${escapeHtml(cdnImageUrl(site.logo, cdnBase))}" alt="${escapeHtml(name)}" width="56" height="56" style="${style({ objectFit: 'contain' })}">`
      : `<span style="${style({ display: 'inline-block', minWidth: '6em', minHeight: '1.25em' })}">${escapeHtml(name)}</span>`;
  // The same box as the navbar's first row (shell/src/layout/Navbar.tsx): the mark lands where the navbar puts it.
  const bar = style({
    maxWidth: layout.contentMaxWidth,
    margin: '0 auto',
    minHeight: `${site.navbarHeight ?? NAVBAR_HEIGHT_PX}px`,
    display: 'flex',
    alignItems: 'center',
    padding: `${space[2]} ${space[4]}`,
    boxSizing: 'border-box',
  });
  // On phones the navbar's drawer button (a 20 px icon in a bar button) comes before the mark: its box is kept here.
  const menuSlot = style({ display: 'none', flex: 'none', width: `calc(20px + 2 * ${space[2]} + 2 * ${layout.borderWidth})`, marginRight: space[3] });
  const phoneRule = `<style>${mq.belowMd}{#app-frame .app-frame-menu{display:block!important}}</style>`;
  const brand = style({ display: 'flex', alignItems: 'center', color: color.primary, fontWeight: font.weight.extrabold, fontSize: font.size['2xl'] });
  return (
    `<div id="app-frame" role="status" aria-label="Loading the shop" style="${style({ minHeight: '100vh', fontFamily: font.family })}">` +
    `<header style="${style({ borderBottom: `${layout.borderWidth} solid ${color.border}`, background: color.background })}">` +
    `${phoneRule}<div style="${bar}"><div class="app-frame-menu" style="${menuSlot}"></div><div style="${brand}">${mark}</div></div></header></div>`
  );
}
