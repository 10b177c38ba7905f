/**
 * A local Earth Search replaying the recorded STAC exchange (fixtures/): `POST /v1/search` answers
 * the recorded first page, or the recorded last page when the request carries the `next` token.
 */
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import {
  type RecordedRequest,
  startUpstream,
  type Upstream,
} from '../../../../../test/helpers/ingest/upstream-server';
import { EARTH_SEARCH_SEARCH_PATH } from './provider';

export const RECORDED_PAGE1 = readFixture(import.meta.url, 'search-page1.geojson');
export const RECORDED_PAGE2 = readFixture(import.meta.url, 'search-page2.geojson');

/** The route of the recorded exchange. */
export const replayRoute = (req: RecordedRequest) => ({
  headers: { 'content-type': 'application/geo+json; charset=utf-8' },
  body: 'next' in (JSON.parse(req.body || '{}') as object) ? RECORDED_PAGE2 : RECORDED_PAGE1,
});

/** Starts the replaying server. */
export function startEarthSearchReplay(): Promise<Upstream> {
  return startUpstream({ [EARTH_SEARCH_SEARCH_PATH]: replayRoute });
}
