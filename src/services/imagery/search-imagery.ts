/**
 * GET /api/imagery/v1/search-imagery: satellite scenes from the request-time imagery provider
 * (Element 84 Earth Search), filtered by box, time and source. Without a provider, or when the
 * catalogue gives no answer within its time box, the empty degraded body with
 * X-Data-Status: unavailable (DESIGN §4); a catalogue that matched nothing is an `ok` empty list.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { SEARCH_IMAGERY_UNAVAILABLE, searchImagery } from './contract';
import { searchOf } from './query';

/** Handler of search-imagery. */
export const searchImageryHandler = defineHandler(searchImagery, async (ctx, query) => {
  const search = searchOf(query);
  const provider = ctx.providers.imagery?.search;
  if (!provider) return unavailable(SEARCH_IMAGERY_UNAVAILABLE);
  let answer: Awaited<ReturnType<typeof provider.search>>;
  try {
    answer = await provider.search(search);
  } catch {
    return unavailable(SEARCH_IMAGERY_UNAVAILABLE);
  }
  // The catalogue is asked for these filters; the collection and the limit are enforced here too.
  const scenes = answer.scenes
    .filter((s) => search.collections.includes(s.collection))
    .slice(0, search.limit)
    .map(({ collection: _collection, ...scene }) => scene);
  const totalResults = Math.min(Math.max(answer.totalResults, scenes.length), 2_147_483_647);
  return fromData({ scenes, totalResults, cacheHit: answer.cacheHit }, answer.fetchedAt);
});
