/**
 * What the page shows before the shell's scripts have run: the navbar's bar with the shop's logo or name where the
 * shell's navbar draws it, in the theme's colours, instead of a blank page with a spinner; on phones, the page's
 * largest pictures too (the opening banner, a product's picture, a listing's first row of products), where and as the
 * app draws them: a phone on a slow network has them on screen seconds before the scripts have run. The shell starts
 * only after this frame is painted (see shell/public/index.html) and replaces it on its first render (React empties
 * #root), so nothing in it ever moves on screen.
 */
import { type AspectRatios, cdnImageUrl, DETAIL_IMAGE_SIZE, NAVBAR_HEIGHT_PX } from '@storefront/shared/contracts';
import { LISTING_PHONE_TOOLBAR_HEIGHT, LISTING_ROWS, PICTURE_FRAME, PRODUCT_CARD_FRAME, PRODUCT_GRID } from '@storefront/shared/listing-layout';
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
 * The page's largest pictures as the app draws them on phones, their sources already CDN URLs: a hero banner opening
 * a dynamic page (mfe-pages HeroBanner and BannerPicture), a product page's picture (mfe-catalog Gallery), or the
 * pictures of a listing's first products (mfe-catalog ProductList), below the filters' row when `filtered`.
 */
export type FramePicture =
  | { kind: 'banner'; src: string; srcSm: string | null; ratios: AspectRatios; fullpage: boolean }
  | { kind: 'product'; src: string }
  | { kind: 'listing'; srcs: string[]; filtered: boolean };

/** A style attribute's value from camel-cased declarations, escaped for the attribute. */
const style = (rules: Record<string, string | number>) =>
  escapeHtml(
    Object.entries(rules)
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
      .join(';'),
  );

const fill = { display: 'block', width: '100%', height: '100%' };

/**
 * A listing's first row of pictures below the rows above its grid, which have fixed heights on phones (the kit's
 * listing layout): 2 columns, 3 from sm. Only the pictures: the cards' text is drawn by the app around them.
 */
function listingHtml(srcs: string[], filtered: boolean): string {
  const { columns, gap } = PRODUCT_GRID;
  const { padding, border } = PRODUCT_CARD_FRAME;
  const grid = (count: number) => `grid-template-columns:repeat(${count}, minmax(0, 1fr))`;
  const rules =
    `#app-frame .app-frame-title{height:${LISTING_ROWS.title.height.base}}` +
    `#app-frame .app-frame-grid{display:grid;gap:${gap.base};${grid(columns.base)}}` +
    `#app-frame .app-frame-card{padding:calc(${border} + ${padding.base})}` +
    `#app-frame .app-frame-card:nth-child(n+${columns.base + 1}){display:none}` +
    `${mq.smUp}{#app-frame .app-frame-title{height:${LISTING_ROWS.title.height.sm}}` +
    `#app-frame .app-frame-grid{gap:${gap.sm};${grid(columns.sm)}}` +
    `#app-frame .app-frame-card{padding:calc(${border} + ${padding.sm})}` +
    '#app-frame .app-frame-card:nth-child(n){display:block}}';
  const frame = style(PICTURE_FRAME);
  const cards = srcs
    .slice(0, columns.sm)
    .map(
      (src) =>
        `<div class="app-frame-card"><div style="${frame}"><img src="${escapeHtml(src)}" alt="" fetchpriority="high" style="${style({ ...fill, objectFit: 'contain' })}"></div></div>`,
    );
  return (
    `<style>${rules}</style>` +
    `<div style="${style({ display: 'flex', flexDirection: 'column', gap: LISTING_ROWS.gap, padding: space[4] })}">` +
    `<div class="app-frame-title" style="${style({ marginTop: LISTING_ROWS.title.marginTop })}"></div>` +
    `<div style="${style({ height: LISTING_PHONE_TOOLBAR_HEIGHT })}"></div>` +
    (filtered ? `<div style="${style({ height: LISTING_ROWS.filters })}"></div>` : '') +
    `<div class="app-frame-grid">${cards.join('')}</div></div>`
  );
}

/** The picture's markup, in the box the app draws it in below the navbar. */
function pictureHtml(picture: FramePicture): string {
  if (picture.kind === 'listing') return listingHtml(picture.srcs, picture.filtered);
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
