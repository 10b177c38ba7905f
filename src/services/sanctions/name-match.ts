/**
 * Name comparison for the sanctions lookup. Names are normalised (case, diacritics, apostrophes
 * and other punctuation) and compared as sets of words, so word order does not matter
 * (`RODRIGUEZ OREJUELA, Gilberto Jose` = `Gilberto Jose Rodriguez Orejuela`). The rule, also in
 * the service README:
 * - same words in any order → 1; same letters with other spacing (`alqaida`, `K.A.S.` / `KAS`) → 0.98;
 * - otherwise each query word is paired with the closest unused word of the name: equal 1, a
 *   prefix of at least 3 letters 0.5 + 0.5 × (share of the word typed), a spelling within one
 *   edit per 4 letters (words of 4 letters or more) 1 − edits / length; anything else 0;
 * - score = 0.6 × (share of the query found) + 0.4 × (share of the name matched), at most 0.97,
 *   where particles (`al`, `de`, `bin`, ...) and single letters weigh 0.2 of a word; a partial
 *   match must pair at least one full-weight word (initials or particles alone match only whole
 *   names);
 * - exact words first (`rankedScore`): a name holding every full word of the query as a whole word
 *   scores at least `EXACT_WORDS_FLOOR`, one that needed a prefix, a spelling or that lacks a word
 *   stays below it, so `AL-ZOMOR, Abbud` ranks above `ZOMOROUD` for `zomor`.
 */

/** Weight of a particle or a single letter against an ordinary word. */
export const PARTICLE_WEIGHT = 0.2;
/** Share of the score that measures how much of the query was found. */
export const QUERY_COVERAGE_WEIGHT = 0.6;
/** Score of the same words in any order. */
export const SAME_WORDS_SCORE = 1;
/** Score of the same letters with different spacing or punctuation. */
export const SAME_LETTERS_SCORE = 0.98;
/** Highest score of a partial or approximate match. */
export const MAX_PARTIAL_SCORE = 0.97;
/** Shortest query word compared by prefix. */
export const MIN_PREFIX_LENGTH = 3;
/** Shortest word compared by spelling distance. */
export const MIN_FUZZY_LENGTH = 4;
/** Lowest accepted spelling similarity of two words (one edit per four letters). */
export const MIN_FUZZY_SIMILARITY = 0.75;

/** Lowest score of a name holding every full word of the query: any other match stays below. */
export const EXACT_WORDS_FLOOR = 0.8;
/** Scores of whole-word matches from here up are kept; those below are lifted into [floor, here). */
export const EXACT_WORDS_KEPT_FROM = 0.9;
/** Scores of other matches up to here are kept; those above are compressed below the floor. */
export const APPROXIMATE_KEPT_UP_TO = 0.7;

/** Connecting words of names (Arabic, Spanish, Portuguese, French, Dutch, German, English). */
const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'bint',
  'de',
  'del',
  'la',
  'las',
  'los',
  'le',
  'les',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'des',
  'y',
  'e',
  'van',
  'von',
  'der',
  'den',
  'the',
  'of',
  'and',
]);

/** Letters Unicode decomposition leaves whole. */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

/** A name prepared for comparison. */
export interface PreparedName {
  /** Normalised words, in the name's order. */
  words: string[];
  /** Weight of each word (particles count less). */
  weights: number[];
  /** The words sorted and joined: equal for the same words in any order. */
  sortedKey: string;
  /** The letters and digits alone: equal for the same name spaced or punctuated differently. */
  compact: string;
}

