/**
 * The education observations of World Bank Indicators API v2 pages. The page parser itself
 * (envelope, error bodies, aggregates dropped, `null` values missing, never zero) is shared with
 * the economic service in `src/ingest/worldbank.ts` and re-exported here. Pure.
 */
import type { Static } from 'typebox';
import type { ParseResult } from '../../../../ingest/types';
import type { WorldBankObservation, WorldBankPage } from '../../../../ingest/worldbank';
import type { EducationDataSchema } from '../../data';

export {
  isCountryCode,
  parseWorldBankHeader,
  parseWorldBankPage,
  type WorldBankHeader,
  type WorldBankObservation,
  type WorldBankPage,
} from '../../../../ingest/worldbank';

/** World Bank WDI indicators of the education observations. */
export const WORLD_BANK_EDUCATION_INDICATORS = {
  tertiaryEnrollment: 'SE.TER.ENRR',
  researchersPerMillion: 'SP.POP.SCIE.RD.P6',
  scienceGraduatesShare: 'SE.TER.GRAD.SC.ZS',
  engineeringGraduatesShare: 'SE.TER.GRAD.EN.ZS',
  ictGraduatesShare: 'UIS.FOSGP.5T8.F600',
} as const;

/**
 * The shares of tertiary graduates whose sum is the STEM share: natural sciences, mathematics and
 * statistics (ISCED-F 05), ICT (06), engineering, manufacturing and construction (07). The fields
 * do not overlap, so the sum of one country-year is that year's STEM share.
 */
export const STEM_SHARE_COMPONENTS = [
  WORLD_BANK_EDUCATION_INDICATORS.scienceGraduatesShare,
  WORLD_BANK_EDUCATION_INDICATORS.ictGraduatesShare,
  WORLD_BANK_EDUCATION_INDICATORS.engineeringGraduatesShare,
] as const;

/** Decimal places the STEM sum is rounded to (removes binary floating-point residue only). */
export const STEM_SHARE_DECIMALS = 6;

const WDI = 'World Bank WDI';
const ALL_INDICATORS: ReadonlySet<string> = new Set(Object.values(WORLD_BANK_EDUCATION_INDICATORS));

type EducationData = Static<typeof EducationDataSchema>;
type EducationRow = EducationData['observations'][number];

/** Values of one indicator by `country|year`. */
function byCountryYear(
  observations: readonly WorldBankObservation[],
  indicator: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of observations)
    if (o.indicatorId === indicator) out.set(`${o.countryCode}|${o.year}`, o.value);
  return out;
}

function rowsOf(values: Map<string, number>, metric: EducationRow['metric'], source: string): EducationRow[] {
  return [...values].map(([cy, value]) => {
    const [countryCode, year] = cy.split('|') as [string, string];
    return { countryCode, metric, year: Number(year), value, source };
  });
}

/** STEM shares: the sum of the three components, only where all three exist for the same year. */
function stemRows(observations: readonly WorldBankObservation[]): EducationRow[] {
  const [first, ...rest] = STEM_SHARE_COMPONENTS.map((id) => byCountryYear(observations, id));
  const sums = new Map<string, number>();
  const f = 10 ** STEM_SHARE_DECIMALS;
  for (const [cy, value] of first!) {
    const others = rest.flatMap((m) => m.get(cy) ?? []);
    if (others.length !== rest.length) continue;
    sums.set(cy, Math.round(others.reduce((sum, v) => sum + v, value) * f) / f);
  }
  return rowsOf(sums, 'stemGraduatesSharePercent', `${WDI} ${STEM_SHARE_COMPONENTS.join(' + ')}`);
}

/**
 * Builds `resilience:demographics-education` from the pages of the five indicators. Dated by the
 * oldest `lastupdated` of the pages (the WDI release the figures come from).
 */
export function buildEducationData(pages: readonly WorldBankPage[]): ParseResult<EducationData> {
  const observations = pages.flatMap((p) => p.observations);
  const ignored = observations.filter((o) => !ALL_INDICATORS.has(o.indicatorId)).length;
  const { tertiaryEnrollment, researchersPerMillion } = WORLD_BANK_EDUCATION_INDICATORS;
  const rows = [
    ...rowsOf(
      byCountryYear(observations, tertiaryEnrollment),
      'tertiaryEnrollmentGrossPercent',
      `${WDI} ${tertiaryEnrollment}`,
    ),
    ...rowsOf(
      byCountryYear(observations, researchersPerMillion),
      'researchersPerMillion',
      `${WDI} ${researchersPerMillion}`,
    ),
    ...stemRows(observations),
  ].sort(
    (a, b) =>
      a.countryCode.localeCompare(b.countryCode) || a.metric.localeCompare(b.metric) || a.year - b.year,
  );
  const warnings: string[] = [];
  const malformed = pages.reduce((n, p) => n + p.malformed, 0);
  if (malformed > 0) warnings.push(`World Bank: ${malformed} unreadable rows skipped`);
  if (ignored > 0) warnings.push(`World Bank: ${ignored} rows of other indicators ignored`);
  const dates = pages.flatMap((p) =>
    p.header.lastUpdated && isDate(p.header.lastUpdated) ? [p.header.lastUpdated] : [],
  );
  const oldest = dates.sort()[0];
  return { data: { observations: rows }, asOf: oldest ? `${oldest}T00:00:00Z` : undefined, warnings };
}

function isDate(raw: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
}
