/**
 * Parser of GDELT GKG 2.1 records (TAB-separated despite `.csv`, 27 columns, no header; GKG
 * Codebook V2.1) into places of positive news. A record is selected (`isPositiveRecord`) when its
 * document tone (`V2Tone`, first value) is at least `POSITIVE_TONE_MIN`, none of its themes is in
 * the excluded list (violence, crime, disasters, unrest), at least one theme maps to a category, and
 * it names a place (`Locations`). Each place of a selected record counts one article for the
 * record's category. Pure. The run streams the GKG zip through the same selection and keeps the
 * columns read here only (`projectGkgLine`).
 */

import { PayloadError } from '../../../../ingest/errors';
import { gdeltStampIso, parseLastUpdate } from '../../../../ingest/gdelt-v2';
import type { ParseContext, ParseResult, Payload } from '../../../../ingest/types';
import { countryCodeOf } from '../../../../reference/countries';
import {
  POSITIVE_CATEGORIES,
  type PositiveCategory,
  type PositiveGeoData,
  type PositiveGeoRecord,
} from '../../data';

/** Columns of a GKG 2.1 record. */
export const GKG_COLUMNS = 27;
const COL = { id: 0, date: 1, sourceName: 3, url: 4, themes: 7, locations: 9, tone: 15 } as const;
/** Lowest document tone selected (GDELT tone: about −10 … +10, 0 neutral). */
export const POSITIVE_TONE_MIN = 3;
/** Hours of batches the snapshot keeps, counted back from the newest batch. */
export const POSITIVE_WINDOW_HOURS = 24;
/** Most entries the snapshot keeps (newest batch first, then most articles). */
export const MAX_POSITIVE_ENTRIES = 5000;
/** Most records a run keeps from one GKG file. */
export const MAX_POSITIVE_RECORDS = 5000;
/** Most article URLs kept per entry. */
const MAX_URLS = 3;

/** Themes that exclude a record whatever its tone (prefix match). */
export const EXCLUDED_THEMES =
  /^(KILL|ARMEDCONFLICT|MILITARY|TERROR|PROTEST|STRIKE|RIOT|UNREST|REBELLION|WOUND|CRISISLEX_T0[23]|SOC_GENERALCRIME|CRIME|ARREST|TRIAL|RAPE|SUICIDE|NATURAL_DISASTER|MANMADE_DISASTER|EVACUATION|REFUGEES|CORRUPTION|EPU_CATS_NATIONAL_SECURITY)/;

/** Themes of each category (prefix match); a record takes the category with most matching themes. */
export const CATEGORY_THEMES: Readonly<Record<PositiveCategory, RegExp>> = {
  science: /^(SCIENCE|SOC_INNOVATION|TECH_|WB_133_INFORMATION_AND_COMMUNICATION_TECHNOLOGIES)/,
  health:
    /^(GENERAL_HEALTH|MEDICAL|WB_621_HEALTH|WB_635_PUBLIC_HEALTH|WB_1458_HEALTH_PROMOTION|WB_644_NUTRITION)/,
  environment:
    /^(ENV_CLIMATECHANGE|UNGP_CLIMATE_CHANGE_ACTION|WB_567_CLIMATE_CHANGE|WB_1847_CLIMATE_FINANCE|ENV_SOLAR|ENV_WINDPOWER|ENV_GREEN|ENV_CONSERVATION|WB_590_ECOSYSTEMS)/,
  education: /^(EDUCATION|WB_470_EDUCATION|WB_1467_EDUCATION_FOR_ALL|WB_1484_EDUCATION)/,
  economy: /^(WB_2670_JOBS|WB_2131_EMPLOYABILITY|ECON_ENTREPRENEURSHIP|WB_1921_PRIVATE_SECTOR_DEVELOPMENT)/,
  culture: /^(TAX_FNCACT_ARTISTS?$|TOURISM|WB_825_TOURISM|SOC_POINTSOFINTEREST_MUSEUM)/,
  community: /^(CHARITY|AID_HUMANITARIAN|TAX_FNCACT_VOLUNTEERS?$|RURAL|UNGP_COMMUNITY)/,
};

const HOUR_MS = 3_600_000;

/** The record's themes (V1 `Themes`, `;`-separated). */
function themesOf(f: readonly string[]): string[] {
  return (f[COL.themes] ?? '').split(';').filter((t) => t !== '');
}

/** The record's category, or undefined when no theme maps to one. */
export function categoryOf(themes: readonly string[]): PositiveCategory | undefined {
  let best: PositiveCategory | undefined;
  let bestCount = 0;
  for (const category of POSITIVE_CATEGORIES) {
    const n = themes.filter((t) => CATEGORY_THEMES[category].test(t)).length;
    if (n > bestCount) {
      best = category;
      bestCount = n;
    }
  }
  return best;
}

