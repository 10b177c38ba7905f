import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseEvidence, parsePipelineRegistry, UNVERSIONED_REGISTRY } from './parser';

const gas = readFixture(import.meta.url, 'pipelines-gas.json');
const oil = readFixture(import.meta.url, 'pipelines-oil.json');

describe('curated pipeline registry parser (real registry entries)', () => {
  it('reads the gas registry header and flattens its records in file order', () => {
    const { data, asOf, warnings } = parsePipelineRegistry(gas, 'gas', 'gas');
    expect(data.registryVersion).toBe('v1');
    expect(data.classifierVersion).toBe('v1');
    expect(data.source).toContain('Global Energy Monitor (CC-BY 4.0)');
    expect(data.pipelines.map((p) => p.id)).toEqual([
      'nord-stream-1',
      'nord-stream-2',
      'turkstream',
      'yamal-europe',
      'greenstream',
      'wagp',
    ]);
    expect(asOf).toBe('2026-04-22T00:00:00.000Z');
    expect(warnings).toEqual([]);
  });

  it('keeps a record with its figures, statement and sanctions as published (Nord Stream 1)', () => {
    const ns1 = parsePipelineRegistry(gas, 'gas', 'gas').data.pipelines[0]!;
    expect(ns1).toMatchObject({
      name: 'Nord Stream 1',
      operator: 'Nord Stream AG',
      commodityType: 'gas',
      fromCountry: 'RU',
      toCountry: 'DE',
      transitCountries: [],
      capacityBcmYr: 55,
      lengthKm: 1224,
      inService: 2011,
      startPoint: { lat: 60.08, lon: 29.05 },
      endPoint: { lat: 54.14, lon: 13.66 },
    });
    expect(ns1.evidence).toMatchObject({
      physicalState: 'offline',
      physicalStateSource: 'operator',
      commercialState: 'suspended',
      classifierConfidence: 0.98,
      lastEvidenceUpdate: '2026-04-22T00:00:00Z',
      operatorStatement: { url: 'https://www.nordstream.com/press-info/', date: '2022-09-26' },
    });
    expect(ns1.evidence?.sanctionRefs).toEqual([
      expect.objectContaining({
        authority: 'EU',
        listId: '2022/1269 (energy sanctions package 8)',
        date: '2022-10-06',
      }),
    ]);
  });

  it('leaves absent values absent: no service year for Nord Stream 2, no statement for TurkStream', () => {
    const [, ns2, turk, yamal] = parsePipelineRegistry(gas, 'gas', 'gas').data.pipelines;
    expect(ns2).not.toHaveProperty('inService');
    expect(turk?.evidence).not.toHaveProperty('operatorStatement');
    expect(turk?.capacityBcmYr).toBe(31.5);
    expect(yamal?.transitCountries).toEqual(['BY', 'PL']);
  });

  it('turns a bare-text operator statement into {text} (Greenstream)', () => {
    const green = parsePipelineRegistry(gas, 'gas', 'gas').data.pipelines[4]!;
    expect(green.evidence?.operatorStatement).toEqual({
      text: expect.stringMatching(/^Libya supply constrained since 2011 civil conflict/),
    });
    expect(green.evidence?.physicalState).toBe('reduced');
  });

  it('reads the oil registry: capacities in Mb/d, the 0 service year of a cancelled line dropped', () => {
    const { data } = parsePipelineRegistry(oil, 'oil', 'oil');
    expect(data.pipelines).toHaveLength(5);
    const byId = new Map(data.pipelines.map((p) => [p.id, p]));
    expect(byId.get('druzhba-north')).toMatchObject({ capacityMbd: 1, lengthKm: 4000, inService: 1964 });
    expect(byId.get('khafji-neutral-zone')?.capacityMbd).toBe(0.31);
    const kxl = byId.get('keystone-xl-cancelled')!;
    expect(kxl).not.toHaveProperty('inService');
    expect(kxl.evidence).toMatchObject({
      physicalState: 'unknown',
      physicalStateSource: 'regulator',
      commercialState: 'expired',
    });
    expect(byId.get('kirkuk-ceyhan')?.evidence?.physicalState).toBe('offline');
  });

  it('refuses the oil file where the gas registry is expected', () => {
    expect(() => parsePipelineRegistry(oil, 'gas', 'gas')).toThrow(
      /5 unreadable records against 0 pipelines/,
    );
  });
});

