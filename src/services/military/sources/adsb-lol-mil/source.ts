/**
 * adsb.lol `/v2/mil` (keyless, every 5 minutes): every aircraft adsb.lol's database flags as
 * military, worldwide, in the readsb JSON of the aviation service's adsb.lol feed. The theaters
 * the posture is assessed over travel with each snapshot (`MILITARY_THEATERS`). Bundled real
 * capture: 15 rows of the answer of 2026-10-02 (`bundle/`).
 * @see https://api.adsb.lol/docs
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { militaryKeys, type Theater } from '../../data';
import { parseAdsbLolMil } from './parser';

/** Default theaters: `id:Label:south,west,north,east:elevated,critical`, `;`-separated. */
export const DEFAULT_THEATERS_TEXT =
  'european:European:35,-25,72,45:15,40;middle-east:Middle East:12,25,42,63:10,25;indo-pacific:Indo-Pacific:-10,95,50,180:10,25';

/** Reads a theater list; a problem names the entry. */
export function parseTheaters(raw: string): { ok: true; value: Theater[] } | { ok: false; problem: string } {
  const theaters: Theater[] = [];
  for (const entry of raw
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const [id = '', label = '', box = '', limits = ''] = entry.split(':').map((p) => p.trim());
    const [south, west, north, east] = box.split(',').map(Number);
    const [elevated, critical] = limits.split(',').map(Number);
    const numbers = [south, west, north, east] as number[];
    const boxOk =
      numbers.length === 4 &&
      numbers.every((n) => Number.isFinite(n)) &&
      Math.abs(south!) <= 90 &&
      Math.abs(north!) <= 90 &&
      south! <= north! &&
      Math.abs(west!) <= 180 &&
      Math.abs(east!) <= 180;
    const limitsOk =
      Number.isInteger(elevated) && Number.isInteger(critical) && elevated! >= 1 && critical! >= elevated!;
    if (!/^[a-z0-9-]{1,40}$/.test(id) || label === '' || !boxOk || !limitsOk) {
      return {
        ok: false,
        problem: `has an invalid theater "${entry}" (id:Label:south,west,north,east:elevated,critical)`,
      };
    }
    if (theaters.some((t) => t.id === id)) return { ok: false, problem: `names theater ${id} twice` };
    theaters.push({
      id,
      label,
      south: south!,
      west: west!,
      north: north!,
      east: east!,
      elevated: elevated!,
      critical: critical!,
    });
  }
  return theaters.length > 0
    ? { ok: true, value: theaters }
    : { ok: false, problem: 'must name at least one theater' };
}

const DEFAULT_THEATERS = (() => {
  const parsed = parseTheaters(DEFAULT_THEATERS_TEXT);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
})();

/** Declared variables of the source. */
export const ADSB_LOL_MIL_ENV = {
  ADSB_LOL_MIL_BASE_URL: envVar.url({
    default: 'https://api.adsb.lol',
    description: 'adsb.lol API origin for the military list (/v2/mil).',
  }),
  MILITARY_THEATERS: envVar.custom<readonly Theater[]>({
    default: DEFAULT_THEATERS,
    defaultText: DEFAULT_THEATERS_TEXT,
    description:
      'Theaters of get-theater-posture: id:Label:south,west,north,east:elevated,critical entries separated by ";" (elevated/critical: airborne military flights from which the posture is elevated/critical; west > east crosses the antimeridian).',
    parse: (raw: string) => {
      const parsed = parseTheaters(raw);
      return parsed.ok ? envVar.ok<readonly Theater[]>(parsed.value) : envVar.refuse(parsed.problem);
    },
  }),
} as const;

/** Path of the military list. */
export const ADSB_LOL_MIL_PATH = '/v2/mil';
/** Every 5 minutes plus up to a minute of jitter. */
export const ADSB_LOL_MIL_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;

/** The adsb.lol military source. */
export const adsbLolMilSource = defineSource({
  id: 'adsb-lol-mil',
  title: 'adsb.lol v2 military aircraft',
  note: 'keyless; every 5 min',
  availability: KEYLESS,
  env: ADSB_LOL_MIL_ENV,
  keys: [militaryKeys.flights],
  jobs: (settings) => [
    singleGetJob({
      id: 'adsb-lol-mil-flights',
      key: militaryKeys.flights,
      title: 'adsb.lol v2',
      url: joinUrl(settings.ADSB_LOL_MIL_BASE_URL, ADSB_LOL_MIL_PATH),
      resource: 'mil',
      accept: 'application/json',
      schedule: ADSB_LOL_MIL_SCHEDULE,
      // The worldwide military list always holds some aircraft; none means a stalled feed.
      minRecords: 1,
      bundle: bundleBeside(import.meta.url, {
        name: 'adsb-lol-mil',
        files: { mil: 'v2-mil.json' },
        capturedAt: '2026-10-02T20:49:57Z',
      }),
      parse: (body) => parseAdsbLolMil(body, settings.MILITARY_THEATERS),
    }),
  ],
});
