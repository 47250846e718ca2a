/**
 * What the page shows before the shell's scripts have run: the navbar's bar with the shop's logo or name where the
 * shell's navbar draws it, in the theme's colours, instead of a blank page with a spinner; on phones, the page's
 * largest picture too (the opening banner, a product's picture), where and as the app draws it: a phone on a slow
 * network has it on screen seconds before the scripts have run. The shell starts only after this frame is painted
 * (see shell/public/index.html) and replaces it on its first render (React empties #root), so nothing in it ever
 * moves on screen.
 */
import { type AspectRatios, cdnImageUrl, DETAIL_IMAGE_SIZE, NAVBAR_HEIGHT_PX } from '@storefront/shared/contracts';
import { color, font, layout, mq, radius, space } from '@storefront/shared/tokens';
import { escapeHtml } from '../http/escapeHtml';

/** The element the template's loading spinner is in; the frame takes its place when the server knows the site. */
export const BOOT_SPINNER = /<div id="?app-loading"?[^>]*><span><\/span><\/div>/;

export interface BootFrameSite {
  name?: string;
  logo?: string | null;
  navbarHeight?: number;
  showLogo?: boolean;
  /** The navbar's pincode button, which has a row of its own on phones. */
  showPincode?: boolean;
}

/**
 * The page's largest picture as the app draws it on phones, its sources already CDN URLs: a hero banner opening a
 * dynamic page (mfe-pages HeroBanner and BannerPicture), or a product page's picture (mfe-catalog Gallery).
 */
export type FramePicture =
  { kind: 'banner'; src: string; srcSm: string | null; ratios: AspectRatios; fullpage: boolean } | { kind: 'product'; src: string };

/** A style attribute's value from camel-cased declarations, escaped for the attribute. */
const style = (rules: Record<string, string | number>) =>
  escapeHtml(
    Object.entries(rules)
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
      .join(';'),
  );

/** The picture's markup, in the box the app draws it in below the navbar. */
function pictureHtml(picture: FramePicture): string {
  const fill = { display: 'block', width: '100%', height: '100%' };
  if (picture.kind === 'product') {
    // The page's padding, then the gallery's frame centred in its column (a single column below md).
    const frame = style({
      width: '100%',
      maxWidth: `${DETAIL_IMAGE_SIZE}px`,
      aspectRatio: '1 / 1',
      margin: '0 auto',
      borderRadius: radius.lg,
      background: color.surface,
      overflow: 'hidden',
    });
    const img = `<img src="${escapeHtml(picture.src)}" alt="" width="${DETAIL_IMAGE_SIZE}" height="${DETAIL_IMAGE_SIZE}" fetchpriority="high" style="${style({ ...fill, objectFit: 'contain' })}">`;
    return `<div style="${style({ padding: space[4] })}"><div style="${frame}">${img}</div></div>`;
  }
  const source = picture.srcSm ? `<source media="${escapeHtml(mq.belowMd.replace('@media ', ''))}" srcset="${escapeHtml(picture.srcSm)}">` : '';
  const img = `<img src="${escapeHtml(picture.src)}" alt="" fetchpriority="high" style="${style({ ...fill, objectFit: 'cover' })}">`;
  const box = style({
    display: 'block',
    width: '100%',
    aspectRatio: picture.ratios.sm,
    overflow: 'hidden',
    ...(picture.fullpage ? {} : { borderRadius: radius.lg }),
  });
  // Edge to edge, or boxed in the content column as the hero's settings say.
  const section = picture.fullpage ? '' : style({ margin: `${space[4]} auto 0`, padding: `0 ${space[4]}` });
  return `<div style="${section}"><picture style="${box}">${source}${img}</picture></div>`;
}

/** The frame's markup; `cdnBase` is where the logo is served from, as for the shell. */
export function bootFrameHtml(site: BootFrameSite, cdnBase: string, picture: FramePicture | null = null): string {
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
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: space[2],
    padding: `${space[2]} ${space[4]}`,
    boxSizing: 'border-box',
  });
  // On phones the navbar's rows are kept here: its drawer button (a 20 px icon in a bar button) before the mark, and
  // the pincode button's row below (the grid keeps the row's gap when the button is hidden).
  const menuSlot = style({
    flex: 'none',
    width: `calc(20px + 2 * ${space[2]} + 2 * ${layout.borderWidth})`,
    height: layout.controlHeight,
    marginRight: space[3],
  });
  const pincodeRow = style({ flex: '0 0 100%', height: site.showPincode === false ? 0 : layout.controlHeight });
  const phoneRule = `<style>#app-frame .app-frame-phone{display:none}${mq.belowMd}{#app-frame .app-frame-phone{display:block}}</style>`;
  const brand = style({ display: 'flex', alignItems: 'center', color: color.primary, fontWeight: font.weight.extrabold, fontSize: font.size['2xl'] });
  return (
    `<div id="app-frame" role="status" aria-label="Loading the shop" style="${style({ minHeight: '100vh', fontFamily: font.family })}">` +
    `<header style="${style({ borderBottom: `${layout.borderWidth} solid ${color.border}`, background: color.background })}">` +
    `${phoneRule}<div style="${bar}"><div class="app-frame-phone" style="${menuSlot}"></div><div style="${brand}">${mark}</div>` +
    `<div class="app-frame-phone" style="${pincodeRow}"></div></div></header>` +
    (picture ? `<div class="app-frame-phone">${pictureHtml(picture)}</div>` : '') +
    '</div>'
  );
}
