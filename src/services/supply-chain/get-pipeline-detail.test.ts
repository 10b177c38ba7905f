import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { gemPipelinesSource } from './sources/gem-pipelines/source';

describe('get-pipeline-detail with one registry missing', () => {
  let t: TestApp;
  let key: string;
  const get = (query: string) =>
    t.app.inject({
      url: `/api/supply-chain/v1/get-pipeline-detail?${query}`,
      headers: { 'x-service-key': key },
    });
  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => new Date('2026-05-01T00:00:00Z') } });
    await loadBundles(
      gemPipelinesSource.createJobs({}).filter((j) => j.id === 'gem-pipelines-gas'),
      { store: t.store },
    );
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('finds a gas pipeline, and answers degraded (not 404) for an id the missing oil registry may hold', async () => {
    const gas = await get('pipeline_id=turkstream');
    expect(gas.statusCode).toBe(200);
    expect(gas.json()).toMatchObject({
      pipeline: { id: 'turkstream', commodityType: 'gas' },
      unavailable: false,
    });
    const unknown = await get('pipelineId=druzhba-north');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['x-data-status']).toBe('unavailable');
    expect(unknown.json()).toEqual({ revisions: [], fetchedAt: '', unavailable: true });
  });
});
