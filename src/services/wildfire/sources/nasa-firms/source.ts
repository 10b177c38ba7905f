/**
 * NASA FIRMS area API (free MAP_KEY, every 30 minutes): VIIRS near-real-time active-fire
 * detections over the configured areas, as CSV, with a bundled real capture.
 * @see https://firms.modaps.eosdis.nasa.gov/api/area/
 */
import { envVar, type Parsed } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { wildfireKeys } from '../../data';
import { createFirmsFireDetectionsJob } from './job';

/** Default origin of the FIRMS API. */
export const FIRMS_DEFAULT_BASE_URL = 'https://firms.modaps.eosdis.nasa.gov';

/** One monitored area: a name and a box in degrees (FIRMS' `west,south,east,north` order). */
export interface FirmsArea {
  name: string;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Most areas one run asks for (each costs one request per product). */
export const FIRMS_MAX_AREAS = 30;

/**
 * Default areas: the regions the reference service monitors (so `region` names match it) and
 * Iberia, where the bundled capture lies.
 */
export const FIRMS_DEFAULT_AREAS_TEXT =
  'Ukraine:22,44,40,53;Russia:20,50,180,82;Iran:44,25,63,40;Israel/Gaza:34,29,36,34;Syria:35,32,42,37;' +
  'Taiwan:119,21,123,26;North Korea:124,37,131,43;Saudi Arabia:34,16,56,32;Turkey:26,36,45,42;Iberia:-10,35,4,44';

/** The VIIRS near-real-time products of the area API (the parser reads the VIIRS columns). */
export const FIRMS_VIIRS_PRODUCTS = ['VIIRS_SNPP_NRT', 'VIIRS_NOAA20_NRT', 'VIIRS_NOAA21_NRT'] as const;
/** One VIIRS NRT product. */
export type FirmsProduct = (typeof FIRMS_VIIRS_PRODUCTS)[number];

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const NAME = /^[^:;]{1,60}$/;

/** Parses `Name:west,south,east,north;Name:...` (names unique, boxes inside the globe, west < east). */
export function parseFirmsAreas(raw: string): Parsed<FirmsArea[]> {
  const areas: FirmsArea[] = [];
  const items = raw
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const item of items) {
    const colon = item.lastIndexOf(':');
    const name = item.slice(0, colon).trim();
    const nums = item
      .slice(colon + 1)
      .split(',')
      .map((s) => s.trim());
    if (colon <= 0 || !NAME.test(name) || nums.length !== 4 || !nums.every((n) => NUMBER.test(n))) {
      return envVar.refuse(
        `must be a list of Name:west,south,east,north separated by ";" (bad item "${item}")`,
      );
    }
    const [west, south, east, north] = nums.map(Number) as [number, number, number, number];
    if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) {
      return envVar.refuse(
        `area "${name}" must have -180 <= west < east <= 180 and -90 <= south < north <= 90`,
      );
    }
    if (areas.some((a) => a.name === name)) return envVar.refuse(`area "${name}" is listed twice`);
    areas.push({ name, west, south, east, north });
  }
  if (areas.length === 0) return envVar.refuse('must list at least one area');
  if (areas.length > FIRMS_MAX_AREAS) return envVar.refuse(`must list at most ${FIRMS_MAX_AREAS} areas`);
  return envVar.ok(areas);
}

/** Parses a comma list of VIIRS NRT products (no duplicates). */
export function parseFirmsProducts(raw: string): Parsed<FirmsProduct[]> {
  const names = raw
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '');
  const bad = names.filter((n) => !(FIRMS_VIIRS_PRODUCTS as readonly string[]).includes(n));
  if (names.length === 0 || bad.length > 0) {
    return envVar.refuse(`must be a comma list of ${FIRMS_VIIRS_PRODUCTS.join(', ')}`);
  }
  return envVar.ok([...new Set(names)] as FirmsProduct[]);
}

function required<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

/** Declared variables of the source. */
export const NASA_FIRMS_ENV = {
  FIRMS_BASE_URL: envVar.url({
    default: FIRMS_DEFAULT_BASE_URL,
    description: 'NASA FIRMS API origin.',
  }),
  FIRMS_MAP_KEY: envVar.secret({
    description: 'NASA FIRMS MAP_KEY (free); without it the fire detection job is not_configured.',
    aliases: ['NASA_FIRMS_API_KEY', 'FIRMS_API_KEY'],
  }),
  FIRMS_AREAS: envVar.custom({
    default: required(parseFirmsAreas(FIRMS_DEFAULT_AREAS_TEXT)),
    defaultText: FIRMS_DEFAULT_AREAS_TEXT,
    description: `Monitored areas, Name:west,south,east,north separated by ";" (at most ${FIRMS_MAX_AREAS}).`,
    parse: parseFirmsAreas,
  }),
  FIRMS_SOURCES: envVar.custom({
    default: [...FIRMS_VIIRS_PRODUCTS] as FirmsProduct[],
    defaultText: FIRMS_VIIRS_PRODUCTS.join(','),
    description: 'FIRMS VIIRS near-real-time products asked for each area, comma-separated.',
    parse: parseFirmsProducts,
  }),
  FIRMS_DAY_RANGE: envVar.int({
    default: 2,
    min: 1,
    max: 5,
    description: 'Days of detections asked for (FIRMS DAY_RANGE, ending today UTC).',
  }),
} as const;

/** The NASA FIRMS source. */
export const nasaFirmsSource = defineSource({
  id: 'nasa-firms',
  title: 'NASA FIRMS area API (VIIRS near-real-time active fires)',
  note: 'free key FIRMS_MAP_KEY; every 30 minutes',
  availability: { kind: 'operator-key', variables: ['FIRMS_MAP_KEY'], reason: 'a free NASA FIRMS map key' },
  keys: [wildfireKeys.fireDetections],
  env: NASA_FIRMS_ENV,
  jobs: (settings) => [createFirmsFireDetectionsJob(settings)],
});
