/**
 * A search text as the catalogue's search reads it: its spellings, its synonyms and the words it completes to, and
 * how the answers of one website's catalogue (found in SQL, or by the in-process index) make it a Search.
 */

/**
 * The word similarity of a weak look-alike, counted only when the query is not found literally: low enough for
 * "tomatos" or "panner". Strong ones are `<%` and `%>` (pg_trgm.word_similarity_threshold, db/client.ts).
 */
export const WEAK_SIMILARITY = 0.4;
/** One-word queries this long also match with two neighbouring letters swapped ("onoin"); shorter ones would match noise. */
const MIN_SWAPPED_LENGTH = 5;

export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The query, and for a long enough single word each spelling with two neighbouring letters swapped back. */
function spellings(term: string): string[] {
  const found = new Set([term]);
  if (term.length >= MIN_SWAPPED_LENGTH && !term.includes(' ')) {
    for (let i = 0; i + 1 < term.length; i++) {
      if (term[i] !== term[i + 1]) found.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  return [...found];
}

/** A website's search synonyms as [word, target], longest word first (so "kali mirch" is read before "mirch"). */
export type Synonyms = [word: string, target: string][];

/** The query with every whole word or phrase that is a synonym replaced by its target; the query itself when none is. */
export function withSynonyms(term: string, synonyms: Synonyms): string {
  let replaced = ` ${term} `;
  for (const [word, target] of synonyms) replaced = replaced.split(` ${word} `).join(` ${target} `);
  return replaced.trim();
}

/** The shortest unfinished word read as the start of a synonym ("pya" → pyaaz): a shorter one starts too many. */
const MIN_UNFINISHED_LENGTH = 3;

/**
 * The catalogue's words for a one-word query read as the start of a synonym ("pya" → pyaz, pyaaz → onion; "टमा" →
 * टमाटर → tomato), when it is not itself one.
 */
export function synonymCompletions(term: string, synonyms: Synonyms): string[] {
  if (term.length < MIN_UNFINISHED_LENGTH || term.includes(' ') || synonyms.some(([word]) => word === term)) return [];
  return [...new Set(synonyms.filter(([word]) => word.startsWith(term) && !word.includes(' ')).map(([, target]) => target))];
}

export interface Search {
  /** The lower-cased query. */
  term: string;
  /** The query in the catalogue's words when it holds a synonym ("aloo" → "potato"), else null. */
  synonym: string | null;
  /** Its spellings, the query in the catalogue's words, and the words an unfinished query completes to. */
  spellings: string[];
  /** LIKE patterns of its spellings anywhere in a name, one each: GIN indexes answer `like` but not `like any`. */
  patterns: string[];
  /**
   * Whether look-alikes (trigram similarity to the query) count as matches: only when no product name, brand name
   * or synonym holds the query, as written or completed; typo tolerance is for a query that matches nothing.
   */
  lookAlikesAllowed: boolean;
  /** Whether a weak word similarity counts as a match too: look-alikes count and the query is one word. */
  weakAllowed: boolean;
  /** The brands whose name matches. */
  brandIds: number[];
  /**
   * For a query of several words that no name holds as written: each word (or the look-alike it was corrected to),
   * to be found in the product's name, its brand's or its category's ("fresh tomatoe": fresh vegetables, tomato).
   */
  words: SearchWord[] | null;
  /** The query with its misspelt words corrected, when a word was ("fresh tomato"). */
  correction: string | null;
}

export interface SearchWord {
  pattern: string;
  brandIds: number[];
  categoryIds: number[];
}

/** What the catalogue holds of a query's spellings: whether product names hold them, and the brands they bring. */
export interface SearchProbe {
  /** An active product's name holds one of the query's own spellings. */
  literal: boolean;
  /** An active product's name holds one of the words the unfinished query completes to. */
  completes: boolean;
  /** The brands whose name holds a spelling (literal) or is a weak look-alike of the query (strong: `%>`). */
  brands: [id: number, literal: boolean, strong: boolean][];
}

/** A word of a query of several words, as it will be looked for (see `composeSearch`). */
export interface QueryWord {
  word: string;
  found: boolean;
  corrected: boolean;
  brandIds: number[];
  categoryIds: number[];
}

export interface SearchCatalogue {
  synonyms: Synonyms;
  probe(own: string[], completions: string[]): Promise<SearchProbe> | SearchProbe;
  /**
   * Each word as it will be looked for: as written when a product name, brand or category of the website holds it,
   * else the look-alike word of the product names nearest to it (when one is near).
   */
  wordsOf(words: string[]): Promise<QueryWord[]> | QueryWord[];
}

export const patternsOf = (texts: string[]) => texts.map((text) => `%${likeEscaped(text)}%`);

/**
 * Typo-tolerant search: a product matches when its name or its brand's holds a spelling of the query or, when no
 * name, brand or synonym holds it ("aloo" is potato and Aloo Bhujia, not Aloe Vera), is similar by trigrams. Weak
 * similarities count only for a one-word query that no name holds literally, so "milk" does not bring every word
 * starting with "mi", nor "basmti rice" every rice; such a query is compared word by word ("panner" brings paneer
 * and panna, not a "copper tongue cleaner" whose trigrams happen to line up).
 * A query of several words that no name holds as written also matches products holding each of its words, or its
 * nearest look-alike, in their name, brand or category ("fresh tomatoe" → the tomatoes of Fresh Vegetables).
 * An `unfinished` query (typed so far) that no name holds is also read as the start of a synonym.
 */
export async function composeSearch(catalogue: SearchCatalogue, term: string, { unfinished = false } = {}): Promise<Search> {
  const { synonyms } = catalogue;
  const replaced = withSynonyms(term, synonyms);
  const synonym = replaced === term ? null : replaced;
  const own = [...spellings(term), ...(synonym ? [synonym] : [])];
  const completions = unfinished ? synonymCompletions(term, synonyms) : [];
  const oneWord = !term.includes(' ');
  const probe = await catalogue.probe(own, completions);
  const completed = !probe.literal && probe.completes;
  const found = completed ? [...own, ...completions] : own;
  const brandHeld = probe.brands.some(([, literal]) => literal);
  const lookAlikesAllowed = !probe.literal && !completed && !brandHeld;
  // A query of several words never matches weakly as a whole: it is read word by word instead.
  const weakAllowed = oneWord && lookAlikesAllowed;
  const words = oneWord || probe.literal || brandHeld ? null : await catalogue.wordsOf((synonym ?? term).split(' ').filter(Boolean));
  // A word found nowhere, nor near anything, means no product holds every word: nothing to correct then.
  const correction =
    words && words.some(({ corrected }) => corrected) && !words.some(({ found }) => !found) ? words.map(({ word }) => word).join(' ') : null;
  return {
    term,
    synonym,
    spellings: found,
    patterns: patternsOf(found),
    lookAlikesAllowed,
    weakAllowed,
    brandIds: probe.brands.filter(([, literal, strong]) => literal || (strong && lookAlikesAllowed) || weakAllowed).map(([id]) => id),
    words: words?.map(({ word, brandIds, categoryIds }) => ({ pattern: `%${likeEscaped(word)}%`, brandIds, categoryIds })) ?? null,
    correction,
  };
}
