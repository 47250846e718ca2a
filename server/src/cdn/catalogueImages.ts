/**
 * Generated catalogue pictures: the grocery's emoji (groceryEmoji.ts) large for produce or on the label of its
 * pack, else a flat pack illustration, and the title-cased words of the slug. The picture depends only on the slug
 * (and the size written into it), so every server renders the same bytes.
 */
import { cdnPictureAt, cdnPictureSize } from '@storefront/shared/contracts';
import { emojiFor, type Emoji } from './groceryEmoji';
const MAX_LINE_CHARS = 18;
const MAX_LINES = 3;
const LINE_HEIGHT = 34;

type Shape = 'bottle' | 'carton' | 'jar' | 'box' | 'pouch' | 'produce';

// A slug's shape comes from its last word that names one, since the head noun usually comes last.
const SHAPE_WORDS: Record<Exclude<Shape, 'produce'>, string[]> = {
  bottle: [
    'oil',
    'juice',
    'drink',
    'soda',
    'cola',
    'fizz',
    'ale',
    'water',
    'sharbat',
    'concentrate',
    'shampoo',
    'conditioner',
    'lotion',
    'mouthwash',
    'wash',
    'liquid',
    'cleaner',
    'phenyl',
    'ketchup',
    'sauce',
    'spray',
    'deodorant',
    'beverage',
    'care',
    'refill',
    'whitener',
  ],
  carton: ['milk', 'lassi', 'chaas', 'dahi', 'curd', 'yogurt', 'doi'],
  jar: [
    'masala',
    'powder',
    'pickle',
    'jam',
    'marmalade',
    'spread',
    'ghee',
    'honey',
    'chutney',
    'paste',
    'cream',
    'mayonnaise',
    'gel',
    'balm',
    'spice',
    'saffron',
    'hing',
    'camphor',
    'chunda',
    'butter',
    'malt',
    'shrikhand',
    'puree',
    'kumkum',
    'henna',
  ],
  box: [
    'biscuit',
    'cookie',
    'soap',
    'toothpaste',
    'chocolate',
    'bar',
    'flake',
    'cereal',
    'muesli',
    'granola',
    'tablet',
    'rusk',
    'bread',
    'bun',
    'pav',
    'katli',
    'papdi',
    'box',
    'wipe',
    'diaper',
    'cheese',
    'slice',
    'paneer',
    'tofu',
    'agarbatti',
    'bakery',
    'toothbrush',
    'razor',
    'coil',
    'cone',
    'nankhatai',
    'toffee',
    'candy',
    'mithai',
    'laddoo',
    'peda',
  ],
  pouch: [
    'rice',
    'atta',
    'dal',
    'flour',
    'maida',
    'besan',
    'sooji',
    'rava',
    'sugar',
    'salt',
    'poha',
    'murmura',
    'chip',
    'namkeen',
    'bhujia',
    'sev',
    'mixture',
    'noodle',
    'pasta',
    'oat',
    'detergent',
    'tea',
    'coffee',
    'seed',
    'chana',
    'rajma',
    'moong',
    'urad',
    'jaggery',
    'makhana',
    'almond',
    'cashew',
    'raisin',
    'date',
    'mix',
    'peanut',
    'pistachio',
    'pulse',
    'sprout',
    'spaghetti',
    'macaroni',
    'penne',
    'fusilli',
    'vermicelli',
    'kernel',
    'nut',
  ],
};

const SHAPE_BY_WORD = new Map<string, Shape>(
  (Object.entries(SHAPE_WORDS) as [Shape, string[]][]).flatMap(([shape, words]) => words.map((word): [string, Shape] => [word, shape])),
);

function shapeFor(words: string[]): Shape {
  for (let i = words.length - 1; i >= 0; i--) {
    const shape = SHAPE_BY_WORD.get(words[i]) ?? SHAPE_BY_WORD.get(words[i].replace(/s$/, ''));
    if (shape) return shape;
  }
  return 'produce';
}

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

