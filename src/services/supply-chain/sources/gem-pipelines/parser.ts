/**
 * Parser of the curated pipeline registries (`pipelines-gas.json`, `pipelines-oil.json`, built
 * from Global Energy Monitor trackers plus operator, regulator and press evidence):
 * `{source, version, classifierVersion, pipelines: {id: record}}`. Absent values stay absent
 * (`inService: null` is no year, never 0); an operator statement given as bare text becomes
 * `{text}`; evidence the badge cannot be derived from (unknown source kind, no readable date, no
 * confidence) is dropped, so the badge shows `disputed` instead of a claim nobody can vouch for.
 * A record without a name or a readable route is skipped and counted. Pure.
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import {
  COMMERCIAL_STATES,
  PHYSICAL_STATE_SOURCES,
  PHYSICAL_STATES,
  type PipelineCommodity,
  type PipelineEvidenceData,
  type PipelineRecord,
  type PipelineRegistry,
} from '../../data';

/** Registry version recorded when the file states none. */
export const UNVERSIONED_REGISTRY = 'unversioned';

type Obj = Record<string, unknown>;
type Point = PipelineRecord['startPoint'];

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function num(v: unknown, min: number, max: number): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined;
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T | undefined {
  return values.find((x) => x === v);
}

function point(v: unknown): Point | undefined {
  if (!isObject(v)) return undefined;
  const lat = num(v.lat, -90, 90);
  const lon = num(v.lon, -180, 180);
  return lat === undefined || lon === undefined ? undefined : { lat, lon };
}

/** Waypoints, all readable, or none: a route is drawn start to end rather than through a wrong point. */
function waypointsOf(v: unknown): Point[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const points = v.flatMap((p) => point(p) ?? []);
  return points.length === v.length ? points : undefined;
}

function operatorStatement(v: unknown): PipelineEvidenceData['operatorStatement'] {
  const bare = text(v);
  if (bare) return { text: bare };
  if (!isObject(v)) return undefined;
  const body = text(v.text);
  if (!body) return undefined;
  const url = text(v.url);
  const date = text(v.date);
  return { text: body, ...(url ? { url } : {}), ...(date ? { date } : {}) };
}

function sanctionRefs(v: unknown): PipelineEvidenceData['sanctionRefs'] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r) => {
    if (!isObject(r) || (!text(r.authority) && !text(r.listId))) return [];
    return [
      {
        authority: text(r.authority) ?? '',
        listId: text(r.listId) ?? '',
        date: text(r.date) ?? '',
        url: text(r.url) ?? '',
      },
    ];
  });
}

/** The evidence bundle, or undefined when it cannot support a badge. */
export function parseEvidence(v: unknown, registryClassifier: string): PipelineEvidenceData | undefined {
  if (!isObject(v)) return undefined;
  const source = oneOf(PHYSICAL_STATE_SOURCES, v.physicalStateSource);
  const updated = text(v.lastEvidenceUpdate);
  const confidence = num(v.classifierConfidence, 0, 1);
  if (
    !source ||
    !updated ||
    updated.length < 10 ||
    Number.isNaN(Date.parse(updated)) ||
    confidence === undefined
  ) {
    return undefined;
  }
  const statement = operatorStatement(v.operatorStatement);
  return {
    physicalState: oneOf(PHYSICAL_STATES, v.physicalState) ?? 'unknown',
    physicalStateSource: source,
    ...(statement ? { operatorStatement: statement } : {}),
    commercialState: oneOf(COMMERCIAL_STATES, v.commercialState) ?? 'unknown',
    sanctionRefs: sanctionRefs(v.sanctionRefs),
    lastEvidenceUpdate: updated,
    classifierVersion: text(v.classifierVersion) ?? registryClassifier,
    classifierConfidence: confidence,
  };
}

/** Reasons a record was skipped, for the warnings. */
export type SkipReason = 'no name' | 'no route' | 'other commodity';

