/**
 * Search of the SDN entries by name: every entry is found by its name, its aliases (ALT.CSV and
 * the remarks' `a.k.a.`) and, for a vessel, its call sign. An entry's score is its best name's
 * score (`name-match.ts`), an alias counting `ALIAS_FACTOR` of it, so an exact primary name ranks
 * above an exact alias of another entry; a name holding every word of the query ranks above any
 * prefix or spelling match (`rankedScore`). The word index is built once per snapshot.
 */
import { perSnapshot } from '../per-snapshot';
import type { SanctionsListData, SdnEntry } from './data';
import {
  holdsQueryWords,
  MIN_FUZZY_LENGTH,
  MIN_FUZZY_SIMILARITY,
  MIN_PREFIX_LENGTH,
  type PreparedName,
  prepareName,
  rankedScore,
  scoreName,
  wordSimilarity,
} from './name-match';

/** Share of the score an alias match keeps against a primary-name match. */
export const ALIAS_FACTOR = 0.95;
/** Lowest score returned. */
export const MIN_MATCH_SCORE = 0.5;

/** One match of a search. */
export interface EntityMatch {
  entry: SdnEntry;
  /** 0 to 1, rounded to three decimals. */
  score: number;
  /** The name or alias that matched best. */
  matchedName: string;
}

interface IndexedName {
  entry: number;
  text: string;
  prepared: PreparedName;
  factor: number;
}

interface EntityIndex {
  names: IndexedName[];
  byWord: Map<string, number[]>;
  byCompact: Map<string, number[]>;
  /** Every distinct word, sorted (prefix look-ups). */
  sortedWords: string[];
  /** Every distinct word by length (spelling look-ups). */
  wordsByLength: Map<number, string[]>;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildIndex(data: SanctionsListData): EntityIndex {
  const names: IndexedName[] = [];
  data.entries.forEach((entry, i) => {
    const add = (text: string, factor: number) =>
      names.push({ entry: i, text, prepared: prepareName(text), factor });
    add(entry.name, 1);
    for (const alias of entry.aliases) add(alias.name, ALIAS_FACTOR);
    if (entry.vessel?.callSign) add(entry.vessel.callSign, ALIAS_FACTOR);
  });
  const byWord = new Map<string, number[]>();
  const byCompact = new Map<string, number[]>();
  names.forEach((name, n) => {
    for (const word of new Set(name.prepared.words)) push(byWord, word, n);
    if (name.prepared.compact !== '') push(byCompact, name.prepared.compact, n);
  });
  const sortedWords = [...byWord.keys()].sort();
  const wordsByLength = new Map<number, string[]>();
  for (const word of sortedWords) {
    const list = wordsByLength.get(word.length);
    if (list) list.push(word);
    else wordsByLength.set(word.length, [word]);
  }
  return { names, byWord, byCompact, sortedWords, wordsByLength };
}

/** The index of a snapshot's entries (built once per snapshot data object). */
const indexOf = perSnapshot(buildIndex);

/** First index of `sorted` whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index's words close to a query word, with their similarity: equal, extended or misspelt. */
function closeWords(index: EntityIndex, q: string): Map<string, number> {
  const close = new Map<string, number>();
  if (index.byWord.has(q)) close.set(q, 1);
  if (q.length >= MIN_PREFIX_LENGTH) {
    for (let i = lowerBound(index.sortedWords, q); i < index.sortedWords.length; i++) {
      const word = index.sortedWords[i]!;
      if (!word.startsWith(q)) break;
      close.set(word, wordSimilarity(q, word));
    }
  }
  if (q.length >= MIN_FUZZY_LENGTH) {
    // Only lengths within the allowed number of edits can be close enough.
    const shortest = Math.max(MIN_FUZZY_LENGTH, Math.floor(q.length * MIN_FUZZY_SIMILARITY));
    const longest = Math.ceil(q.length / MIN_FUZZY_SIMILARITY);
    for (let length = shortest; length <= longest; length++) {
      for (const word of index.wordsByLength.get(length) ?? []) {
        if (close.has(word)) continue;
        const sim = wordSimilarity(q, word);
        if (sim > 0) close.set(word, sim);
      }
    }
  }
  return close;
}

/**
 * Names that can score: those sharing a close full-weight word with the query, or written with
 * the same letters; for a query of particles and initials alone, the names holding all its words.
 */
function candidates(index: EntityIndex, query: PreparedName, close: Map<string, number>[]): Set<number> {
  const found = new Set<number>(index.byCompact.get(query.compact) ?? []);
  const full = query.words.map((_, qi) => qi).filter((qi) => query.weights[qi] === 1);
  for (const qi of full) {
    for (const word of close[qi]!.keys()) for (const n of index.byWord.get(word) ?? []) found.add(n);
  }
  if (full.length === 0) {
    const lists = query.words.map((w) => index.byWord.get(w) ?? []).sort((a, b) => a.length - b.length);
    const others = lists.slice(1).map((l) => new Set(l));
    for (const n of lists[0] ?? []) if (others.every((o) => o.has(n))) found.add(n);
  }
  return found;
}

/** Every entry matching `query` at `MIN_MATCH_SCORE` or more, best first. */
export function searchEntities(data: SanctionsListData, query: string): EntityMatch[] {
  const prepared = prepareName(query);
  if (prepared.words.length === 0) return [];
  const index = indexOf(data);
  const close = prepared.words.map((w) => closeWords(index, w));
  const similarity = (qi: number, word: string) => close[qi]!.get(word) ?? 0;
  const best = new Map<number, { score: number; name: IndexedName }>();
  for (const n of candidates(index, prepared, close)) {
    const name = index.names[n]!;
    const raw = scoreName(prepared, name.prepared, similarity) * name.factor;
    if (raw < MIN_MATCH_SCORE) continue;
    const score = rankedScore(raw, holdsQueryWords(prepared, name.prepared, similarity));
    const current = best.get(name.entry);
    if (!current || score > current.score) best.set(name.entry, { score, name });
  }
  return [...best.entries()]
    .map(([i, { score, name }]) => ({
      entry: data.entries[i]!,
      score: Math.round(score * 1000) / 1000,
      matchedName: name.text,
    }))
    .sort(
      (a, b) =>
        b.score - a.score || a.entry.name.localeCompare(b.entry.name) || a.entry.entNum - b.entry.entNum,
    );
}
