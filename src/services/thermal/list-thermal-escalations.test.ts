import { afterEach, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { nasaFirmsSource } from '../wildfire/sources/nasa-firms/source';
import { clusterPixels } from './clusters';

describe('list-thermal-escalations on the bundled FIRMS capture', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('clusters the 20 Iberian pixels into 7 groups; the 9-pixel fire of 2026-07-24 12:57Z is elevated', async () => {
    t = await buildTestApp();
    await loadBundles([sourceJob(nasaFirmsSource, {})], { store: t.store });
    const key = await t.createKey();
    const get = (q: string) =>
      t!.app.inject({
        url: `/api/thermal/v1/list-thermal-escalations?${q}`,
        headers: { 'x-service-key': key },
      });
    const body = (await get('')).json();
    expect(body).toMatchObject({
      dataAvailable: true,
      fetchedAt: '2026-07-25T12:38:00.000Z',
      sourceVersion: 'firms-clusters-v1',
      observationWindowHours: 36,
      summary: { clusterCount: 7, elevatedCount: 1, persistentCount: 0, spikeCount: 0 },
    });
    expect(body.missingInputs).toHaveLength(3);
    // Bundle rows 4-12: 37.547-37.558 N, 7.062-7.075 W, all at 1257 on 2026-07-24; FRP sum 541.18 MW.
    expect(body.clusters[0]).toMatchObject({
      status: 'THERMAL_STATUS_ELEVATED',
      observationCount: 9,
      totalFrp: 541.18,
      maxFrp: 105.11,
      maxBrightness: 367,
      persistenceHours: 0,
      nightDetectionShare: 0,
      regionLabel: 'Iberia',
      firstDetectedAt: '2026-07-24T12:57:00.000Z',
      narrativeFlags: ['high-frp'],
    });
    expect(
      body.clusters.slice(1).every((c: { status: string }) => c.status === 'THERMAL_STATUS_NORMAL'),
    ).toBe(true);
    expect((await get('max_items=2')).json().clusters).toHaveLength(2);
    expect((await get('start=2026-07-25')).json().summary.clusterCount).toBe(3);
    expect((await get('sw_lat=41&sw_lon=-9&ne_lat=42&ne_lon=-8')).json().clusters).toEqual([
      expect.objectContaining({
        observationCount: 3,
        nightDetectionShare: 1,
        narrativeFlags: ['night-activity'],
      }),
    ]);
    expect((await get('max_items=0')).statusCode).toBe(400);
  });

  it('marks a cluster seen over 24 hours persistent and joins pixels by chains within 10 km', () => {
    const pixel = (id: string, lat: number, hours: number) => ({
      id,
      latitude: lat,
      longitude: 30,
      brightnessK: 330,
      frpMw: 5,
      confidence: 'nominal' as const,
      satellite: 'N20',
      product: 'VIIRS_NOAA20_NRT',
      detectedAt: Date.UTC(2026, 0, 1) + hours * 3_600_000,
      dayNight: 'D',
      region: 'Test',
    });
    // 0.08 deg of latitude is about 8.9 km: a, b, c chain into one cluster; d is 20 km from c.
    const clusters = clusterPixels([
      pixel('a', 10, 0),
      pixel('b', 10.08, 12),
      pixel('c', 10.16, 30),
      pixel('d', 10.34, 1),
    ]);
    expect(clusters.map((c) => [c.count, c.status])).toEqual([
      [3, 'PERSISTENT'],
      [1, 'NORMAL'],
    ]);
  });
});