/** Greedy word wrap; an over-long word is cut, and text beyond the last line ends in an ellipsis. */
function wrap(words: string[]): string[] {
  const lines: string[] = [];
  for (const raw of words) {
    const word = raw.length > MAX_LINE_CHARS ? `${raw.slice(0, MAX_LINE_CHARS - 1)}…` : raw;
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= MAX_LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  const tail = kept[MAX_LINES - 1].replace(/ &$/, '');
  kept[MAX_LINES - 1] = `${tail.slice(0, MAX_LINE_CHARS - 1)}…`;
  return kept;
}

/** A square the emoji fills: its centre and side. */
interface Slot {
  x: number;
  y: number;
  size: number;
}

/** Where a pack's emoji sits, on a round sticker that covers the plain label. */
const LABEL_SLOT: Record<Exclude<Shape, 'produce'>, Slot> = {
  bottle: { x: 200, y: 190, size: 72 },
  carton: { x: 200, y: 180, size: 76 },
  jar: { x: 200, y: 172, size: 84 },
  box: { x: 190, y: 178, size: 84 },
  pouch: { x: 200, y: 170, size: 84 },
};
const PRODUCE_SLOT: Slot = { x: 200, y: 160, size: 190 };

/** One emoji per picture, so the ids a few icon bodies define (butter's) stay unique in the document. */
function placeEmoji({ viewBox, body }: Emoji, { x, y, size }: Slot): string {
  return `<svg x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
}

function sticker(slot: Slot): string {
  return `<circle cx="${slot.x}" cy="${slot.y}" r="${slot.size * 0.6}" fill="#fff" fill-opacity=".85"/>`;
}

function illustration(shape: Shape, accent: string, dark: string): string {
  const label = 'fill="#fff" fill-opacity=".75"';
  switch (shape) {
    case 'bottle':
      return (
        `<rect x="182" y="58" width="36" height="22" rx="4" fill="${dark}"/>` +
        `<path d="M186 80h28v22l20 24v112a14 14 0 0 1-14 14h-40a14 14 0 0 1-14-14V126l20-24z" fill="${accent}"/>` +
        `<rect x="172" y="156" width="56" height="56" rx="6" ${label}/>`
      );
    case 'carton':
      return (
        `<rect x="168" y="62" width="64" height="14" fill="${dark}"/>` +
        `<path d="M150 112l18-36h64l18 36z" fill="${dark}"/>` +
        `<rect x="150" y="112" width="100" height="140" fill="${accent}"/>` +
        `<rect x="164" y="150" width="72" height="56" rx="6" ${label}/>`
      );
    case 'jar':
      return (
        `<rect x="150" y="70" width="100" height="28" rx="6" fill="${dark}"/>` +
        `<rect x="140" y="96" width="120" height="154" rx="22" fill="${accent}"/>` +
        `<rect x="140" y="140" width="120" height="64" ${label}/>`
      );
    case 'box':
      return (
        `<path d="M130 110l30-30h120l-30 30z" fill="${accent}" fill-opacity=".7"/>` +
        `<path d="M250 110l30-30v140l-30 30z" fill="${dark}"/>` +
        `<rect x="130" y="110" width="120" height="140" fill="${accent}"/>` +
        `<rect x="130" y="156" width="120" height="44" ${label}/>`
      );
    case 'pouch':
      return (
        `<path d="M146 84h108l16 154a10 10 0 0 1-10 12H140a10 10 0 0 1-10-12z" fill="${accent}"/>` +
        `<rect x="140" y="70" width="120" height="16" rx="3" fill="${dark}"/>` +
        `<ellipse cx="200" cy="170" rx="38" ry="44" ${label}/>`
      );
    case 'produce':
      return (
        `<circle cx="200" cy="168" r="80" fill="${accent}"/>` +
        `<circle cx="172" cy="138" r="18" fill="#fff" fill-opacity=".35"/>` +
        `<rect x="196" y="70" width="8" height="28" rx="4" fill="#6b4f2a"/>` +
        `<path d="M204 86c18-22 46-22 58-10-14 18-40 22-58 10z" fill="#4c9a4f"/>`
      );
  }
}

/** Fresh produce is its emoji, a pack carries its emoji on the label; with no emoji, the pack or produce art alone. */
function art(slugWords: string[], accent: string, dark: string): string {
  const shape = shapeFor(slugWords);
  const emoji = emojiFor(slugWords);
  if (!emoji) return illustration(shape, accent, dark);
  if (shape === 'produce') return placeEmoji(emoji, PRODUCE_SLOT);
  return illustration(shape, accent, dark) + sticker(LABEL_SLOT[shape]) + placeEmoji(emoji, LABEL_SLOT[shape]);
}

/**
 * The SVG for `products/{slug}.svg` or `categories/{slug}.svg`, or null for any other path. `size` is its
 * intrinsic width and height in CSS pixels; the drawing is the same at every size.
 */
export function renderCatalogueImage(path: string, size = 400): string | null {
  const picture = cdnPictureAt(path);
  if (picture?.kind !== 'catalogue') return null;
  const { slug } = picture;
  // The size clients are told (a link preview's og:image:width and height) is the one drawn.
  const drawn = cdnPictureSize(picture, size);
  const slugWords = slug.split('-').filter(Boolean);
  const words = slugWords.map((word) => (word === 'and' ? '&' : word[0].toUpperCase() + word.slice(1)));

  const h = hash(slug);
  const hue = h % 360;
  const accentHue = (hue + 20 + ((h >>> 9) % 60)) % 360;
  const background = hsl(hue, 70, 93);
  const accent = hsl(accentHue, 55, 60);
  const dark = hsl(accentHue, 45, 38);
  const ink = hsl(hue, 35, 20);

  const lines = wrap(words);
  const firstBaseline = 330 - ((lines.length - 1) * LINE_HEIGHT) / 2 + 10;
  const text = lines.map((line, i) => `<text x="200" y="${firstBaseline + i * LINE_HEIGHT}">${escapeXml(line)}</text>`).join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawn.width}" height="${drawn.height}" viewBox="0 0 400 400" role="img">` +
    `<title>${escapeXml(words.join(' '))}</title>` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="160" r="120" fill="#fff" fill-opacity=".45"/>` +
    art(slugWords, accent, dark) +
    `<g font-family="Inter, Arial, sans-serif" font-size="28" font-weight="600" fill="${ink}" text-anchor="middle">${text}</g>` +
    `</svg>`
  );
}
