/**
 * Values for the fuzzer: a plausible value for a field (so that one bad field at a time reaches the code behind
 * validation), bad values derived from the field's schema, and how values are written into a JSON body or a URL.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * Text sent exactly as written: a JSON token JSON.stringify cannot produce (1e400 parses to Infinity, -0) in a
 * body, or already percent-encoded text (%FF, a lone %) in a URL.
 */
export class Raw {
  constructor(readonly text: string) {}
}

export const deeplyNested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);

/** The values every field gets: past PostgreSQL's integer, past 2^53, the largest double, negative, zero, not a number. */
export const CORE_BAD_VALUES: unknown[] = [2 ** 31, 2 ** 53, 1e308, -1, 0, 'NaN'];

const ODD_NUMBERS: unknown[] = [
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  -1e308,
  0.5,
  1e-7,
  Number.MIN_VALUE,
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('-0'),
  new Raw('1E+2'),
];

const NUMERIC_TEXT = [
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '1e308',
  '-1',
  '0',
  '00',
  '0x10',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '1.5',
  '.5',
];

const ODD_TEXT = [
  '',
  ' ',
  '\t\n',
  'x'.repeat(10_000),
  'é'.repeat(5_000),
  '\u202eRTL override\u202c \u200fmark',
  '👨‍👩‍👧‍👦'.repeat(100),
  'e\u0301\u0301\u0301\u0301',
  '\ud800',
  'a\udfffb',
  'nul\u0000byte',
  '\ufeffbom',
  'line\u2028separator',
  '１２３',
  '١٢٣',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '%00',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '__proto__',
];

/** Percent-encoding that does not decode (a lone %, a bad escape, invalid UTF-8, an encoded surrogate), for URLs only. */
const BROKEN_URL_TEXT = [new Raw('%'), new Raw('%zz'), new Raw('%FF'), new Raw('%E0%A4%A'), new Raw('%ED%A0%80'), new Raw('%C0%80')];

const ODD_SHAPES: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  {},
  { $gt: '' },
  [[[[[]]]]],
  deeplyNested(60),
  Array.from({ length: 5_000 }, () => 1),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`k${index}`, index])),
];

/** Single characters that break naive code: NUL, lone surrogates, bidi controls, zero-width, emoji, quotes. */
const ODD_CHARACTER = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\u200f', '\u200b', '\ufeff', '😀', '\u0301', '"', '\\', '%', '/', '<', "'", '\n', ' '),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);
export const oddString = fc.string({ unit: ODD_CHARACTER, maxLength: 40 });

/** The alternatives of a schema, flattened (anyOf of anyOf). */
function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ? schema.anyOf.flatMap(variants) : [schema];
}

/** Values just outside (or exactly on) what the schema allows: the off-by-ones of its bounds, enums and patterns. */
function nearMisses(schema: JsonSchema): unknown[] {
  const misses: unknown[] = [];
  for (const variant of variants(schema)) {
    for (const value of variant.enum ?? []) {
      if (typeof value === 'string') misses.push(value.toUpperCase(), `${value} `, `\u0000${value}`, value.slice(0, -1), `${value}\u200b`);
      else misses.push(String(value), Number(value) + 1);
    }
    if (variant.type === 'integer' || variant.type === 'number') {
      const { minimum = 0, maximum = 2 ** 53 - 1 } = variant;
      misses.push(minimum, minimum - 1, maximum, maximum + 1, minimum + 0.5, String(minimum + 1));
    }
    if (variant.type === 'string') {
      if (variant.maxLength !== undefined)
        misses.push('x'.repeat(variant.maxLength), 'x'.repeat(variant.maxLength + 1), '😀'.repeat(variant.maxLength));
      if (variant.minLength) misses.push('x'.repeat(variant.minLength - 1));
      if (variant.pattern) misses.push(`${baseline(variant)}0`, `${baseline(variant)}\n`, String(baseline(variant)).replace(/\d/, '٣'));
    }
    if (variant.type === 'boolean') misses.push('true', 1, 0, 'false');
  }
  return misses;
}

/** A bad value for a field: fixed pools of known troublemakers, near misses of its schema, and random text/JSON. */
export function badValue(schema: JsonSchema, { inUrl = false } = {}): fc.Arbitrary<unknown> {
  const misses = nearMisses(schema);
  return fc.oneof(
    { weight: inUrl ? 1 : 0, arbitrary: fc.constantFrom(...BROKEN_URL_TEXT) },
    { weight: 3, arbitrary: fc.constantFrom(...CORE_BAD_VALUES, ...ODD_NUMBERS, ...NUMERIC_TEXT) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_SHAPES) },
    { weight: misses.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(null, ...misses) },
    { weight: 2, arbitrary: oddString },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()) },
  );
}

/** A value the schema accepts, when that is easy to make: defaults, the first enum value, a string of the pattern. */
export function baseline(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return baseline(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      return schema.pattern ? matching(schema.pattern) : 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, baseline(schema.properties?.[name] ?? {})]));
    case 'array':
      return [];
    default:
      return {};
  }
}

/** A string matching the pattern (fast-check's regex generator, with a fixed seed so baselines never vary). */
function matching(pattern: string): string {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 1, numRuns: 1 })[0];
  } catch {
    // fast-check cannot generate some patterns (look-arounds); the route's hints give those fields a value.
    return 'fuzz';
  }
}

/** JSON text of a value, with Raw tokens written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => (item instanceof Raw ? `\u0001raw${raws.push(item.text) - 1}\u0001` : item)) ?? 'null';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]);
}

/** How a value reads in a URL or a header: text as is, anything else as JSON. */
export function plainText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  return typeof value === 'string' ? value : jsonText(value);
}

/**
 * Percent-encodes every byte outside the unreserved set, from UTF-8 (a lone surrogate becomes U+FFFD: a URL cannot
 * carry one, and encodeURIComponent would throw). Raw text is sent as written.
 */
export function urlText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  return [...Buffer.from(plainText(value), 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
