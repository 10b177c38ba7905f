/**
 * Parser of the NASA FIRMS area API's VIIRS CSV (`latitude,longitude,bright_ti4,scan,track,
 * acq_date,acq_time,satellite,instrument,confidence,version,bright_ti5,frp,daynight`). Quirks:
 * `acq_time` is unpadded HHMM (`137` is 01:37 UTC); VIIRS confidence is a letter (`l`, `n`, `h`);
 * `bright_ti4` is a bare integer at saturation (`367`); a quiet area answers the header alone; a
 * refused request (bad MAP_KEY, exhausted quota) answers plain text, which is refused here whatever
 * its HTTP status. Pure: text in, data out.
 * @see https://firms.modaps.eosdis.nasa.gov/api/area/
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult, Payload } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import {
  type FireDetectionRecord,
  type FireDetectionsData,
  type FirmsConfidence,
  fireDetectionKey,
} from '../../data';

/** Columns a FIRMS VIIRS CSV must carry. */
export const FIRMS_REQUIRED_COLUMNS = [
  'latitude',
  'longitude',
  'bright_ti4',
  'acq_date',
  'acq_time',
  'satellite',
  'frp',
] as const;

/** Separator of a payload resource name: `<product>:<area name>`. */
export const FIRMS_RESOURCE_SEPARATOR = ':';

/** The payload resource name of one area and product. */
export function firmsResource(product: string, area: string): string {
  return `${product}${FIRMS_RESOURCE_SEPARATOR}${area}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{1,4}$/;
const CONFIDENCE: Readonly<Record<string, FirmsConfidence>> = { l: 'low', n: 'nominal', h: 'high' };
/** Longest excerpt of a refusal quoted in an error. */
const EXCERPT_CHARS = 80;

/**
 * Acquisition time in epoch ms from `acq_date` (YYYY-MM-DD) and the unpadded `acq_time` (HHMM,
 * `5` = 00:05, `137` = 01:37, `1257` = 12:57); undefined when either is not a real UTC time.
 */
export function acquisitionTime(date: string, time: string): number | undefined {
  const d = DATE.exec(date);
  if (!d || !TIME.test(time)) return undefined;
  const hhmm = time.padStart(4, '0');
  const hours = Number(hhmm.slice(0, 2));
  const minutes = Number(hhmm.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes);
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

/** A FIRMS number (finite decimal), else undefined. */
function num(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** One parsed area answer. */
export interface FirmsAreaRows {
  rows: Omit<FireDetectionRecord, 'region'>[];
  /** Rows whose position, time or measurements could not be read. */
  malformed: number;
}

function readRows(text: string, resource: string): Record<string, string>[] {
  const head =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0]
      ?.trim() ?? '';
  const columns = head.split(',').map((c) => c.trim());
  if (!FIRMS_REQUIRED_COLUMNS.every((c) => columns.includes(c))) {
    const said = head === '' ? 'an empty body' : `"${head.slice(0, EXCERPT_CHARS)}"`;
    throw new PayloadError(`${resource}: FIRMS answered ${said} instead of a VIIRS CSV`);
  }
  return readCsv(text, resource, {
    bom: true,
    columns: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}

function readRow(
  r: Record<string, string>,
  product: string,
): Omit<FireDetectionRecord, 'region'> | undefined {
  const latitude = num(r.latitude);
  const longitude = num(r.longitude);
  const brightnessK = num(r.bright_ti4);
  const frpMw = num(r.frp);
  const detectedAt = acquisitionTime(r.acq_date ?? '', r.acq_time ?? '');
  const satellite = r.satellite ?? '';
  if (latitude === undefined || latitude < -90 || latitude > 90) return undefined;
  if (longitude === undefined || longitude < -180 || longitude > 180) return undefined;
  if (brightnessK === undefined || frpMw === undefined || detectedAt === undefined) return undefined;
  if (satellite === '') return undefined;
  const hhmm = (r.acq_time ?? '').padStart(4, '0');
  const confidence = CONFIDENCE[(r.confidence ?? '').toLowerCase()];
  const ti5 = num(r.bright_ti5);
  return {
    id: `${satellite}:${r.acq_date}T${hhmm}:${r.latitude},${r.longitude}`,
    latitude,
    longitude,
    brightnessK,
    ...(ti5 === undefined ? {} : { brightnessTi5K: ti5 }),
    frpMw,
    ...(confidence === undefined ? {} : { confidence }),
    satellite,
    product,
    detectedAt,
    dayNight: (r.daynight ?? '').toUpperCase(),
  };
}

/** Parses one area answer; throws PayloadError on a refusal or when most rows are unreadable. */
export function parseFirmsAreaCsv(text: string, product: string, resource: string): FirmsAreaRows {
  const rows: FirmsAreaRows['rows'] = [];
  let malformed = 0;
  for (const raw of readRows(text, resource)) {
    const row = readRow(raw, product);
    if (row) rows.push(row);
    else malformed++;
  }
  if (malformed > rows.length) {
    throw new PayloadError(`${resource}: ${malformed} unreadable rows against ${rows.length} detections`);
  }
  return { rows, malformed };
}

/**
 * Builds `wildfire:fire-detections` from the area answers (resources `<product>:<area>`, in the
 * order asked). A pixel returned for two overlapping areas is kept once, labelled with the first.
 * Dated by the newest acquisition time; a payload with no detection carries no date of its own.
 */
export function parseFireDetections(payload: Payload): ParseResult<FireDetectionsData> {
  const byId = new Map<string, FireDetectionRecord>();
  const warnings: string[] = [];
  for (const [resource, text] of Object.entries(payload)) {
    const at = resource.indexOf(FIRMS_RESOURCE_SEPARATOR);
    const product = resource.slice(0, at);
    const region = resource.slice(at + 1);
    if (at <= 0 || region === '') throw new PayloadError(`${resource}: not a <product>:<area> resource`);
    const { rows, malformed } = parseFirmsAreaCsv(text, product, resource);
    if (malformed > 0) warnings.push(`${resource}: ${malformed} unreadable rows skipped`);
    for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, { ...row, region });
  }
  const detections = sortByKey(byId.values(), fireDetectionKey);
  const newest = detections[0]?.detectedAt;
  return {
    data: { detections },
    ...(newest === undefined ? {} : { asOf: new Date(newest).toISOString() }),
    warnings,
  };
}
