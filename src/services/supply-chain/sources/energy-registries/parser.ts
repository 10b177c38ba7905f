/**
 * Parsers of the curated energy registries the reference publishes beside its pipeline registries
 * (`storage-facilities.json`, `fuel-shortages.json`, `energy-disruptions.json`): a header
 * `{source, version, classifierVersion, …}` and the records keyed by id (an array is read too).
 * Records keep their evidence and dates as published; `null` and empty values stay absent (never
 * 0, never "now"). A record the operations cannot use (no id, no name or position, a value outside
 * the contract's enums) is skipped and counted; a file where skipped records outnumber the good
 * ones is refused (the wrong file at the address), so the last good snapshot stays. Each registry
 * is dated by its newest `lastEvidenceUpdate`: the files state no publication time. Records are
 * stored in list order (`../../registry-order.ts`). Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import { objectOf, parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import { COMMERCIAL_STATES } from '../../data';
import {
  CAPACITY_UNITS,
  DISRUPTION_ASSET_TYPES,
  DISRUPTION_EVENT_TYPES,
  type DisruptionRecord,
  type DisruptionRegistry,
  FACILITY_TYPES,
  FUEL_PRODUCTS,
  type FuelShortageRecord,
  SHORTAGE_SEVERITIES,
  type ShortageRegistry,
  STORAGE_PHYSICAL_STATES,
  STORAGE_STATE_SOURCES,
  type StorageEvidenceData,
  type StorageFacilityRecord,
  type StorageRegistry,
} from '../../data-energy';
import { disruptionKey, shortageKey, storageKey } from '../../registry-order';

/** Registry version recorded when the file states none. */
export const UNVERSIONED_REGISTRY = 'unversioned';

type Obj = Record<string, unknown>;
type Source = FuelShortageRecord['evidence']['evidenceSources'][number];

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function num(v: unknown, min: number, max: number): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined;
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T | undefined {
  return values.find((x) => x === v);
}

function texts(v: unknown): string[] {
  return Array.isArray(v) ? v.flatMap((x) => text(x) ?? []) : [];
}

/** `{k: v}` present only when `v` is defined. */
function opt<K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };
}

function sources(v: unknown): Source[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((s) => {
    const o = objectOf(s);
    if (!o || (!text(o.authority) && !text(o.url))) return [];
    return [
      {
        authority: text(o.authority) ?? '',
        title: text(o.title) ?? '',
        url: text(o.url) ?? '',
        date: text(o.date) ?? '',
        sourceType: text(o.sourceType) ?? '',
      },
    ];
  });
}

