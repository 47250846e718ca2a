/**
 * pg_trgm's word similarity and fuzzystrmatch's levenshtein, computed as PostgreSQL computes them, so the in-process
 * search index (./searchIndex.ts) ranks and matches exactly as the SQL search does (a test compares the two).
 * pg_trgm reads words as runs of letters and digits (with the marks of scripts such as Devanagari) of the database's
 * character type: Unicode's, on PGlite and on PostgreSQL's C.UTF-8 alike.
 */

/** A text's trigrams in order (each word padded with two spaces before and one after), and each one's distinct id. */
export interface Trigrams {
  /** For each trigram in order, the index of its value in `values`. */
  positions: number[];
  /** The distinct trigram values, each three characters packed in an integer. */
  values: number[];
}

const SPACE = 32;
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
/** Trigrams of characters past U+00FF, numbered from here up as the index meets them (below: three packed bytes). */
const FIRST_INTERNED = 1 << 24;
const interned = new Map<string, number>();

/** The character's code, lower-cased as pg_trgm does; -1 when it is not a word character. */
function wordCharacter(character: string): number {
  const code = character.codePointAt(0) ?? -1;
  if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) return code;
  if (code >= 65 && code <= 90) return code + 32;
  if (code < 128 || !WORD_CHARACTER.test(character)) return -1;
  return character.toLowerCase().codePointAt(0) ?? -1;
}

/**
 * A trigram's value. Trigrams of wider characters are numbered when `intern` (building the index); a query's trigram
 * the index never met is a number of its own, -1 and down, found in no text.
 */
function trigramValue(a: number, b: number, c: number, intern: boolean, unknown: Map<string, number>): number {
  if (a < 256 && b < 256 && c < 256) return (a << 16) | (b << 8) | c;
  const key = String.fromCodePoint(a, b, c);
  let value = interned.get(key) ?? unknown.get(key);
  if (value === undefined) {
    value = intern ? FIRST_INTERNED + interned.size : -1 - unknown.size;
    (intern ? interned : unknown).set(key, value);
  }
  return value;
}

export function trigramsOf(text: string, { intern = false } = {}): Trigrams {
  const order: number[] = [];
  const unknown = new Map<string, number>();
  const packed = (a: number, b: number, c: number) => trigramValue(a, b, c, intern, unknown);
  const characters = Array.from(text);
  let previous = SPACE;
  let last = SPACE;
  let inWord = false;
  for (let i = 0; i <= characters.length; i++) {
    const code = i < characters.length ? wordCharacter(characters[i]) : -1;
    if (code >= 0) {
      if (!inWord) {
        inWord = true;
        previous = SPACE;
        last = SPACE;
      }
      order.push(packed(previous, last, code));
      previous = last;
      last = code;
    } else if (inWord) {
      inWord = false;
      order.push(packed(previous, last, SPACE));
    }
  }
  const ids = new Map<number, number>();
  const positions = order.map((value) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size;
      ids.set(value, id);
    }
    return id;
  });
  return { positions, values: [...ids.keys()] };
}

/** A query's distinct trigrams, to compare with many texts. */
export type TrigramQuery = Set<number>;

export const trigramQuery = (text: string): TrigramQuery => new Set(trigramsOf(text).values);

/** pg_trgm's similarity of an extent: shared trigrams over the union of the query's and the extent's, in float4. */
const extentSimilarity = (count: number, queryLength: number, extentLength: number) => Math.fround(count / (queryLength + extentLength - count));

/** Scratch arrays of `wordSimilarity`, grown as needed (texts have a few dozen distinct trigrams). */
let found = new Uint8Array(256);
let lastPosition = new Int32Array(256);

/**
 * pg_trgm's `word_similarity(query, text)`: the greatest similarity between the query's trigrams and a continuous
 * extent of the text's (pg_trgm's iterate_word_similarity, step for step, in float4). The text's trigrams are
 * `positions[from, to)`, numbering its distinct ones `values[valuesFrom…]`.
 */
function similarityOf(
  query: TrigramQuery,
  positions: ArrayLike<number>,
  from: number,
  to: number,
  values: ArrayLike<number>,
  valuesFrom: number,
  valuesTo: number,
) {
  const distinct = valuesTo - valuesFrom;
  if (found.length < distinct) {
    found = new Uint8Array(distinct * 2);
    lastPosition = new Int32Array(distinct * 2);
  }
  let shared = 0;
  for (let id = 0; id < distinct; id++) {
    found[id] = query.has(values[valuesFrom + id]) ? 1 : 0;
    shared += found[id];
    lastPosition[id] = -1;
  }
  if (shared === 0) return 0;
  const queryLength = query.size;
  let extentLength = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < to - from; i++) {
    const id = positions[from + i];
    if (lower >= 0 || found[id]) {
      if (lastPosition[id] < 0) {
        extentLength += 1;
        if (found[id]) count += 1;
      }
      lastPosition[id] = i;
    }
    if (!found[id]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      extentLength = 1;
    }
    let current = extentSimilarity(count, queryLength, extentLength);
    // Moving the extent's start right may leave out more unshared trigrams than shared ones.
    let trialCount = count;
    let trialLength = extentLength;
    const previousLower = lower;
    for (let trialLower = lower; trialLower <= upper; trialLower++) {
      const trial = extentSimilarity(trialCount, queryLength, trialLength);
      if (trial > current) {
        current = trial;
        extentLength = trialLength;
        lower = trialLower;
        count = trialCount;
      }
      const trialId = positions[from + trialLower];
      if (lastPosition[trialId] === trialLower) {
        trialLength -= 1;
        if (found[trialId]) trialCount -= 1;
      }
    }
    if (current > best) best = current;
    for (let left = previousLower; left < lower; left++) {
      const leftId = positions[from + left];
      if (lastPosition[leftId] === left) lastPosition[leftId] = -1;
    }
  }
  return best;
}

