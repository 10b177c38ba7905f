import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseDisruptionRegistry, parseShortageRegistry, parseStorageRegistry } from './parser';

const storage = readFixture(import.meta.url, 'storage-facilities.json');
const shortages = readFixture(import.meta.url, 'fuel-shortages.json');
const disruptions = readFixture(import.meta.url, 'energy-disruptions.json');
const bundled = (file: string) => readFileSync(new URL(`./bundle/${file}`, import.meta.url), 'utf8');

describe('storage-facility registry parser (real registry entries)', () => {
  it('reads header and facilities, stored by id, dated by the newest evidence', () => {
    const { data, asOf, warnings } = parseStorageRegistry(storage);
    expect(data).toMatchObject({ registryVersion: 'v1', classifierVersion: 'v1' });
    expect(data.source).toContain('GIE AGSI+/ALSI');
    expect(data.facilities.map((f) => f.id)).toEqual([
      'bayou-choctaw',
      'bergermeer',
      'big-hill',
      'bryan-mound',
      'chiren',
      'haidach',
      'rehden',
      'west-hackberry',
    ]);
    expect(asOf).toBe('2026-04-22T00:00:00.000Z');
    expect(warnings).toEqual([]);
  });

  it('keeps figures and evidence as published; a null statement stays absent (Rehden)', () => {
    const rehden = parseStorageRegistry(storage).data.facilities.find((f) => f.id === 'rehden')!;
    expect(rehden).toMatchObject({
      name: 'Rehden Gas Storage',
      facilityType: 'ugs',
      country: 'DE',
      location: { lat: 52.58, lon: 8.44 },
      capacityTwh: 45.5,
      workingCapacityUnit: 'TWh',
      inService: 1993,
    });
    expect(rehden.capacityMb).toBeUndefined();
    expect(rehden.evidence).toEqual({
      physicalState: 'operational',
      physicalStateSource: 'operator',
      commercialState: 'under_contract',
      sanctionRefs: [],
      fillDisclosed: true,
      fillSource: 'GIE AGSI+',
      lastEvidenceUpdate: '2026-04-22T00:00:00Z',
      classifierVersion: 'v1',
      classifierConfidence: 0.95,
    });
  });

  it('reads the bundled registry: statements as objects, sanctions, undisclosed fill as empty', () => {
    const { data } = parseStorageRegistry(bundled('storage-facilities.json'));
    expect(data.facilities).toHaveLength(100);
    const rough = data.facilities.find((f) => f.id === 'rough')!;
    expect(rough.evidence?.physicalState).toBe('reduced');
    expect(rough.evidence?.operatorStatement).toMatchObject({ date: '2022-10-17' });
    const arctic = data.facilities.find((f) => f.id === 'arctic-lng-2')!;
    expect(arctic).toMatchObject({ facilityType: 'lng_export', country: 'RU' });
    expect(arctic.evidence).toMatchObject({
      commercialState: 'suspended',
      fillDisclosed: false,
      fillSource: '',
    });
    expect(arctic.evidence?.sanctionRefs).toHaveLength(1);
  });

  it('skips unusable records, refuses a file of other records, and refuses a non-registry', () => {
    const doc = JSON.parse(storage) as { facilities: Record<string, Record<string, unknown>> };
    doc.facilities.rehden!.facilityType = 'salt_cavern';
    delete doc.facilities.haidach!.location;
    const out = parseStorageRegistry(JSON.stringify(doc));
    expect(out.data.facilities).toHaveLength(6);
    expect(out.warnings).toEqual([
      'storage-facilities.json: 1 records skipped (unknown facility type)',
      'storage-facilities.json: 1 records skipped (no location)',
    ]);
    expect(() => parseStorageRegistry(shortages.replace('"shortages"', '"facilities"'))).toThrow(
      /unreadable/,
    );
    expect(() => parseStorageRegistry('{"message":"Not Found"}')).toThrow(PayloadError);
  });
});

describe('fuel-shortage registry parser (real registry entries)', () => {
  it('reads the shortages newest first seen first, with sources and dates as published', () => {
    const { data, asOf, warnings } = parseShortageRegistry(shortages);
    expect(data.shortages.map((s) => s.id)).toEqual([
      'lk-petrol-2026-q1',
      'pk-petrol-2026-q1',
      'ng-petrol-2026-q1',
      'cu-diesel-2026-q1',
      've-petrol-2026-q1',
      'lb-fuel-2026-q1',
    ]);
    expect(asOf).toBe('2026-04-20T00:00:00.000Z');
    expect(warnings).toEqual([]);
    const pk = data.shortages.find((s) => s.id === 'pk-petrol-2026-q1')!;
    expect(pk).toMatchObject({
      country: 'PK',
      product: 'petrol',
      severity: 'confirmed',
      firstSeen: '2026-01-12T00:00:00Z',
      lastConfirmed: '2026-04-15T00:00:00Z',
      impactTypes: ['stations_closed', 'rationing'],
      causeChain: ['policy', 'logistics'],
    });
    expect(pk.resolvedAt).toBeUndefined();
    expect(pk.evidence).toMatchObject({
      firstRegulatorConfirmation: '2026-03-28',
      classifierConfidence: 0.88,
    });
    expect(pk.evidence.evidenceSources[0]).toEqual({
      authority: 'OGRA',
      title: 'Retail supply advisory',
      url: 'https://www.ogra.org.pk/',
      date: '2026-03-28',
      sourceType: 'regulator',
    });
  });

  it('reads the whole bundled registry (29 shortages, newest evidence 2026-04-20)', () => {
    const { data, asOf } = parseShortageRegistry(bundled('fuel-shortages.json'));
    expect(data.shortages).toHaveLength(29);
    expect(asOf).toBe('2026-04-20T00:00:00.000Z');
  });
});

describe('energy-disruption registry parser (real registry entries)', () => {
  it('reads the events newest start first; an ongoing event has no end', () => {
    const { data, asOf, warnings } = parseDisruptionRegistry(disruptions);
    expect(data.events.map((e) => e.id)).toEqual([
      'turkstream-maintenance-2024',
      'druzhba-n-poland-halt-2023',
      'nord-stream-1-sabotage-2022',
      'nord-stream-2-sabotage-2022',
      'yamal-belarus-halt-2022',
      'rehden-gas-sanction-2022',
      'cpc-force-majeure-2022',
    ]);
    expect(asOf).toBe('2026-04-22T00:00:00.000Z');
    expect(warnings).toEqual([]);
    const ns1 = data.events.find((e) => e.id === 'nord-stream-1-sabotage-2022')!;
    expect(ns1).toMatchObject({
      assetId: 'nord-stream-1',
      assetType: 'pipeline',
      eventType: 'sabotage',
      startAt: '2022-09-26T00:00:00Z',
      capacityOfflineBcmYr: 55,
      capacityOfflineMbd: 0,
      classifierConfidence: 0.98,
    });
    expect(ns1.endAt).toBeUndefined();
    expect(ns1.sources).toHaveLength(2);
    expect(data.events.find((e) => e.id === 'cpc-force-majeure-2022')?.endAt).toBe('2022-04-22T00:00:00Z');
  });

  it('reads the whole bundled registry (52 events: 38 pipeline, 14 storage)', () => {
    const { data } = parseDisruptionRegistry(bundled('energy-disruptions.json'));
    expect(data.events.filter((e) => e.assetType === 'pipeline')).toHaveLength(38);
    expect(data.events.filter((e) => e.assetType === 'storage')).toHaveLength(14);
  });
});
