/**
 * What makes a website installable, drawn from its own row: the web app manifest (name, colours from its theme,
 * icons), the icons (the site's initial on its primary colour, drawn to PNG like the CDN's link-preview pictures)
 * and the offline page the shell's service worker shows for a page this device never saved.
 */
import { createHash } from 'node:crypto';
import { themeVariables } from '@storefront/shared/themes';
import { colorVariable } from '@storefront/shared/tokens';
import { WEB_APP_ICON_SIZES, webAppIconPath, type WebAppIconPurpose } from '@storefront/shared/contracts';
import { escapeHtml } from '../http/escapeHtml';
import type { WebsiteRow } from '../http/websiteResolver';

/** What the home screen shows under the icon: Chromium truncates labels past about a dozen characters. */
const SHORT_NAME_LENGTH = 12;

type WebAppSite = Pick<WebsiteRow, 'name' | 'description' | 'theme' | 'themeColors'>;

const colorOf = (site: WebAppSite, role: 'primary' | 'onPrimary' | 'background' | 'text' | 'border') =>
  themeVariables({ theme: site.theme, colors: site.themeColors })[colorVariable(role)];

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  return name.split(/\s+/)[0].slice(0, SHORT_NAME_LENGTH);
}

/** The web app manifest of a website (W3C Web Application Manifest). */
export function webAppManifest(site: WebAppSite) {
  const icons = WEB_APP_ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({ src: webAppIconPath(purpose, size), sizes: `${size}x${size}`, type: 'image/png', purpose })),
  );
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colorOf(site, 'primary'),
    background_color: colorOf(site, 'background'),
    icons,
  };
}

/** The first letter or digit of the name, upper-cased; a basket's initial "S" for a name with none. */
export function siteInitial(name: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(name)?.[0];
  return (letter ?? 'S').toLocaleUpperCase('en-IN');
}

/**
 * The icon as SVG: the initial on the primary colour. A maskable icon fills its square (the launcher cuts its own
 * shape) and keeps the letter inside the central safe circle, 80 % of the side; the plain one has rounded corners.
 */
export function webAppIconSvg(site: WebAppSite, purpose: WebAppIconPurpose, size: number): string {
  const maskable = purpose === 'maskable';
  const radius = maskable ? 0 : Math.round(size * 0.2);
  const fontSize = Math.round(size * (maskable ? 0.42 : 0.58));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${escapeHtml(colorOf(site, 'primary'))}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Inter" font-weight="800" font-size="${fontSize}" ` +
    `fill="${escapeHtml(colorOf(site, 'onPrimary'))}">${escapeHtml(siteInitial(site.name))}</text></svg>`
  );
}

/** A key naming the icon's bytes, for the raster cache. */
export const iconCacheKey = (svg: string) => `png:web-app-icon:${createHash('sha256').update(svg).digest('base64url')}`;

/** The words of the offline page. */
export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE = 'This page is not saved on this device yet. Check your connection, then try again.';
export const OFFLINE_RETRY = 'Retry';

/**
 * The offline page in the site's colours and font. It runs no script: Retry is a link to the page's own address (an
 * empty href), which the service worker answers from the network once the connection is back.
 */
export function offlinePageHtml(site: WebAppSite): string {
  const name = escapeHtml(site.name);
  const color = (role: Parameters<typeof colorOf>[1]) => escapeHtml(colorOf(site, role));
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${color('primary')}">
<title>${OFFLINE_TITLE} · ${name}</title>
<style>
body{margin:0;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:${color('text')};background:${color('background')}}
header{display:flex;align-items:center;min-height:56px;padding:0 16px;border-bottom:1px solid ${color('border')};color:${color('primary')};font-weight:800;font-size:1.5rem}
main{max-width:32rem;margin:48px auto;padding:24px 16px;text-align:center}
h1{font-size:1.5rem;margin:0 0 12px}
p{margin:0 0 24px;line-height:1.5}
a.retry{display:inline-block;min-width:120px;padding:12px 24px;border-radius:8px;background:${color('primary')};color:${color('onPrimary')};font-weight:600;text-decoration:none}
a.retry:focus-visible{outline:3px solid ${color('text')};outline-offset:2px}
</style>
</head>
<body>
<header>${name}</header>
<main>
<h1>${OFFLINE_TITLE}</h1>
<p>${OFFLINE_MESSAGE}</p>
<a class="retry" href="">${OFFLINE_RETRY}</a>
</main>
</body>
</html>
`;
}
