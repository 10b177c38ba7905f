/**
 * GET /api/conflict/v1/get-humanitarian-summary and its POST batch: a country's HDX HAPI
 * conflict-event figures of its latest month, from the daily snapshot.
 */

import { defineHandler, definePostHandler, fromData, unavailable } from '../handler';
import {
  getHumanitarianSummary,
  getHumanitarianSummaryBatch,
  HUMANITARIAN_BATCH_UNAVAILABLE,
  HUMANITARIAN_UNAVAILABLE,
  type HumanitarianCountrySummary,
} from './contract-events';
import type { HumanitarianCountryRecord } from './data';
import { conflictKeys } from './data';

/** The contract's summary of a stored record. */
export function toSummary(r: HumanitarianCountryRecord): HumanitarianCountrySummary {
  const violence = r.politicalViolenceEvents + r.civilianTargetingEvents;
  return {
    countryCode: r.countryCode,
    countryName: r.countryName,
    conflictEventsTotal: violence + r.demonstrations,
    conflictPoliticalViolenceEvents: violence,
    conflictFatalities: r.fatalities,
    conflictDemonstrations: r.demonstrations,
    referencePeriod: r.referencePeriod,
  };
}

export const getHumanitarianSummaryHandler = defineHandler(getHumanitarianSummary, async (ctx, q) => {
  const read = await ctx.snapshots.read(conflictKeys.humanitarian);
  if (read.status !== 'hit') return unavailable(HUMANITARIAN_UNAVAILABLE);
  const found = read.snapshot.data.countries.find((c) => c.countryCode === q.country_code);
  return fromData(found ? { summary: toSummary(found) } : {}, read.snapshot.meta.fetchedAt);
});

const distinct = (codes: readonly string[]) => [...new Set(codes)];

export const getHumanitarianSummaryBatchHandler = definePostHandler(
  getHumanitarianSummaryBatch,
  async (ctx, body) => {
    const codes = distinct(body.countryCodes ?? []);
    const read = await ctx.snapshots.read(conflictKeys.humanitarian);
    if (read.status !== 'hit') return unavailable(HUMANITARIAN_BATCH_UNAVAILABLE(codes.length));
    const byCode = new Map(read.snapshot.data.countries.map((c) => [c.countryCode, c]));
    const results: Record<string, HumanitarianCountrySummary> = {};
    for (const code of codes) {
      const found = byCode.get(code);
      if (found) results[code] = toSummary(found);
    }
    return fromData(
      { results, fetched: Object.keys(results).length, requested: codes.length },
      read.snapshot.meta.fetchedAt,
    );
  },
  { units: (body) => Math.max(1, distinct(body.countryCodes ?? []).length) },
);
