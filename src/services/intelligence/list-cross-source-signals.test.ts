import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seismologyKeys } from '../seismology/data';
import { unrestKeys } from '../unrest/data';
import { parseGdeltUnrest } from '../unrest/sources/gdelt-events/parser';

const PATH = '/api/intelligence/v1/list-cross-source-signals';
/** The real GDELT protest rows of 2026-07-21 (9 events in India). */
const UNREST = parseGdeltUnrest({
  export: readFileSync(
    new URL('../unrest/sources/gdelt-events/bundle/20260721083000.export.root14.tsv', import.meta.url),
    'utf8',
  ),
});

describe('list-cross-source-signals', () => {
  let t: TestApp;
  let key: string;
  const get = async () => (await t.app.inject({ url: PATH, headers: { 'x-service-key': key } })).json();
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('an unrest surge from real GDELT rows, and a composite with a (synthetic) earthquake in the same country', async () => {
    await t.store.snapshots.publish(unrestKeys.gdeltEvents, UNREST.data, {
      fetchedAt: '2026-07-21T08:30:00.000Z',
      source: 'test',
    });
    let body = await get();
    expect(body.signals).toEqual([
      expect.objectContaining({
        type: 'CROSS_SOURCE_SIGNAL_TYPE_UNREST_SURGE',
        theater: 'India',
        severity: 'CROSS_SOURCE_SIGNAL_SEVERITY_LOW',
        severityScore: 9,
        contributingTypes: ['unrest:gdelt-events'],
      }),
    ]);
    await t.store.snapshots.publish(
      seismologyKeys.earthquakes,
      {
        feed: {},
        earthquakes: [
          {
            id: 'test1',
            place: '10 km N of Testpur, India',
            magnitude: 6.6,
            occurredAt: Date.UTC(2026, 6, 20),
            latitude: 20,
            longitude: 78,
          },
        ],
      },
      { fetchedAt: '2026-07-21T09:00:00.000Z', source: 'test' },
    );
    body = await get();
    expect(body.compositeCount).toBe(1);
    expect(body.signals[0]).toMatchObject({
      type: 'CROSS_SOURCE_SIGNAL_TYPE_COMPOSITE_ESCALATION',
      theater: 'India',
      severity: 'CROSS_SOURCE_SIGNAL_SEVERITY_HIGH',
      signalCount: 2,
    });
    expect(body.missingInputs).toContain('wildfire:fire-detections: no snapshot');
    expect(body.missingInputs).toContain('CROSS_SOURCE_SIGNAL_TYPE_GPS_JAMMING: no dataset in this project');
  });
});
