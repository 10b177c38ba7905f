import { describe, expect, it } from 'vitest';
import type { DisasterRecord } from '../climate/data';
import type { NhcStorm } from './data';
import { disasterEvent, nhcStormEvent, stormDisplayName, stormNameKey } from './source-events';
import { distanceKm, mergeEvents, STORM_MATCH_MAX_DISTANCE_KM, STORM_MATCH_MAX_GAP_MS } from './storm-merge';

const HOUR = 3_600_000;
/** Snapshot dates of the cases: the sources were refreshed a few hours apart. */
const NHC_AT = Date.UTC(2026, 7, 2, 3);
const GDACS_AT = Date.UTC(2026, 7, 2, 5);
const EONET_AT = Date.UTC(2026, 7, 2, 0);

/** NHC's real advisory 036 of Genevieve (the capture, as the parser stores it). */
const GENEVIEVE: NhcStorm = {
  id: 'ep072026',
  binNumber: 'EP2',
  name: 'Genevieve',
  classification: 'TS',
  windKt: 40,
  pressureMb: 1004,
  lat: 23.5,
  lon: -136,
  movementDirDeg: 290,
  movementSpeedKt: 14,
  observedAt: NHC_AT,
  advisoryNumber: '036',
  advisoryUrl: 'https://www.nhc.noaa.gov/text/MIATCPEP2.shtml',
};

/** Synthetic climate records (not upstream figures) in the shape climate's parsers publish. */
function gdacsStorm(over: Partial<DisasterRecord> = {}): DisasterRecord {
  return {
    id: 'gdacs-TC-1000001',
    type: 'cyclone',
    name: 'Tropical Cyclone GENEVIEVE-26',
    lat: 23.9,
    lng: -135.2,
    severity: 'green',
    startedAt: Date.UTC(2026, 6, 27, 12),
    status: 'ongoing',
    source: 'GDACS',
    sourceUrl: 'https://www.gdacs.org/report.aspx?eventid=1000001&episodeid=1&eventtype=TC',
    ...over,
  };
}
function eonetStorm(over: Partial<DisasterRecord> = {}): DisasterRecord {
  return {
    id: 'eonet-EONET_90001',
    type: 'cyclone',
    name: 'Tropical Storm Genevieve',
    lat: 23.2,
    lng: -135.1,
    startedAt: Date.UTC(2026, 6, 27, 6),
    status: 'ongoing',
    source: 'NASA EONET',
    ...over,
  };
}

const nhc = () => nhcStormEvent(GENEVIEVE, NHC_AT);
const gdacs = (over: Partial<DisasterRecord> = {}) => disasterEvent(gdacsStorm(over), 'GDACS', GDACS_AT)!;
const eonet = (over: Partial<DisasterRecord> = {}) => disasterEvent(eonetStorm(over), 'EONET', EONET_AT)!;

describe('storm names', () => {
  it('drop the kind of storm, the GDACS season, accents and punctuation', () => {
    expect(stormNameKey('Tropical Storm Fausto')).toBe('fausto');
    expect(stormNameKey('Tropical Cyclone TWO-26')).toBe('two');
    expect(stormNameKey('Two')).toBe('two');
    expect(stormNameKey('Genevieve')).toBe('genevieve');
    expect(stormNameKey('Hurricane Éric')).toBe('eric');
    expect(stormNameKey('Super Typhoon Mawar')).toBe('mawar');
    expect(stormNameKey('Post-Tropical Cyclone Lee')).toBe('lee');
    expect(stormNameKey('Subtropical Storm Alex')).toBe('alex');
    expect(stormNameKey('Tropical Depression Seven-E')).toBe('sevene');
    expect(stormDisplayName('Tropical Cyclone TWO-26')).toBe('TWO-26');
  });
});

describe('the basin of an NHC storm', () => {
  it('is the basin of the bin NHC files it in, not of its ATCF id', () => {
    expect(nhc().event.basin).toBe('EP');
    // The same real advisory, as NHC files a storm that crossed 140°W: Central Pacific slot CP2.
    const crossed = nhcStormEvent({ ...GENEVIEVE, binNumber: 'CP2' }, NHC_AT);
    expect(crossed.event).toMatchObject({ basin: 'CP', stormId: 'EP072026' });
  });
});

