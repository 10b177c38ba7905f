/**
 * GET /api/military/v1/get-defense-industrial-base: one country's World Bank military indicators
 * from the latest `military:defense-indicators` snapshot, each with its latest year and the one
 * before it.
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFENSE_INDUSTRIAL_BASE_UNAVAILABLE,
  DIB_ALWAYS_MISSING,
  getDefenseIndustrialBase,
} from './contract';
import { militaryKeys } from './data';
import { MILITARY_INDICATORS } from './sources/worldbank-military/parser';

type Body = Static<typeof getDefenseIndustrialBase.response>;
type Metric = NonNullable<Body['expenditurePctGdp']>;

function metric(values: readonly { year: number; value: number }[] | undefined, id: string): Metric {
  const [latest, previous] = values ?? [];
  const source = `World Bank WDI ${id}`;
  if (!latest) return { available: false, source };
  return {
    available: true,
    value: latest.value,
    year: latest.year,
    ...(previous ? { previousValue: previous.value, previousYear: previous.year } : {}),
    source,
  };
}

/** Handler of get-defense-industrial-base. */
export const getDefenseIndustrialBaseHandler = defineHandler(getDefenseIndustrialBase, async (ctx, query) => {
  const read = await ctx.snapshots.read(militaryKeys.defenseIndicators);
  if (read.status !== 'hit') return unavailable(DEFENSE_INDUSTRIAL_BASE_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const country = data.countries.find((c) => c.countryCode === query.country_code);
  const metrics = Object.fromEntries(
    Object.entries(MILITARY_INDICATORS).map(([name, id]) => [name, metric(country?.indicators[id], id)]),
  ) as Record<keyof typeof MILITARY_INDICATORS, Metric>;
  const years = Object.values(country?.indicators ?? {}).flatMap((v) => v.map((x) => x.year));
  return fromData(
    {
      countryCode: query.country_code,
      available: Object.values(metrics).some((m) => m.available),
      ...metrics,
      ...(years.length > 0 ? { windowStartYear: Math.min(...years), windowEndYear: Math.max(...years) } : {}),
      fetchedAt: meta.fetchedAt,
      industrialFetchedAt: meta.fetchedAt,
      missingInputs: [...DIB_ALWAYS_MISSING],
    },
    meta.fetchedAt,
  );
});
