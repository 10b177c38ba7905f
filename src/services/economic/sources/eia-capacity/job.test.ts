import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { EIA_CAPABILITY_ROUTE, eiaCapacitySource } from './source';

const KEY = 'test-eia-key-0123456789';
const DOC = readFixture(import.meta.url, 'capability-documented-layout.json');
const job = (url: string, key?: string) =>
  sourceJob(eiaCapacitySource, { EIA_BASE_URL: url, ...(key ? { EIA_API_KEY: key } : {}) });

describeJobScenarios({
  name: 'eia-energy-capacity (documented layout)',
  job: (url) => job(url, KEY),
  payloads: { [EIA_CAPABILITY_ROUTE]: DOC },
  mainPath: EIA_CAPABILITY_ROUTE,
  records: 4,
  malformed: '{"response":{"data":"none"}}',
});

describe('eia-energy-capacity: request and credentials', () => {
  it('asks for US annual capability of the tracked sources; not_configured without the key', async () => {
    const up = await startUpstream({ [EIA_CAPABILITY_ROUTE]: { body: DOC } });
    const h = harness();
    expect((await h.run(job(up.url, KEY))).state).toBe('ok');
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(q.getAll('facets[energysourceid][]')).toEqual(['SUN', 'WND', 'COL']);
    expect(q.get('facets[stateid][]')).toBe('US');
    expect(q.get('frequency')).toBe('annual');
    expect((await h.run(job(up.url))).state).toBe('not_configured');
    expect(up.requests).toHaveLength(1);
    await up.close();
    await h.close();
  });
});