/** pg_trgm's `word_similarity(query, text)` of one text. */
export function wordSimilarity(query: TrigramQuery, text: string): number {
  const { positions, values } = trigramsOf(text);
  return similarityOf(query, positions, 0, positions.length, values, 0, values.length);
}

/**
 * The trigrams of many texts (rows), kept flat, with the rows holding each trigram: word similarities of a query to
 * any row, and the rows that can reach a similarity without computing it for every row.
 */
export class TrigramTable {
  private readonly positions: Uint16Array;
  private readonly positionStarts: Int32Array;
  private readonly values: Int32Array;
  private readonly valueStarts: Int32Array;
  private readonly postings = new Map<number, Int32Array>();

  constructor(texts: string[]) {
    const positions: number[] = [];
    const values: number[] = [];
    this.positionStarts = new Int32Array(texts.length + 1);
    this.valueStarts = new Int32Array(texts.length + 1);
    const rowsOf = new Map<number, number[]>();
    texts.forEach((text, row) => {
      const trigrams = trigramsOf(text, { intern: true });
      for (const position of trigrams.positions) positions.push(position);
      for (const value of trigrams.values) {
        values.push(value);
        const rows = rowsOf.get(value);
        if (rows) rows.push(row);
        else rowsOf.set(value, [row]);
      }
      this.positionStarts[row + 1] = positions.length;
      this.valueStarts[row + 1] = values.length;
    });
    this.positions = Uint16Array.from(positions);
    this.values = Int32Array.from(values);
    for (const [value, rows] of rowsOf) this.postings.set(value, Int32Array.from(rows));
  }

  similarity(query: TrigramQuery, row: number): number {
    return similarityOf(
      query,
      this.positions,
      this.positionStarts[row],
      this.positionStarts[row + 1],
      this.values,
      this.valueStarts[row],
      this.valueStarts[row + 1],
    );
  }

  /** The rows holding a trigram. */
  rowsHolding(value: number): Int32Array | undefined {
    return this.postings.get(value);
  }

  /** How many of the query's distinct trigrams each row holds (at most 255 counted). */
  sharedCounts(query: TrigramQuery): Uint8Array {
    const shared = new Uint8Array(this.positionStarts.length - 1);
    for (const value of query) {
      const rows = this.postings.get(value);
      if (rows) for (const row of rows) if (shared[row] < 255) shared[row] += 1;
    }
    return shared;
  }

  /** The rows whose word similarity to the query is at least `threshold`, with it. */
  similarRows(query: TrigramQuery, threshold: number): { row: number; similarity: number }[] {
    const shared = new Uint16Array(this.positionStarts.length - 1);
    const touched: number[] = [];
    for (const value of query) {
      const rows = this.postings.get(value);
      if (!rows) continue;
      for (const row of rows) if (shared[row]++ === 0) touched.push(row);
    }
    const similar: { row: number; similarity: number }[] = [];
    for (const row of touched) {
      // A text sharing n of the query's trigrams is at most n / query.size similar.
      if (shared[row] / query.size < threshold - 1e-6) continue;
      const similarity = this.similarity(query, row);
      if (similarity >= threshold) similar.push({ row, similarity });
    }
    return similar;
  }
}

/** The packed value of three one-byte characters (a trigram of `trigramsOf`). */
export const packedTrigram = (text: string, at: number) => (text.charCodeAt(at) << 16) | (text.charCodeAt(at + 1) << 8) | text.charCodeAt(at + 2);

/** fuzzystrmatch's `levenshtein(a, b)`: the fewest characters to insert, delete or replace to turn one into the other. */
export function levenshtein(a: string, b: string): number {
  const source = Array.from(a);
  const target = Array.from(b);
  if (source.length === 0) return target.length;
  if (target.length === 0) return source.length;
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j);
  let current = new Array<number>(target.length + 1);
  for (let i = 1; i <= source.length; i++) {
    current[0] = i;
    for (let j = 1; j <= target.length; j++) {
      const replace = previous[j - 1] + (source[i - 1] === target[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, replace);
    }
    [previous, current] = [current, previous];
  }
  return previous[target.length];
}
