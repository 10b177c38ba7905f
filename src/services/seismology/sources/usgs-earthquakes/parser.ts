/**
 * Parser of the USGS GeoJSON summary feeds (`/earthquakes/feed/v1.0/summary/<feed>.geojson`):
 * `{ type: "FeatureCollection", metadata{generated, url, title, count}, features[{ id,
 * properties{mag, place, time, updated, url, alert, status, tsunami, sig, magType, type},
 * geometry{Point [lon, lat, depth]} }], bbox }`. Times are epoch ms; `mag` may be an integer,
 * a float or null; depth may be negative (above sea level); `alert` is null or a PAGER colour.
 * A feature without an id, an origin time or a valid position is skipped and counted. Events are
 * stored newest first (`earthquakeKey`). The feed is dated by `metadata.generated`. Pure: text in,
 * records out.
 * @see https://earthquake.usgs.gov/earthquakes/feed/v1.0/geojson.php
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import {
  type EarthquakeRecord,
  type EarthquakesData,
  earthquakeKey,
  PAGER_ALERTS,
  type PagerAlert,
} from '../../data';

/** Longest event id kept (the contract's limit). */
export const MAX_EVENT_ID_LENGTH = 100;

const RESOURCE = 'USGS earthquake feed';

/** Parses one summary feed; throws PayloadError when the body is not a feature collection. */
export function parseUsgsFeed(text: string): ParseResult<EarthquakesData> {
  const body = jsonObject(text, RESOURCE);
  if (!Array.isArray(body.features)) throw new PayloadError(`${RESOURCE}: no features array`);
  const metadata = objectOf(body.metadata) ?? {};
  const byId = new Map<string, EarthquakeRecord>();
  let skipped = 0;
  for (const raw of body.features) {
    const record = toRecord(raw);
    if (!record) skipped++;
    else if (!byId.has(record.id)) byId.set(record.id, record);
  }
  // Stored in list order, so that list-earthquakes filters and pages without sorting.
  const earthquakes = sortByKey(byId.values(), earthquakeKey);
  const announced = num(metadata.count);
  // An empty list is believed only when the feed says it has no event (a quiet hour happens).
  if (earthquakes.length === 0 && announced !== 0) {
    throw new PayloadError(`${RESOURCE}: no readable event (metadata.count ${announced ?? 'absent'})`);
  }
  const title = str(metadata.title);
  const url = str(metadata.url);
  const asOf = feedDate(metadata, earthquakes);
  return {
    data: { feed: { ...(title ? { title } : {}), ...(url ? { url } : {}) }, earthquakes },
    ...(asOf === undefined ? {} : { asOf }),
    warnings: skipped > 0 ? [`${RESOURCE}: ${skipped} features without id, time or position skipped`] : [],
  };
}

/** `metadata.generated`, else the newest revision of an event; undefined when neither exists. */
function feedDate(metadata: Record<string, unknown>, events: EarthquakeRecord[]): string | undefined {
  const generated = num(metadata.generated);
  if (generated !== undefined && generated > 0) return new Date(generated).toISOString();
  const times = events.map((e) => e.updatedAt ?? e.occurredAt);
  return times.length === 0 ? undefined : new Date(Math.max(...times)).toISOString();
}

function toRecord(raw: unknown): EarthquakeRecord | undefined {
  const feature = objectOf(raw);
  const p = objectOf(feature?.properties);
  const geometry = objectOf(feature?.geometry);
  const id = str(feature?.id);
  const occurredAt = num(p?.time);
  const coordinates = Array.isArray(geometry?.coordinates) ? (geometry.coordinates as unknown[]) : [];
  const longitude = num(coordinates[0]);
  const latitude = num(coordinates[1]);
  if (!p || id === '' || id.length > MAX_EVENT_ID_LENGTH || occurredAt === undefined) return undefined;
  if (!Number.isInteger(occurredAt) || latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return {
    id,
    ...text('place', p.place),
    ...number('magnitude', p.mag),
    ...text('magnitudeType', p.magType),
    occurredAt,
    ...integer('updatedAt', p.updated),
    latitude,
    longitude,
    ...number('depthKm', coordinates[2]),
    ...text('sourceUrl', p.url),
    ...text('eventType', p.type),
    ...text('status', p.status),
    ...alertOf(p.alert),
    ...integer('significance', p.sig, 0),
    ...(p.tsunami === 1 || p.tsunami === 0 ? { tsunami: p.tsunami === 1 } : {}),
  };
}

function text<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '' ? {} : ({ [key]: s } as Record<K, string>);
}

function number<K extends string>(key: K, value: unknown): Partial<Record<K, number>> {
  // JSON numbers only: a string or null magnitude is "no value", never a guess.
  return typeof value === 'number' && Number.isFinite(value) ? ({ [key]: value } as Record<K, number>) : {};
}

function integer<K extends string>(key: K, value: unknown, min = Number.MIN_SAFE_INTEGER) {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min
    ? ({ [key]: value } as Record<K, number>)
    : ({} as Partial<Record<K, number>>);
}

function alertOf(value: unknown): { alert?: PagerAlert } {
  const colour = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (PAGER_ALERTS as readonly string[]).includes(colour) ? { alert: colour as PagerAlert } : {};
}
