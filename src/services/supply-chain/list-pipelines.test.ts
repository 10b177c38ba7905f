import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type PipelineRecord, type PipelineRegistry, supplyChainKeys } from './data';
import { EVIDENCE_STALE_DAYS } from './pipeline-badge';

const PATH = '/api/supply-chain/v1/list-pipelines';
const NOW = new Date('2026-05-01T00:00:00Z');
const DAY_MS = 86_400_000;

// Synthetic registry entries built for these tests (names and figures are not real pipelines).
function pipeline(id: string, commodity: 'oil' | 'gas', evidence?: Partial<PipelineRecord['evidence']>) {
  const record: PipelineRecord = {
    id,
    name: `Test ${id}`,
    operator: 'Test Operator',
    commodityType: commodity,
    fromCountry: 'AA',
    toCountry: 'BB',
    transitCountries: [],
    ...(commodity === 'gas' ? { capacityBcmYr: 10 } : { capacityMbd: 1.5 }),
    lengthKm: 100,
    startPoint: { lat: 1, lon: 2 },
    endPoint: { lat: 3, lon: 4 },
  };
  if (evidence) {
    record.evidence = {
      physicalState: 'flowing',
      physicalStateSource: 'operator',
      commercialState: 'under_contract',
      sanctionRefs: [],
      lastEvidenceUpdate: NOW.toISOString(),
      classifierVersion: 'v1',
      classifierConfidence: 0.9,
      ...evidence,
    };
  }
  return record;
}

function registry(classifierVersion: string, pipelines: PipelineRecord[]): PipelineRegistry {
  return { registryVersion: 'v1', classifierVersion, source: 'test', pipelines };
}

describe('list-pipelines', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publishBoth = async () => {
    const stale = new Date(NOW.getTime() - (EVIDENCE_STALE_DAYS + 1) * DAY_MS).toISOString();
    await t.store.snapshots.publish(
      supplyChainKeys.pipelinesGas,
      registry('v2', [
        pipeline('gas-flowing', 'gas', {}),
        pipeline('gas-offline-sanctioned', 'gas', {
          physicalState: 'offline',
          sanctionRefs: [
            { authority: 'XX', listId: 'test-list', date: '2026-01-01', url: 'https://example.test' },
          ],
        }),
        pipeline('gas-offline-alone', 'gas', { physicalState: 'offline' }),
        pipeline('gas-no-evidence', 'gas'),
      ]),
      { fetchedAt: '2026-04-20T00:00:00.000Z', source: 'test' },
    );
    await t.store.snapshots.publish(
      supplyChainKeys.pipelinesOil,
      registry('v10', [
        pipeline('oil-reduced', 'oil', { physicalState: 'reduced' }),
        pipeline('oil-reduced-stale', 'oil', { physicalState: 'reduced', lastEvidenceUpdate: stale }),
      ]),
      { fetchedAt: '2026-04-25T00:00:00.000Z', source: 'test' },
    );
  };

  beforeEach(async () => {
    t = await buildTestApp({ deps: { now: () => NOW } });
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('lists both registries with badges derived from the evidence', async () => {
    await publishBoth();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-04-20T00:00:00.000Z');
    const body = res.json();
    expect(body.upstreamUnavailable).toBe(false);
    expect(body.fetchedAt).toBe('2026-04-20T00:00:00.000Z');
    expect(body.classifierVersion).toBe('v10');
    const badges = Object.fromEntries(
      body.pipelines.map((p: { id: string; publicBadge: string }) => [p.id, p.publicBadge]),
    );
    expect(badges).toEqual({
      'gas-flowing': 'flowing',
      'gas-offline-sanctioned': 'offline',
      'gas-offline-alone': 'disputed',
      'gas-no-evidence': 'disputed',
      'oil-reduced': 'reduced',
      'oil-reduced-stale': 'disputed',
    });
    const flowing = body.pipelines.find((p: { id: string }) => p.id === 'gas-flowing');
    expect(flowing).toMatchObject({ commodityType: 'gas', capacityBcmYr: 10, waypoints: [], lengthKm: 100 });
    expect(flowing.capacityMbd).toBeUndefined();
  });

  it('filters by commodity_type and by its camelCase alias', async () => {
    await publishBoth();
    const oil = (await get('?commodity_type=oil')).json();
    expect(oil.pipelines.map((p: { id: string }) => p.id)).toEqual(['oil-reduced', 'oil-reduced-stale']);
    expect(oil.classifierVersion).toBe('v10');
    const gas = await get('?commodityType=gas');
    expect(gas.statusCode).toBe(200);
    expect(gas.headers['x-data-fetched-at']).toBe('2026-04-20T00:00:00.000Z');
    expect(gas.json().pipelines.every((p: { commodityType: string }) => p.commodityType === 'gas')).toBe(
      true,
    );
    const empty = (await get('?commodity_type=')).json();
    expect(empty.pipelines).toHaveLength(6);
  });

  it('flags a missing registry but still serves the other', async () => {
    await t.store.snapshots.publish(
      supplyChainKeys.pipelinesGas,
      registry('v1', [pipeline('gas-only', 'gas', {})]),
      {
        fetchedAt: '2026-04-20T00:00:00.000Z',
        source: 'test',
      },
    );
    const both = await get();
    expect(both.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(both.json()).toMatchObject({ upstreamUnavailable: true, classifierVersion: 'v1' });
    expect(both.json().pipelines).toHaveLength(1);
    const oil = await get('?commodity_type=oil');
    expect(oil.headers['x-data-status']).toBe('unavailable');
    expect(oil.json().upstreamUnavailable).toBe(true);
  });

  it('rejects an unknown commodity, naming the parameter as sent', async () => {
    const snake = await get('?commodity_type=coal');
    expect(snake.statusCode).toBe(400);
    expect(snake.json().violations).toEqual([
      { field: 'commodity_type', description: expect.stringContaining('oil, gas') },
    ]);
    const camel = await get('?commodityType=coal');
    expect(camel.statusCode).toBe(400);
    expect(camel.json().violations[0].field).toBe('commodityType');
    const both = await get('?commodity_type=oil&commodityType=gas');
    expect(both.statusCode).toBe(400);
    expect(both.json().violations[0].field).toBe('commodityType');
  });
});