/** One record, or why it was skipped. */
export function parsePipeline(
  id: string,
  v: unknown,
  commodity: PipelineCommodity,
  registryClassifier: string,
): { record: PipelineRecord; evidenceDropped: boolean } | { skipped: SkipReason } {
  if (!isObject(v)) return { skipped: 'no name' };
  const name = text(v.name);
  if (!name) return { skipped: 'no name' };
  if (v.commodityType !== undefined && v.commodityType !== commodity) return { skipped: 'other commodity' };
  const startPoint = point(v.startPoint);
  const endPoint = point(v.endPoint);
  if (!startPoint || !endPoint) return { skipped: 'no route' };
  const waypoints = waypointsOf(v.waypoints);
  const capacityBcmYr = num(v.capacityBcmYr, 0, Number.MAX_VALUE);
  const capacityMbd = num(v.capacityMbd, 0, Number.MAX_VALUE);
  const lengthKm = num(v.lengthKm, 0, Number.MAX_VALUE);
  const inService = num(v.inService, 1800, 2200);
  const evidence = parseEvidence(v.evidence, registryClassifier);
  const record: PipelineRecord = {
    id: text(v.id) ?? id,
    name,
    operator: text(v.operator) ?? '',
    commodityType: commodity,
    fromCountry: text(v.fromCountry) ?? '',
    toCountry: text(v.toCountry) ?? '',
    transitCountries: Array.isArray(v.transitCountries)
      ? v.transitCountries.flatMap((c) => text(c) ?? [])
      : [],
    ...(capacityBcmYr === undefined ? {} : { capacityBcmYr }),
    ...(capacityMbd === undefined ? {} : { capacityMbd }),
    // The registry gives whole kilometres; a fractional length is rounded, not refused.
    ...(lengthKm === undefined ? {} : { lengthKm: Math.round(lengthKm) }),
    ...(inService === undefined || !Number.isInteger(inService) ? {} : { inService }),
    startPoint,
    endPoint,
    ...(waypoints ? { waypoints } : {}),
    ...(evidence ? { evidence } : {}),
  };
  return { record, evidenceDropped: v.evidence !== undefined && v.evidence !== null && !evidence };
}

/** The registry's classifier version, or the newest `vN` its evidence names. */
function classifierOf(json: Obj): string | undefined {
  const own = text(json.classifierVersion);
  if (own) return own;
  const entries = isObject(json.pipelines)
    ? Object.values(json.pipelines)
    : Array.isArray(json.pipelines)
      ? json.pipelines
      : [];
  const named = entries.flatMap((e) =>
    isObject(e) && isObject(e.evidence) ? (text(e.evidence.classifierVersion) ?? []) : [],
  );
  const n = (s: string) => Number.parseInt(s.replace(/^v/i, ''), 10);
  return named.sort((a, b) => (n(b) || 0) - (n(a) || 0))[0];
}

/**
 * Parses one registry. Dated by its newest `lastEvidenceUpdate`: the file states no publication
 * time, and its newest evidence is what the registry is true as of.
 */
export function parsePipelineRegistry(
  body: string,
  commodity: PipelineCommodity,
  resource: string,
): ParseResult<PipelineRegistry> {
  const json = parseJsonBody(body, resource);
  if (!isObject(json) || (!isObject(json.pipelines) && !Array.isArray(json.pipelines))) {
    throw new PayloadError(`${resource}: no pipelines`);
  }
  const classifierVersion = classifierOf(json);
  if (!classifierVersion) throw new PayloadError(`${resource}: no classifierVersion`);
  const entries: [string, unknown][] = Array.isArray(json.pipelines)
    ? json.pipelines.map((p, i) => [isObject(p) ? (text(p.id) ?? String(i)) : String(i), p])
    : Object.entries(json.pipelines);
  const pipelines: PipelineRecord[] = [];
  const skipped = new Map<SkipReason, number>();
  let evidenceDropped = 0;
  for (const [id, raw] of entries) {
    const out = parsePipeline(id, raw, commodity, classifierVersion);
    if ('skipped' in out) skipped.set(out.skipped, (skipped.get(out.skipped) ?? 0) + 1);
    else {
      pipelines.push(out.record);
      if (out.evidenceDropped) evidenceDropped++;
    }
  }
  const skippedTotal = [...skipped.values()].reduce((a, b) => a + b, 0);
  if (skippedTotal > pipelines.length) {
    throw new PayloadError(
      `${resource}: ${skippedTotal} unreadable records against ${pipelines.length} pipelines`,
    );
  }
  const warnings = [...skipped].map(([reason, n]) => `${resource}: ${n} records skipped (${reason})`);
  if (evidenceDropped > 0)
    warnings.push(`${resource}: evidence of ${evidenceDropped} pipelines unusable, dropped`);
  const dates = pipelines.flatMap((p) => (p.evidence ? [Date.parse(p.evidence.lastEvidenceUpdate)] : []));
  return {
    data: {
      registryVersion: text(json.version) ?? UNVERSIONED_REGISTRY,
      classifierVersion,
      source: text(json.source) ?? '',
      pipelines,
    },
    asOf: dates.length > 0 ? new Date(Math.max(...dates)).toISOString() : undefined,
    warnings,
  };
}
