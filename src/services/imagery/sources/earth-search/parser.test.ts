import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseStacItemCollection } from './parser';

const PAGE1 = readFixture(import.meta.url, 'search-page1.geojson');
const PAGE2 = readFixture(import.meta.url, 'search-page2.geojson');

/** A synthetic STAC answer around the given items (values invented for the test). */
const collection = (features: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'FeatureCollection', features, ...extra });

describe('Earth Search STAC item search parser', () => {
  it('reads both recorded scenes by the README rules', () => {
    const page = parseStacItemCollection(PAGE1);
    expect(page.totalResults).toBe(2);
    expect(page.skipped).toBe(0);
    expect(page.scenes).toHaveLength(2);
    const [s2, landsat] = page.scenes;
    expect(s2).toEqual({
      id: 'S2A_13TDE_20231008_0_L2A',
      satellite: 'sentinel-2a',
      datetime: '2023-10-08T18:02:55.276000Z',
      resolutionM: 10,
      mode: 'optical',
      geometryGeojson: expect.stringMatching(/^\{"type":"Polygon","coordinates":\[\[\[-106\.18316062292897,/),
      previewUrl:
        'https://sentinel-cogs.s3.us-west-2.amazonaws.com/sentinel-s2-l2a-cogs/13/T/DE/2023/10/S2A_13TDE_20231008_0_L2A/thumbnail.jpg',
      assetUrl:
        'https://sentinel-cogs.s3.us-west-2.amazonaws.com/sentinel-s2-l2a-cogs/13/T/DE/2023/10/S2A_13TDE_20231008_0_L2A/TCI.tif',
      collection: 'sentinel-2-l2a',
    });
    expect(JSON.parse(s2!.geometryGeojson!)).toMatchObject({ type: 'Polygon' });
    // Landsat assets are requester-pays s3:// objects: the item's https links stand in for them.
    expect(landsat).toEqual({
      id: 'LC08_L2SP_033032_20231008_02_T1',
      satellite: 'landsat-8',
      datetime: '2023-10-08T17:37:26.656958Z',
      resolutionM: 30,
      mode: 'optical',
      geometryGeojson: expect.stringContaining('"type":"Polygon"'),
      previewUrl:
        'https://earth-search.aws.element84.com/v1/collections/landsat-c2-l2/items/LC08_L2SP_033032_20231008_02_T1/thumbnail',
      assetUrl:
        'https://earth-search.aws.element84.com/v1/collections/landsat-c2-l2/items/LC08_L2SP_033032_20231008_02_T1',
      collection: 'landsat-c2-l2',
    });
  });

  it('dates the answer by its newest acquisition time', () => {
    expect(parseStacItemCollection(PAGE1).asOf).toBe('2023-10-08T18:02:55.276Z');
    expect(parseStacItemCollection(PAGE2).asOf).toBeUndefined();
  });

  it('reads the recorded last page: no scene, the match count kept', () => {
    expect(parseStacItemCollection(PAGE2)).toEqual({ scenes: [], totalResults: 2, skipped: 0 });
  });

  it('reads a radar item (synthetic): its instrument mode, no resolution without gsd or UTM pixels', () => {
    const page = parseStacItemCollection(
      collection(
        [
          {
            type: 'Feature',
            id: 'S1A_IW_GRDH_TEST',
            collection: 'sentinel-1-grd',
            properties: {
              datetime: '2026-01-15T05:00:00Z',
              platform: 'sentinel-1a',
              'sar:instrument_mode': 'IW',
            },
            assets: { thumbnail: { href: 's3://bucket/preview.png' } },
            links: [{ rel: 'self', href: 'https://example.test/items/S1A_IW_GRDH_TEST' }],
          },
        ],
        { context: { matched: 7, returned: 1 } },
      ),
    );
    expect(page.totalResults).toBe(7);
    expect(page.scenes).toEqual([
      {
        id: 'S1A_IW_GRDH_TEST',
        satellite: 'sentinel-1a',
        datetime: '2026-01-15T05:00:00Z',
        mode: 'IW',
        assetUrl: 'https://example.test/items/S1A_IW_GRDH_TEST',
        collection: 'sentinel-1-grd',
      },
    ]);
  });

  it('skips items without an id or an acquisition time, and counts the page when no match count is given', () => {
    const page = parseStacItemCollection(
      collection([
        {
          id: 'ok',
          collection: 'landsat-c2-l2',
          properties: { start_datetime: '2026-01-01T00:00:00Z', gsd: 30 },
        },
        { id: '', properties: { datetime: '2026-01-01T00:00:00Z' } },
        { id: 'no-time', properties: {} },
        { id: 'bad-time', properties: { datetime: 'soon' } },
        'not an item',
      ]),
    );
    expect(page.scenes.map((s) => [s.id, s.satellite, s.resolutionM])).toEqual([['ok', 'landsat-c2-l2', 30]]);
    expect(page.skipped).toBe(4);
    expect(page.totalResults).toBe(1);
  });

  it('refuses what is not an ItemCollection', () => {
    expect(() => parseStacItemCollection('')).toThrow(PayloadError);
    expect(() => parseStacItemCollection('[]')).toThrow(PayloadError);
    expect(() => parseStacItemCollection('{"type":"Feature"}')).toThrow(PayloadError);
    expect(() => parseStacItemCollection('{"code":"BadRequest","description":"x"}')).toThrow(PayloadError);
  });
});