describe('merging the storms of EONET, GDACS and NHC', () => {
  it('places a storm all three report once, by NHC, with every agency observation', () => {
    const merged = mergeEvents([eonet(), gdacs(), nhc()]);
    expect(merged).toHaveLength(1);
    const [{ event, sources }] = merged as [(typeof merged)[number]];
    expect([...sources].sort()).toEqual(['eonet', 'gdacs', 'nhc']);
    expect(event).toMatchObject({
      id: 'nhc-ep072026',
      title: 'Tropical Storm Genevieve',
      category: 'severeStorms',
      lat: 23.5,
      lon: -136,
      date: NHC_AT,
      sourceName: 'NHC',
      stormId: 'EP072026',
      stormName: 'Genevieve',
      basin: 'EP',
      windKt: 40,
      pressureMb: 1004,
      stormCategory: 0,
      windAveragingPeriodMinutes: 1,
      canonicalId: 'nhc:ep072026',
      canonicalAliases: ['genevieve'],
      matchingConfidence: 'alias-bounded',
      closed: false,
    });
    expect(event.agencyObservations?.map((o) => [o.agency, o.agencyId, o.status])).toEqual([
      ['NHC', 'ep072026', 'active'],
      ['GDACS', '1000001', 'active'],
      ['EONET', 'EONET_90001', 'active'],
    ]);
    expect(event.agencyObservations?.[0]).toMatchObject({ windKt: 40, pressureMb: 1004, observedAt: NHC_AT });
  });

  it('places a storm GDACS and EONET report by GDACS when NHC does not list it', () => {
    const [merged] = mergeEvents([eonet(), gdacs()]);
    expect(merged?.event).toMatchObject({
      id: 'gdacs-TC-1000001',
      stormId: 'gdacs-TC-1000001',
      stormName: 'GENEVIEVE-26',
      canonicalId: 'gdacs:1000001',
      matchingConfidence: 'alias-bounded',
    });
    expect(merged?.event).not.toHaveProperty('windKt');
  });

  it('keeps a storm one source reports as a single-source record', () => {
    const [only] = mergeEvents([nhc()]);
    expect(only?.event).toMatchObject({
      canonicalId: 'nhc:ep072026',
      canonicalAliases: ['genevieve'],
      matchingConfidence: 'single-source',
    });
    expect(only?.event.agencyObservations).toHaveLength(1);
  });

  it('keeps apart storms of the same name far apart, or active at different times', () => {
    const far = gdacs({ lat: 10, lng: -100 });
    expect(distanceKm(far.event, nhc().event)).toBeGreaterThan(STORM_MATCH_MAX_DISTANCE_KM);
    expect(mergeEvents([nhc(), far])).toHaveLength(2);
    // The name of a season six years earlier, closed long before this advisory.
    const earlier = gdacs({ status: 'past', startedAt: Date.UTC(2020, 7, 1) });
    expect(mergeEvents([nhc(), earlier])).toHaveLength(2);
    // Closed, but within a day of the advisory: still the same storm.
    const justClosed = gdacs({ status: 'past', startedAt: NHC_AT - STORM_MATCH_MAX_GAP_MS + HOUR });
    expect(mergeEvents([nhc(), justClosed])).toHaveLength(1);
  });

  it('keeps apart storms of other names, however close', () => {
    expect(mergeEvents([nhc(), gdacs({ name: 'Tropical Cyclone HERNAN-26' })])).toHaveLength(2);
    expect(mergeEvents([nhc(), eonet({ name: 'Tropical Storm' })])).toHaveLength(2);
  });

  it('takes one report per agency: a second GDACS event of the name stays apart', () => {
    const second = gdacs({ id: 'gdacs-TC-1000002', lat: 24.1 });
    const merged = mergeEvents([nhc(), gdacs(), second]);
    expect(merged.map((m) => m.event.id).sort()).toEqual(['gdacs-TC-1000002', 'nhc-ep072026']);
    expect(merged.find((m) => m.event.id === 'nhc-ep072026')?.event.agencyObservations).toHaveLength(2);
  });

  it('never merges events that are not storms', () => {
    const flood = { ...gdacsStorm(), id: 'gdacs-FL-1', type: 'flood', name: 'Flood in Testland' };
    const eonetFlood = { ...eonetStorm(), id: 'eonet-EONET_2', type: 'flood', name: 'Flood in Testland' };
    const merged = mergeEvents([
      disasterEvent(flood, 'GDACS', GDACS_AT)!,
      disasterEvent(eonetFlood, 'EONET', EONET_AT)!,
    ]);
    expect(merged.map((m) => m.event.id).sort()).toEqual(['EONET_2', 'gdacs-FL-1']);
    expect(merged[0]?.event).not.toHaveProperty('canonicalId');
  });

  it('marks a merged storm closed only when every source closed it', () => {
    const [open] = mergeEvents([gdacs(), eonet({ status: 'past', startedAt: GDACS_AT - HOUR })]);
    expect(open?.event.closed).toBe(false);
  });
});
