import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { imfPortwatchPortsSource, PORTWATCH_DAILY_PORTS_PATH, PORTWATCH_PORTS_DB_PATH } from './source';

const PORTS = readFixture(import.meta.url, 'ports-database.first20.csv');

describe('portwatch-port-activity: requests', () => {
  it('asks for the newest day, then the sums of the two 30-day windows before it, then the ports', async () => {
    const up = await startUpstream();
    up.route(PORTWATCH_DAILY_PORTS_PATH, (req) =>
      req.path.includes('groupByFieldsForStatistics')
        ? { body: '{"features":[]}' }
        : { body: '{"features":[{"attributes":{"last_date":"2026-06-23"}}]}' },
    );
    up.route(PORTWATCH_PORTS_DB_PATH, { body: PORTS });
    const h = harness({ now: () => new Date('2026-07-01T00:00:00Z') });
    const job = sourceJob(imfPortwatchPortsSource, { IMF_PORTWATCH_PORTS_BASE_URL: up.url });
    const summary = await h.run(job);
    expect(summary).toMatchObject({ state: 'ok', records: 20, fetchedAt: '2026-06-23T00:00:00.000Z' });
    const wheres = up.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('where'));
    expect(wheres).toEqual([
      '1=1',
      "date >= timestamp '2026-05-25 00:00:00' AND date <= timestamp '2026-06-23 00:00:00'",
      "date >= timestamp '2026-04-25 00:00:00' AND date <= timestamp '2026-05-24 00:00:00'",
      '1=1',
    ]);
    const stats = new URL(up.requests[1]!.path, 'http://x').searchParams;
    expect(stats.get('groupByFieldsForStatistics')).toBe('portid');
    expect(JSON.parse(stats.get('outStatistics') ?? '[]')).toContainEqual({
      statisticType: 'sum',
      onStatisticField: 'portcalls_tanker',
      outStatisticFieldName: 'tanker_calls',
    });
    await up.close();
    await h.close();
  });

  it('fails the run on an ArcGIS error answer', async () => {
    const up = await startUpstream();
    up.route(PORTWATCH_DAILY_PORTS_PATH, {
      body: '{"error":{"code":400,"message":"Invalid query","details":[]}}',
    });
    const h = harness();
    const summary = await h.run(sourceJob(imfPortwatchPortsSource, { IMF_PORTWATCH_PORTS_BASE_URL: up.url }));
    expect(summary.state).toBe('failed');
    await up.close();
    await h.close();
  });
});
