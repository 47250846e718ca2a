/**
 * The grocery a catalogue picture shows: Fluent Emoji Flat icons (© Microsoft, MIT; the
 * @iconify-json/fluent-emoji-flat package, whose package.json and info.json carry the licence) named by a slug's words.
 */
import { readFileSync } from 'node:fs';

/**
 * Icon → the slug words that name it. As for pack shapes, the last word that names an icon wins (with a plural
 * 's' stripped), and a two-word name ("peanut-butter", "tea-leaves") is tried before its last word alone, so a
 * flavour or ingredient named after the product shows ("toothpaste strawberry"), brands only when nothing else does.
 */
const EMOJI_WORDS: Record<string, string[]> = {
  // Vegetables, fruits and herbs
  onion: ['onion'],
  potato: ['potato', 'crisp'],
  tomato: ['tomato'],
  garlic: ['garlic'],
  carrot: ['carrot', 'carrot-orange'],
  'hot-pepper': ['chilli', 'masala', 'spice', 'schezwan'],
  'bell-pepper': ['capsicum', 'bell-pepper'],
  'ginger-root': ['ginger', 'turmeric'],
  broccoli: ['broccoli', 'cauliflower', 'veggie'],
  'leafy-green': ['cabbage', 'spinach', 'lettuce', 'vegetable'],
  eggplant: ['brinjal'],
  cucumber: ['cucumber', 'gourd', 'zucchini'],
  'pea-pod': ['pea', 'french-bean'],
  'ear-of-corn': ['corn'],
  mushroom: ['mushroom'],
  avocado: ['avocado'],
  'roasted-sweet-potato': ['tapioca'],
  seedling: ['sprout'],
  herb: ['herb', 'seasoning', 'coriander', 'mint', 'pudina', 'methi', 'leaf', 'leaves', 'lemongrass', 'gongura', 'henna', 'aloe-vera'],
  banana: ['banana'],
  'red-apple': ['apple', 'fresh-fruit'],
  'green-apple': ['custard-apple'],
  mango: ['mango', 'aam', 'avakaya'],
  tangerine: ['orange', 'orange-juice'],
  lemon: ['lemon', 'citrus'],
  lime: ['lime', 'mosambi'],
  watermelon: ['watermelon'],
  grapes: ['grape', 'raisin'],
  pineapple: ['pineapple'],
  coconut: ['coconut', 'coconut-oil'],
  'kiwi-fruit': ['kiwi'],
  blueberries: ['blueberry', 'blueberries'],
  strawberry: ['strawberry', 'jam'],
  egg: ['egg'],
  // Dairy and bakery
  'glass-of-milk': ['milk', 'chaas', 'health-drink'],
  'bowl-with-spoon': ['dahi', 'curd', 'yogurt', 'cereal', 'flake', 'oat', 'muesli', 'granola', 'breakfast'],
  'cup-with-straw': ['lassi', 'cola', 'soft-drink', 'club-soda', 'masala-soda'],
  custard: ['doi', 'shrikhand'],
  'cheese-wedge': ['cheese', 'paneer'],
  butter: ['butter', 'ghee', 'makkhan'],
  bread: ['bread', 'bun', 'pav', 'rusk'],
  hamburger: ['burger-bun'],
  pizza: ['pizza'],
  croissant: ['bakery'],
  cookie: ['biscuit', 'cookie', 'nankhatai'],
  // Staples
  'cooked-rice': ['rice', 'poha'],
  'sheaf-of-rice': ['staple', 'rava', 'sooji', 'ragi', 'jowar', 'millet'],
  flatbread: ['atta', 'flour', 'maida', 'besan', 'dosa'],
  beans: ['dal', 'pulse', 'bean', 'rajma', 'chana', 'chole', 'moong', 'urad', 'masoor', 'toor', 'lobia'],
  olive: ['oil', 'olive'],
  sunflower: ['sunflower-oil'],
  peanuts: ['peanut', 'groundnut', 'groundnut-oil', 'peanut-butter', 'chikki'],
  chestnut: ['nut', 'almond', 'badam', 'cashew', 'walnut', 'pistachio', 'dry-fruit'],
  popcorn: ['makhana', 'fox-nut'],
  salt: ['salt', 'namak'],
  jar: ['chutney'],
  'honey-pot': ['honey', 'spread'],
  'curry-rice': ['biryani', 'khichdi'],
  'pot-of-food': ['sambar', 'rasam', 'eat'],
  'shallow-pan-of-food': ['bhaji'],
  cooking: ['cook'],
  doughnut: ['vada'],
  'steaming-bowl': ['noodle', 'noodle-masala', 'upma'],
  spaghetti: ['pasta', 'spaghetti', 'macaroni', 'penne', 'fusilli', 'vermicelli'],
  // Snacks, sweets and drinks
  pretzel: ['namkeen', 'bhujia', 'sev', 'mixture', 'mathri', 'bhakarwadi', 'khatta-meetha'],
  'chocolate-bar': ['chocolate', 'cocoa'],
  candy: ['candy', 'toffee', 'sweet', 'mithai'],
  'canned-food': ['tin'],
  'teacup-without-handle': ['tea', 'tea-leaves', 'kahwa', 'chai-masala'],
  'hot-beverage': ['coffee', 'coffee-bean', 'beverage'],
  'beverage-box': ['juice'],
  'tropical-drink': ['sharbat'],
  // Personal and home care
  soap: ['soap'],
  bubbles: ['wash', 'shampoo', 'detergent'],
  'lotion-bottle': ['lotion', 'skin', 'face-oil', 'face-pack', 'personal-care'],
  lipstick: ['lip-balm'],
  sun: ['sunscreen'],
  wood: ['sandalwood', 'sandal'],
  bathtub: ['bath'],
  'hair-pick': ['hair', 'hair-oil', 'beard-oil', 'conditioner'],
  tooth: ['oral', 'tongue-cleaner'],
  toothbrush: ['toothpaste', 'toothbrush'],
  razor: ['razor', 'shaving', 'grooming'],
  sparkles: ['deodorant', 'freshener'],
  house: ['home'],
  basket: ['laundry'],
  't-shirt': ['fabric'],
  sponge: ['dishwash', 'dishwasher', 'scrub', 'scrubber', 'cleaner'],
  bucket: ['phenyl'],
  rose: ['rose'],
  hyacinth: ['lavender'],
  blossom: ['jasmine'],
  'diya-lamp': ['pooja', 'pooja-oil', 'aarti', 'agarbatti', 'dhoop', 'wick', 'camphor'],
  mosquito: ['mosquito', 'repellent'],
  cockroach: ['insect'],
  'baby-bottle': ['baby'],
  baby: ['diaper'],
  'roll-of-paper': ['wipe'],
};

