/**
 * GET /api/sanctions/v1/lookup-sanction-entity: OFAC SDN entries matching a name, by their names,
 * aliases and vessel call signs, best score first (`entity-search.ts`, rule in the README).
 */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_LOOKUP_RESULTS,
  LOOKUP_SOURCE,
  LOOKUP_UNAVAILABLE,
  lookupSanctionEntity,
  MAX_QUERY_WORDS,
} from './contract';
import { sanctionsKeys } from './data';
import { searchEntities } from './entity-search';
import { normalisedWords } from './name-match';

/** Handler of lookup-sanction-entity. */
export const lookupSanctionEntityHandler = defineHandler(lookupSanctionEntity, async (ctx, query) => {
  const q = query.q;
  if (q !== undefined) checkWords(normalisedWords(q).length);
  const read = await ctx.snapshots.read(sanctionsKeys.sdnList);
  if (read.status !== 'hit') return unavailable(LOOKUP_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  if (q === undefined) return fromData({ results: [], total: 0, source: LOOKUP_SOURCE }, meta.fetchedAt);
  const matches = searchEntities(data, q);
  const results = matches
    .slice(0, query.max_results ?? DEFAULT_LOOKUP_RESULTS)
    .map(({ entry, score, matchedName }) => ({
      id: `SDN:${entry.entNum}`,
      name: entry.name,
      entityType: entry.type,
      countryCodes: [...new Set(entry.countries.flatMap((c) => (c.code ? [c.code] : [])))],
      programs: entry.programs,
      score,
      matchedName,
    }));
  return fromData({ results, total: matches.length, source: LOOKUP_SOURCE }, meta.fetchedAt);
});

/** A query of punctuation alone names nothing; a very long one is refused before any search. */
function checkWords(count: number): void {
  const problem =
    count === 0
      ? 'must contain at least one letter or digit'
      : count > MAX_QUERY_WORDS
        ? `must have at most ${MAX_QUERY_WORDS} words`
        : undefined;
  // A client error whether or not data exists.
  if (problem)
    throw new ApiError('VALIDATION_FAILED', { violations: [{ field: 'q', description: problem }] });
}