/** True when the record passes the selection rule. */
export function isPositiveRecord(line: string): boolean {
  const f = line.split('\t');
  if (f.length < GKG_COLUMNS) return false;
  const tone = Number((f[COL.tone] ?? '').split(',')[0]);
  if (!Number.isFinite(tone) || (f[COL.tone] ?? '') === '' || tone < POSITIVE_TONE_MIN) return false;
  if ((f[COL.locations] ?? '') === '') return false;
  const themes = themesOf(f);
  return !themes.some((t) => EXCLUDED_THEMES.test(t)) && categoryOf(themes) !== undefined;
}

/** The record with only the columns this parser reads (the others emptied, 27 columns kept). */
export function projectGkgLine(line: string): string {
  const f = line.split('\t');
  const kept = new Set<number>(Object.values(COL));
  return f.map((v, i) => (kept.has(i) ? v : '')).join('\t');
}

interface Place {
  name: string;
  countryCode?: string;
  latitude: number;
  longitude: number;
}

/** The distinct places of V1 `Locations` (`type#name#fips#adm1#lat#lon#featureid`, `;`-separated). */
export function placesOf(field: string): Place[] {
  const byName = new Map<string, Place>();
  for (const block of field.split(';')) {
    const [, name = '', , , lat = '', lon = ''] = block.split('#');
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (name === '' || lat === '' || lon === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || byName.has(name)) continue;
    const countryCode = countryCodeOf(name.split(',').at(-1) ?? '');
    byName.set(name, { name, ...(countryCode ? { countryCode } : {}), latitude, longitude });
  }
  return [...byName.values()];
}

function previousEvents(ctx: ParseContext | undefined): PositiveGeoRecord[] {
  const prev = ctx?.previous;
  if (prev?.status !== 'hit') return [];
  const data = prev.snapshot.data as Partial<PositiveGeoData>;
  return Array.isArray(data.events) ? data.events : [];
}

/**
 * The selected records of one batch as entries (place × category), merged with the previous
 * snapshot's entries of the `POSITIVE_WINDOW_HOURS` before the batch; dated by the batch.
 */
export function parsePositiveGeo(payload: Payload, ctx?: ParseContext): ParseResult<PositiveGeoData> {
  const text = payload.gkg;
  if (text === undefined) throw new PayloadError('GDELT GKG: no records in the payload');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const entries = new Map<string, PositiveGeoRecord>();
  let newest = 0;
  let selected = 0;
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length < GKG_COLUMNS)
      throw new PayloadError('GDELT GKG: a record without the 27 GKG 2.1 columns (not a GKG file)');
    const at = gdeltStampIso(f[COL.date] ?? '');
    if (at === undefined) continue;
    newest = Math.max(newest, Date.parse(at));
    if (!isPositiveRecord(line)) continue;
    selected++;
    const category = categoryOf(themesOf(f)) as PositiveCategory;
    const url = f[COL.url] ?? '';
    for (const place of placesOf(f[COL.locations] ?? '')) {
      const key = `${Date.parse(at)}|${category}|${place.name}`;
      const entry = entries.get(key) ?? { ...place, category, count: 0, batchAt: Date.parse(at), urls: [] };
      entry.count++;
      if (url.startsWith('http') && entry.urls.length < MAX_URLS && !entry.urls.includes(url))
        entry.urls.push(url);
      entries.set(key, entry);
    }
  }
  const listed =
    payload.list === undefined ? undefined : parseLastUpdate(payload.list).find((f) => f.kind === 'gkg');
  const batchAt = listed?.batchAt ?? (newest > 0 ? new Date(newest).toISOString() : undefined);
  if (batchAt === undefined) throw new PayloadError('GDELT GKG: no batch time (no list and no dated record)');
  const to = Date.parse(batchAt);
  const from = to - POSITIVE_WINDOW_HOURS * HOUR_MS;
  const fresh = [...entries.values()];
  const seen = new Set(fresh.map((e) => `${e.batchAt}|${e.category}|${e.name}`));
  const kept = [
    ...fresh,
    ...previousEvents(ctx).filter((e) => !seen.has(`${e.batchAt}|${e.category}|${e.name}`)),
  ].filter((e) => e.batchAt > from && e.batchAt <= to);
  const events = kept
    .sort(
      (a, b) =>
        b.batchAt - a.batchAt || b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, MAX_POSITIVE_ENTRIES);
  return {
    data: { batchAt, events },
    asOf: batchAt,
    warnings: [`${selected} of ${lines.length} GKG records selected`],
  };
}