const ICON_BY_WORD = new Map(Object.entries(EMOJI_WORDS).flatMap(([icon, words]) => words.map((word): [string, string] => [word, icon])));

/** An icon ready to nest in a picture: `<svg viewBox=…>{body}</svg>`. */
export interface Emoji {
  viewBox: string;
  body: string;
}

/** The parts of the IconifyJSON format this reads (https://iconify.design/docs/types/iconify-json.html). */
interface IconifyProps {
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}
export interface IconifySet extends IconifyProps {
  icons: Record<string, IconifyProps & { body: string }>;
  aliases?: Record<string, IconifyProps & { parent: string }>;
}

/** An icon or alias as nestable SVG, following aliases to the icon they rename, mirror or turn. */
export function resolveIcon(set: IconifySet, name: string): Emoji | undefined {
  const chain: IconifyProps[] = [];
  let body: string | undefined;
  // Aliases may chain; a short limit also stops a malformed set's cycles.
  for (let current = name, depth = 0; depth < 8; depth++) {
    const icon = set.icons[current];
    if (icon) {
      chain.push(icon);
      body = icon.body;
      break;
    }
    const alias = set.aliases?.[current];
    if (!alias) return undefined;
    chain.push(alias);
    current = alias.parent;
  }
  if (body === undefined) return undefined;
  // The nearest box wins (alias over icon over set); flips toggle and quarter turns add up along the chain.
  const box = (key: 'left' | 'top' | 'width' | 'height', fallback: number) => chain.find((p) => p[key] !== undefined)?.[key] ?? set[key] ?? fallback;
  const [left, top, width, height] = [box('left', 0), box('top', 0), box('width', 16), box('height', 16)];
  const turns = chain.reduce((sum, p) => sum + (p.rotate ?? 0), 0) % 4;
  const hFlip = chain.filter((p) => p.hFlip).length % 2 === 1;
  const vFlip = chain.filter((p) => p.vFlip).length % 2 === 1;
  const transform = [
    turns ? `rotate(${turns * 90} ${left + width / 2} ${top + height / 2})` : '',
    hFlip ? `translate(${2 * left + width} 0) scale(-1 1)` : '',
    vFlip ? `translate(0 ${2 * top + height}) scale(1 -1)` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { viewBox: `${left} ${top} ${width} ${height}`, body: transform ? `<g transform="${transform}">${body}</g>` : body };
}

let icons: Map<string, Emoji> | undefined;

/**
 * The table's icons, read from the 9 MB set on first use; only these stay in memory. Missing icons (a set that
 * dropped one) are left out, so their words fall back to the plain pack art.
 */
function tableIcons(): Map<string, Emoji> {
  if (icons) return icons;
  const set = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as IconifySet;
  icons = new Map();
  for (const name of Object.keys(EMOJI_WORDS)) {
    const emoji = resolveIcon(set, name);
    if (emoji) icons.set(name, emoji);
  }
  return icons;
}

const singular = (word: string) => word.replace(/s$/, '');
const iconFor = (key: string, singularKey: string) => ICON_BY_WORD.get(key) ?? ICON_BY_WORD.get(singularKey);

/** The name of the icon a slug's words name (see EMOJI_WORDS), or undefined. */
export function emojiNameFor(words: string[]): string | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    const pair = i > 0 ? iconFor(`${words[i - 1]}-${words[i]}`, `${singular(words[i - 1])}-${singular(words[i])}`) : undefined;
    const name = pair ?? iconFor(words[i], singular(words[i]));
    if (name) return name;
  }
  return undefined;
}

/** An icon of the table by its name (a key of EMOJI_WORDS), ready to nest, or undefined. */
export function emojiNamed(name: string): Emoji | undefined {
  return tableIcons().get(name);
}

/** The icon a slug's words name, ready to nest, or undefined. */
export function emojiFor(words: string[]): Emoji | undefined {
  const name = emojiNameFor(words);
  return name === undefined ? undefined : emojiNamed(name);
}