describe('pipeline registry parser (synthetic inputs)', () => {
  // Made-up records in the registry's layout: names and figures are test inputs.
  const evidence = {
    physicalState: 'flowing',
    physicalStateSource: 'operator',
    commercialState: 'under_contract',
    sanctionRefs: [{ authority: 'X', listId: null }, { foo: 1 }],
    lastEvidenceUpdate: '2026-01-05T00:00:00Z',
    classifierConfidence: 0.5,
  };
  const record = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    name: `Test ${id}`,
    commodityType: 'gas',
    startPoint: { lat: 1, lon: 2 },
    endPoint: { lat: 3, lon: 4 },
    evidence,
    ...over,
  });

  it('accepts a list of records, derives the classifier from the evidence and fills defaults', () => {
    const body = JSON.stringify({
      pipelines: [
        record('a', { waypoints: [{ lat: 2, lon: 3 }], lengthKm: 10.6 }),
        record('b', { evidence: { ...evidence, classifierVersion: 'v3' }, waypoints: [{ lat: 99, lon: 0 }] }),
      ],
    });
    const { data, asOf } = parsePipelineRegistry(body, 'gas', 'synthetic');
    expect(data.classifierVersion).toBe('v3');
    expect(data.registryVersion).toBe(UNVERSIONED_REGISTRY);
    expect(data.pipelines[0]).toMatchObject({
      operator: '',
      fromCountry: '',
      transitCountries: [],
      lengthKm: 11,
      waypoints: [{ lat: 2, lon: 3 }],
    });
    expect(data.pipelines[0]!.evidence).toMatchObject({
      classifierVersion: 'v3',
      sanctionRefs: [{ authority: 'X', listId: '', date: '', url: '' }],
    });
    expect(data.pipelines[1]).not.toHaveProperty('waypoints');
    expect(asOf).toBe('2026-01-05T00:00:00.000Z');
  });

  it('drops evidence no badge can rest on and skips records without a name or route', () => {
    const body = JSON.stringify({
      version: 'v1',
      classifierVersion: 'v1',
      pipelines: {
        ok: record('ok'),
        badSource: record('badSource', { evidence: { ...evidence, physicalStateSource: 'rumour' } }),
        noDate: record('noDate', { evidence: { ...evidence, lastEvidenceUpdate: 'soon' } }),
        noRoute: record('noRoute', { endPoint: { lat: null, lon: 4 } }),
      },
    });
    const { data, warnings } = parsePipelineRegistry(body, 'gas', 'synthetic');
    expect(data.pipelines.map((p) => [p.id, p.evidence !== undefined])).toEqual([
      ['ok', true],
      ['badSource', false],
      ['noDate', false],
    ]);
    expect(warnings).toEqual([
      'synthetic: 1 records skipped (no route)',
      'synthetic: evidence of 2 pipelines unusable, dropped',
    ]);
    expect(
      parseEvidence({ ...evidence, physicalState: 'exploded', commercialState: 'odd' }, 'v1'),
    ).toMatchObject({
      physicalState: 'unknown',
      commercialState: 'unknown',
    });
  });

  it('refuses HTML, an empty body, a file without pipelines or without any classifier version', () => {
    expect(() => parsePipelineRegistry('<html>404</html>', 'gas', 'gas')).toThrow(PayloadError);
    expect(() => parsePipelineRegistry('', 'gas', 'gas')).toThrow(/not JSON/);
    expect(() => parsePipelineRegistry('{"message":"Not Found"}', 'gas', 'gas')).toThrow(/no pipelines/);
    expect(() => parsePipelineRegistry('{"pipelines":{}}', 'gas', 'gas')).toThrow(/no classifierVersion/);
  });
});
