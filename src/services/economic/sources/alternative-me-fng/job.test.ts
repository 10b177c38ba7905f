import { readFileSync } from 'node:fs';
/** The Fear & Greed job against a local upstream serving the recorded answer. */
import { describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ALTERNATIVE_ME_FNG_PATH, alternativeMeFngSource } from './source';

const RECORDED = readFileSync(new URL('./bundle/fng_limit2.json', import.meta.url), 'utf8');
const job = (url?: string) => sourceJob(alternativeMeFngSource, url ? { ALTERNATIVE_ME_BASE_URL: url } : {});

describeJobScenarios({
  name: 'alternative-me-fng (recorded 2 readings)',
  job: (url) => job(url),
  payloads: { [ALTERNATIVE_ME_FNG_PATH]: RECORDED },
  mainPath: ALTERNATIVE_ME_FNG_PATH,
  records: 2,
  malformed: '{"name":"Fear and Greed Index","data":[],"metadata":{"error":"Invalid limit"}}',
});

describe('alternative-me-fng', () => {
  it('asks for 30 readings in JSON', async () => {
    const up = await startUpstream({ [ALTERNATIVE_ME_FNG_PATH]: { body: RECORDED } });
    const h = harness();
    await h.run(job(up.url));
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(q.get('limit')).toBe('30');
    expect(q.get('format')).toBe('json');
    await up.close();
    await h.close();
  });
});
