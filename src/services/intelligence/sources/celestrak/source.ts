/**
 * CelesTrak GP element sets (keyless, every 2 hours): one answer per configured group
 * (`CELESTRAK_GROUPS`, default the reference's `military,resource`), in TLE (default, the
 * reference's format) or OMM JSON (`CELESTRAK_FORMAT`). Bundled real capture: the two TLE groups
 * of 2024-07-16 (`bundle/`).
 * @see https://celestrak.org/NORAD/documentation/gp-data-formats.php
 */
import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { orbitKeys } from '../../data-orbit';
import { parseCelestrak } from './parser';

/** The reference's groups. */
export const CELESTRAK_DEFAULT_GROUPS = ['military', 'resource'] as const;
const GROUP_RE = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Declared variables of the source. */
export const CELESTRAK_ENV = {
  CELESTRAK_BASE_URL: envVar.url({ default: 'https://celestrak.org', description: 'CelesTrak origin.' }),
  CELESTRAK_GROUPS: envVar.custom<readonly string[]>({
    default: CELESTRAK_DEFAULT_GROUPS,
    defaultText: CELESTRAK_DEFAULT_GROUPS.join(','),
    description:
      'Comma-separated CelesTrak GP groups to fetch (e.g. military,resource,stations,last-30-days).',
    parse: (raw: string) => {
      const groups = raw
        .split(',')
        .map((g) => g.trim().toLowerCase())
        .filter((g) => g !== '');
      const bad = groups.find((g) => !GROUP_RE.test(g));
      if (groups.length === 0) return envVar.refuse('must name at least one group');
      if (bad !== undefined) return envVar.refuse(`has an invalid group name "${bad}"`);
      return envVar.ok<readonly string[]>([...new Set(groups)]);
    },
  }),
  CELESTRAK_FORMAT: envVar.oneOf({
    values: ['tle', 'json'] as const,
    default: 'tle',
    description: 'Format asked of CelesTrak: tle (three-line element sets) or json (OMM).',
  }),
} as const;

/** Every 2 hours (the reference's cadence; CelesTrak updates GP data a few times a day) plus 10 minutes of jitter. */
export const CELESTRAK_SCHEDULE = { everyMs: 2 * 3_600_000, jitterMs: 10 * 60_000 } as const;

/** Path and query of one group's answer. */
export function celestrakGroupPath(group: string, format: string): string {
  return `/NORAD/elements/gp.php?GROUP=${encodeURIComponent(group)}&FORMAT=${format}`;
}

/** The CelesTrak source. */
export const celestrakSource = defineSource({
  id: 'celestrak',
  title: 'CelesTrak GP element sets',
  note: 'keyless; every 2 h',
  availability: KEYLESS,
  env: CELESTRAK_ENV,
  keys: [orbitKeys.satellites],
  jobs: (settings: EnvValues<typeof CELESTRAK_ENV>) => {
    const groups = settings.CELESTRAK_GROUPS;
    const format = settings.CELESTRAK_FORMAT;
    return [
      documentsGetJob({
        id: 'celestrak-satellites',
        key: orbitKeys.satellites,
        title: 'CelesTrak GP',
        documents: Object.fromEntries(
          groups.map((g) => [
            g,
            {
              url: joinUrl(settings.CELESTRAK_BASE_URL, celestrakGroupPath(g, format)),
              accept: format === 'json' ? 'application/json' : 'text/plain',
            },
          ]),
        ),
        // CelesTrak asks clients not to hammer it: one group after the other.
        sequential: true,
        schedule: CELESTRAK_SCHEDULE,
        minRecords: 1,
        bundle: bundleBeside(import.meta.url, {
          name: 'celestrak',
          files: {
            military: 'gp.php_GROUP-military_FORMAT-tle.txt',
            resource: 'gp.php_GROUP-resource_FORMAT-tle.txt',
          },
          capturedAt: '2024-07-16T23:41:00Z',
        }),
        parse: (payload) => parseCelestrak(payload, groups),
      }),
    ];
  },
});