function dateMs(v: string | undefined): number | undefined {
  if (v === undefined || v.length < 10) return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The newest of the dates, as ISO 8601; undefined when none reads. */
function newest(dates: readonly (string | undefined)[]): string | undefined {
  const ms = dates.flatMap((d) => dateMs(d) ?? []);
  return ms.length > 0 ? new Date(Math.max(...ms)).toISOString() : undefined;
}

/** The file's header and its records as `[id, record]` pairs. */
function registryOf(
  body: string,
  resource: string,
  field: string,
): { json: Obj; entries: [string, unknown][] } {
  const json = objectOf(parseJsonBody(body, resource));
  const records = json?.[field];
  if (!json || (!objectOf(records) && !Array.isArray(records))) {
    throw new PayloadError(`${resource}: no ${field}`);
  }
  const entries: [string, unknown][] = Array.isArray(records)
    ? records.map((r, i) => [text(objectOf(r)?.id) ?? String(i), r])
    : Object.entries(records as Obj);
  return { json, entries };
}

function header(json: Obj): { registryVersion: string; classifierVersion: string; source: string } {
  return {
    registryVersion: text(json.version) ?? UNVERSIONED_REGISTRY,
    classifierVersion: text(json.classifierVersion) ?? '',
    source: text(json.source) ?? '',
  };
}

/** Reads every record; skipped ones are counted by reason, and outnumbering the good ones is refused. */
function readAll<T>(
  resource: string,
  entries: [string, unknown][],
  read: (id: string, raw: Obj) => T | string,
): { records: T[]; warnings: string[] } {
  const records: T[] = [];
  const skipped = new Map<string, number>();
  for (const [id, raw] of entries) {
    const o = objectOf(raw);
    const out = o ? read(text(o.id) ?? id, o) : 'not an object';
    if (typeof out === 'string') skipped.set(out, (skipped.get(out) ?? 0) + 1);
    else records.push(out);
  }
  const total = [...skipped.values()].reduce((a, b) => a + b, 0);
  if (total > records.length) {
    throw new PayloadError(`${resource}: ${total} unreadable records against ${records.length} readable`);
  }
  return { records, warnings: [...skipped].map(([why, n]) => `${resource}: ${n} records skipped (${why})`) };
}

function storageEvidence(v: unknown, registryClassifier: string): StorageEvidenceData | undefined {
  const o = objectOf(v);
  if (!o) return undefined;
  const updated = text(o.lastEvidenceUpdate);
  const confidence = num(o.classifierConfidence, 0, 1);
  const source = oneOf(STORAGE_STATE_SOURCES, o.physicalStateSource);
  if (dateMs(updated) === undefined || confidence === undefined || !source) return undefined;
  const bare = text(o.operatorStatement);
  const st = objectOf(o.operatorStatement);
  const statement = bare
    ? { text: bare }
    : st && text(st.text)
      ? { text: text(st.text)!, ...opt('url', text(st.url)), ...opt('date', text(st.date)) }
      : undefined;
  const sanctionRefs = Array.isArray(o.sanctionRefs)
    ? o.sanctionRefs.flatMap((r) => {
        const s = objectOf(r);
        if (!s || (!text(s.authority) && !text(s.listId))) return [];
        return [
          {
            authority: text(s.authority) ?? '',
            listId: text(s.listId) ?? '',
            date: text(s.date) ?? '',
            url: text(s.url) ?? '',
          },
        ];
      })
    : [];
  const fillDisclosed = o.fillDisclosed === true;
  return {
    physicalState: oneOf(STORAGE_PHYSICAL_STATES, o.physicalState) ?? 'unknown',
    physicalStateSource: source,
    ...opt('operatorStatement', statement),
    commercialState: oneOf(COMMERCIAL_STATES, o.commercialState) ?? 'unknown',
    sanctionRefs,
    fillDisclosed,
    fillSource: fillDisclosed ? (text(o.fillSource) ?? '') : '',
    lastEvidenceUpdate: updated!,
    classifierVersion: text(o.classifierVersion) ?? registryClassifier,
    classifierConfidence: confidence,
  };
}

/** One storage facility, or why it was skipped. */
function storageFacility(id: string, o: Obj, registryClassifier: string): StorageFacilityRecord | string {
  const name = text(o.name);
  if (!name) return 'no name';
  const facilityType = oneOf(FACILITY_TYPES, o.facilityType);
  if (!facilityType) return 'unknown facility type';
  const loc = objectOf(o.location);
  const lat = num(loc?.lat, -90, 90);
  const lon = num(loc?.lon, -180, 180);
  if (lat === undefined || lon === undefined) return 'no location';
  const inService = num(o.inService, 1800, 2200);
  return {
    id,
    name,
    operator: text(o.operator) ?? '',
    facilityType,
    country: text(o.country) ?? '',
    location: { lat, lon },
    ...opt('capacityTwh', num(o.capacityTwh, 0, Number.MAX_VALUE)),
    ...opt('capacityMb', num(o.capacityMb, 0, Number.MAX_VALUE)),
    ...opt('capacityMtpa', num(o.capacityMtpa, 0, Number.MAX_VALUE)),
    ...opt('workingCapacityUnit', oneOf(CAPACITY_UNITS, o.workingCapacityUnit)),
    ...opt('inService', inService !== undefined && Number.isInteger(inService) ? inService : undefined),
    ...opt('evidence', storageEvidence(o.evidence, registryClassifier)),
  };
}

/** Parses the storage-facility registry; dated by its newest evidence update. */
export function parseStorageRegistry(
  body: string,
  resource = 'storage-facilities.json',
): ParseResult<StorageRegistry> {
  const { json, entries } = registryOf(body, resource, 'facilities');
  const head = header(json);
  const { records, warnings } = readAll(resource, entries, (id, o) =>
    storageFacility(id, o, head.classifierVersion),
  );
  const dropped = entries.filter(([, r]) => {
    const o = objectOf(r);
    return o && objectOf(o.evidence) && !storageEvidence(o.evidence, head.classifierVersion);
  }).length;
  if (dropped > 0) warnings.push(`${resource}: evidence of ${dropped} facilities unusable, dropped`);
  return {
    data: { ...head, facilities: sortByKey(records, storageKey) },
    asOf: newest(records.map((f) => f.evidence?.lastEvidenceUpdate)),
    warnings,
  };
}

/** One fuel shortage, or why it was skipped. */
function fuelShortage(id: string, o: Obj, registryClassifier: string): FuelShortageRecord | string {
  const country = text(o.country);
  if (!country) return 'no country';
  const product = oneOf(FUEL_PRODUCTS, o.product);
  if (!product) return 'unknown product';
  const severity = oneOf(SHORTAGE_SEVERITIES, o.severity);
  if (!severity) return 'unknown severity';
  const firstSeen = text(o.firstSeen);
  if (!firstSeen) return 'no first-seen date';
  const ev = objectOf(o.evidence) ?? {};
  return {
    id,
    country,
    product,
    severity,
    firstSeen,
    ...opt('lastConfirmed', text(o.lastConfirmed)),
    ...opt('resolvedAt', text(o.resolvedAt)),
    impactTypes: texts(o.impactTypes),
    causeChain: texts(o.causeChain),
    shortDescription: text(o.shortDescription) ?? '',
    evidence: {
      evidenceSources: sources(ev.evidenceSources),
      ...opt('firstRegulatorConfirmation', text(ev.firstRegulatorConfirmation)),
      classifierVersion: text(ev.classifierVersion) ?? registryClassifier,
      ...opt('classifierConfidence', num(ev.classifierConfidence, 0, 1)),
      ...opt('lastEvidenceUpdate', text(ev.lastEvidenceUpdate)),
    },
  };
}

/** Parses the fuel-shortage registry; dated by its newest evidence update. */
export function parseShortageRegistry(
  body: string,
  resource = 'fuel-shortages.json',
): ParseResult<ShortageRegistry> {
  const { json, entries } = registryOf(body, resource, 'shortages');
  const head = header(json);
  const { records, warnings } = readAll(resource, entries, (id, o) =>
    fuelShortage(id, o, head.classifierVersion),
  );
  return {
    data: { ...head, shortages: sortByKey(records, shortageKey) },
    asOf: newest(records.map((s) => s.evidence.lastEvidenceUpdate)),
    warnings,
  };
}

/** One disruption, or why it was skipped. */
function disruption(id: string, o: Obj, registryClassifier: string): DisruptionRecord | string {
  const assetType = oneOf(DISRUPTION_ASSET_TYPES, o.assetType);
  if (!assetType) return 'unknown asset type';
  const startAt = text(o.startAt);
  if (dateMs(startAt) === undefined) return 'no start date';
  const eventType = oneOf(DISRUPTION_EVENT_TYPES, o.eventType) ?? 'other';
  return {
    id,
    assetId: text(o.assetId) ?? '',
    assetType,
    eventType,
    startAt: startAt!,
    ...opt('endAt', text(o.endAt)),
    ...opt('capacityOfflineBcmYr', num(o.capacityOfflineBcmYr, 0, Number.MAX_VALUE)),
    ...opt('capacityOfflineMbd', num(o.capacityOfflineMbd, 0, Number.MAX_VALUE)),
    causeChain: texts(o.causeChain),
    shortDescription: text(o.shortDescription) ?? '',
    sources: sources(o.sources),
    classifierVersion: text(o.classifierVersion) ?? registryClassifier,
    ...opt('classifierConfidence', num(o.classifierConfidence, 0, 1)),
    ...opt('lastEvidenceUpdate', text(o.lastEvidenceUpdate)),
  };
}

/** Parses the energy-disruption registry; dated by its newest evidence update. */
export function parseDisruptionRegistry(
  body: string,
  resource = 'energy-disruptions.json',
): ParseResult<DisruptionRegistry> {
  const { json, entries } = registryOf(body, resource, 'events');
  const head = header(json);
  const { records, warnings } = readAll(resource, entries, (id, o) =>
    disruption(id, o, head.classifierVersion),
  );
  return {
    data: { ...head, events: sortByKey(records, disruptionKey) },
    asOf: newest(records.map((e) => e.lastEvidenceUpdate)),
    warnings,
  };
}