/** The normalised words of a name: lower case, no diacritics, apostrophes dropped, other punctuation a space. */
export function normalisedWords(text: string): string[] {
  // Plain ASCII (most of the list) needs no Unicode folding.
  const folded = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[ßæœøđðþłıħ]/g, (c) => FOLDED[c] ?? c);
  return folded
    .replace(/['‘’`´ʼʻ]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w !== '');
}

/** True for connecting words (`al`, `de`, `bin`, ...) and single letters (initials). */
export function isParticle(word: string): boolean {
  return word.length === 1 || PARTICLES.has(word);
}

/** Prepares a name (or a query) for comparison. */
export function prepareName(text: string): PreparedName {
  const words = normalisedWords(text);
  return {
    words,
    weights: words.map((w) => (isParticle(w) ? PARTICLE_WEIGHT : 1)),
    sortedKey: [...words].sort().join(' '),
    compact: words.join(''),
  };
}

/** Similarity of a query word to a name word, 0 to 1 (see the module rule). */
export function wordSimilarity(query: string, word: string): number {
  if (query === word) return 1;
  if (query.length >= MIN_PREFIX_LENGTH && word.startsWith(query))
    return 0.5 + (0.5 * query.length) / word.length;
  const longest = Math.max(query.length, word.length);
  if (Math.min(query.length, word.length) < MIN_FUZZY_LENGTH) return 0;
  const allowed = Math.floor(longest * (1 - MIN_FUZZY_SIMILARITY) + 1e-9);
  const edits = boundedEditDistance(query, word, allowed);
  return edits <= allowed ? 1 - edits / longest : 0;
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}

/** Similarity of a query word (by its index) to a name word. */
export type WordSimilarity = (queryWord: number, nameWord: string) => number;

/** Score of a name against a query, 0 to 1 (see the module rule); `similarity` may be a cache. */
export function scoreName(
  query: PreparedName,
  name: PreparedName,
  similarity: WordSimilarity = (qi, word) => wordSimilarity(query.words[qi]!, word),
): number {
  if (query.words.length === 0 || name.words.length === 0) return 0;
  if (query.sortedKey === name.sortedKey) return SAME_WORDS_SCORE;
  if (query.compact === name.compact) return SAME_LETTERS_SCORE;
  const used = new Set<number>();
  let found = 0;
  let matched = 0;
  let fullWordPaired = false;
  // Longer query words first, so a short word cannot take the partner of a longer one.
  const order = query.words.map((_, i) => i).sort((i, j) => query.words[j]!.length - query.words[i]!.length);
  for (const qi of order) {
    let best = 0;
    let bestIndex = -1;
    name.words.forEach((word, ni) => {
      if (used.has(ni)) return;
      const sim = similarity(qi, word);
      if (sim > best) {
        best = sim;
        bestIndex = ni;
      }
    });
    if (bestIndex < 0) continue;
    used.add(bestIndex);
    if (query.weights[qi] === 1) fullWordPaired = true;
    found += query.weights[qi]! * best;
    matched += name.weights[bestIndex]! * best;
  }
  if (!fullWordPaired) return 0;
  const queryShare = found / sum(query.weights);
  const nameShare = matched / sum(name.weights);
  const score = QUERY_COVERAGE_WEIGHT * queryShare + (1 - QUERY_COVERAGE_WEIGHT) * nameShare;
  return Math.min(MAX_PARTIAL_SCORE, score);
}

/** True when every full word of the query (every word, for initials or particles alone) is a word of the name. */
export function holdsQueryWords(
  query: PreparedName,
  name: PreparedName,
  similarity: WordSimilarity = (qi, word) => wordSimilarity(query.words[qi]!, word),
): boolean {
  const full = query.words.map((_, qi) => qi).filter((qi) => query.weights[qi] === 1);
  const required = full.length > 0 ? full : query.words.map((_, qi) => qi);
  return required.every((qi) => name.words.some((word) => similarity(qi, word) === 1));
}

/**
 * The score a match is ranked and shown by: exact words first. A whole-word match (`exactWords`)
 * below `EXACT_WORDS_KEPT_FROM` is lifted into [`EXACT_WORDS_FLOOR`, `EXACT_WORDS_KEPT_FROM`); any
 * other match above `APPROXIMATE_KEPT_UP_TO` is compressed into (`APPROXIMATE_KEPT_UP_TO`,
 * `EXACT_WORDS_FLOOR`). Order within each group is kept; `score` is 0 to 1 (after the alias factor).
 */
export function rankedScore(score: number, exactWords: boolean): number {
  if (exactWords) {
    if (score >= EXACT_WORDS_KEPT_FROM) return score;
    const lifted =
      EXACT_WORDS_FLOOR + (score / EXACT_WORDS_KEPT_FROM) * (EXACT_WORDS_KEPT_FROM - EXACT_WORDS_FLOOR);
    return Math.min(lifted, EXACT_WORDS_KEPT_FROM);
  }
  if (score <= APPROXIMATE_KEPT_UP_TO) return score;
  const room = EXACT_WORDS_FLOOR - APPROXIMATE_KEPT_UP_TO;
  return (
    APPROXIMATE_KEPT_UP_TO + ((score - APPROXIMATE_KEPT_UP_TO) / (1 - APPROXIMATE_KEPT_UP_TO)) * room * 0.99
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
