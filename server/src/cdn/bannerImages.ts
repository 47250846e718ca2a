/**
 * Generated banner pictures: a design's headline and sub-line (./bannerDesigns.ts) beside its emoji on soft shapes,
 * in three forms (wide, phone, square card). Words are large enough to read on a 375 px phone and stay clear of the
 * sides a 5:2 tablet box crops off the wide form. Like catalogue pictures, the bytes depend only on the path.
 */
import { cdnPictureAt, cdnPictureSize } from '@storefront/shared/contracts';
import { escapeHtml } from '../http/escapeHtml';
import { BANNER_DESIGNS, BANNER_FORMS, bannerAlt, type BannerDesign, type BannerForm, type BannerSlug } from './bannerDesigns';
import { emojiNamed } from './groceryEmoji';

interface TextStyle {
  size: number;
  lineHeight: number;
  maxLines: number;
}

interface Circle {
  x: number;
  y: number;
  r: number;
  opacity: number;
}

/** A square an emoji fills: its centre and side. */
interface Slot {
  x: number;
  y: number;
  size: number;
}

export interface BannerLayout {
  headline: TextStyle;
  subline: TextStyle;
  /** Between the headline's last line and the sub-line's first. */
  gap: number;
  /** The words' column: `x` is its left edge (start) or centre (middle); the block is centred between top and bottom. */
  text: { x: number; width: number; anchor: 'start' | 'middle'; top: number; bottom: number };
  shapes: Circle[];
  /** Where the design's first, second and third emoji go. */
  emoji: Slot[];
}

/** Each form's drawing, in its own viewBox units (BANNER_FORMS). */
export const BANNER_LAYOUTS: Record<BannerForm, BannerLayout> = {
  wide: {
    headline: { size: 60, lineHeight: 68, maxLines: 2 },
    subline: { size: 30, lineHeight: 40, maxLines: 2 },
    gap: 18,
    text: { x: 120, width: 600, anchor: 'start', top: 40, bottom: 360 },
    shapes: [
      { x: 980, y: 200, r: 250, opacity: 1 },
      { x: 800, y: 350, r: 56, opacity: 0.5 },
    ],
    emoji: [
      { x: 985, y: 195, size: 230 },
      { x: 850, y: 300, size: 120 },
      { x: 1095, y: 310, size: 110 },
    ],
  },
  sm: {
    headline: { size: 60, lineHeight: 68, maxLines: 2 },
    subline: { size: 34, lineHeight: 44, maxLines: 2 },
    gap: 16,
    text: { x: 56, width: 688, anchor: 'start', top: 36, bottom: 300 },
    shapes: [
      { x: 600, y: 480, r: 210, opacity: 1 },
      { x: 120, y: 540, r: 60, opacity: 0.5 },
    ],
    emoji: [
      { x: 600, y: 450, size: 200 },
      { x: 420, y: 500, size: 110 },
      { x: 745, y: 390, size: 96 },
    ],
  },
  card: {
    headline: { size: 50, lineHeight: 58, maxLines: 2 },
    subline: { size: 30, lineHeight: 38, maxLines: 2 },
    gap: 12,
    text: { x: 300, width: 536, anchor: 'middle', top: 330, bottom: 576 },
    shapes: [
      { x: 300, y: 180, r: 140, opacity: 1 },
      { x: 70, y: 60, r: 44, opacity: 0.5 },
      { x: 540, y: 300, r: 30, opacity: 0.5 },
    ],
    emoji: [
      { x: 300, y: 178, size: 180 },
      { x: 170, y: 250, size: 96 },
      { x: 430, y: 250, size: 96 },
    ],
  },
};

/** Roughly how wide a bold line is in em (Arial Bold's advances, rounded up for Inter): enough to wrap inside the art. */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[ijlI.,:;'!|]/.test(char)) width += 0.3;
    else if (/[frt() -]/.test(char)) width += 0.36;
    else if (/[mwMW%]/.test(char)) width += 0.92;
    else if (/[A-Z]/.test(char)) width += 0.74;
    else width += 0.62;
  }
  return width;
}

/** Greedy word wrap to a width; nothing is cut (the designs' test checks every line count). */
function greedyWrap(words: string[], size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && emWidth(`${last} ${word}`) * size <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** As few lines as the column allows, made as even as they can be (CSS `text-wrap: balance`), so no word is left alone. */
function wrap(text: string, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lineCount = greedyWrap(words, size, width).length;
  let narrowest = width;
  for (let step = width / 2; step >= 1; step /= 2) {
    if (greedyWrap(words, size, narrowest - step).length === lineCount) narrowest -= step;
  }
  return greedyWrap(words, size, narrowest);
}

/** The emoji nested at its slot (each design names an icon once, so the ids inside icon bodies stay unique). */
function placeEmoji(name: string, { x, y, size }: Slot): string {
  const emoji = emojiNamed(name);
  if (!emoji) return '';
  return `<svg x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" viewBox="${emoji.viewBox}">${emoji.body}</svg>`;
}

/** The headline and sub-line, wrapped to the text column and centred in it as one block. */
function words(design: BannerDesign, layout: BannerLayout): string {
  const { headline, subline, gap, text } = layout;
  const headlineLines = wrap(design.headline, headline.size, text.width);
  const sublineLines = wrap(design.subline, subline.size, text.width);
  const blockHeight =
    (headlineLines.length - 1) * headline.lineHeight + headline.size + gap + (sublineLines.length - 1) * subline.lineHeight + subline.size;
  const headlineTop = text.top + (text.bottom - text.top - blockHeight) / 2;
  const sublineTop = headlineTop + (headlineLines.length - 1) * headline.lineHeight + headline.size + gap;
  // A line's baseline sits about 0.8 em below the top of its capitals.
  const block = (lines: string[], style: TextStyle, top: number, weight: number) =>
    `<text font-size="${style.size}" font-weight="${weight}">` +
    lines
      .map((line, i) => `<tspan x="${text.x}" y="${Math.round(top + style.size * 0.8 + i * style.lineHeight)}">${escapeHtml(line)}</tspan>`)
      .join('') +
    `</text>`;
  return (
    `<g font-family="Inter, Arial, sans-serif" fill="${design.ink}" text-anchor="${text.anchor}">` +
    block(headlineLines, headline, headlineTop, 800) +
    block(sublineLines, subline, sublineTop, 500) +
    `</g>`
  );
}

/** The banner SVG of one design in one form; `size` is its intrinsic width in CSS pixels. */
function drawBanner(slug: BannerSlug, form: BannerForm, size: number): string {
  const design: BannerDesign = BANNER_DESIGNS[slug];
  const { width, height } = BANNER_FORMS[form];
  // The size clients are told (a link preview's og:image:width and height) is the one drawn.
  const drawn = cdnPictureSize({ kind: 'banner', slug, form }, size);
  const layout = BANNER_LAYOUTS[form];
  const shapes = layout.shapes
    .map(({ x, y, r, opacity }) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${design.accent}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`)
    .join('');
  // The first emoji is drawn last, on top of the smaller ones beside it.
  const emoji = design.emoji
    .slice(0, layout.emoji.length)
    .map((name, i) => placeEmoji(name, layout.emoji[i]))
    .reverse()
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawn.width}" height="${drawn.height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeHtml(bannerAlt(slug))}</title>` +
    `<rect width="${width}" height="${height}" fill="${design.background}"/>` +
    shapes +
    emoji +
    words(design, layout) +
    `</svg>`
  );
}

/**
 * The SVG for `banners/{slug}.svg` (wide), `banners/{slug}-sm.svg` (phone) or `banners/{slug}-card.svg` (square), or
 * null for any other path or an unknown design.
 */
export function renderBannerImage(path: string, size = 800): string | null {
  const picture = cdnPictureAt(path);
  return picture?.kind === 'banner' ? drawBanner(picture.slug, picture.form, size) : null;
}
