/**
 * GET /api/displacement/v1/get-displacement-summary: the UNHCR statistics of the year held, with
 * the country and flow lists cut to their limits. A year other than the one held is degraded.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_COUNTRY_LIMIT,
  DEFAULT_FLOW_LIMIT,
  DISPLACEMENT_UNAVAILABLE,
  getDisplacementSummary,
} from './contract';
import { displacementKeys } from './data';

export const getDisplacementSummaryHandler = defineHandler(getDisplacementSummary, async (ctx, q) => {
  const read = await ctx.snapshots.read(displacementKeys.summary);
  if (read.status !== 'hit') return unavailable(DISPLACEMENT_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  if (q.year && q.year !== data.year) return unavailable(DISPLACEMENT_UNAVAILABLE);
  const t = data.totals;
  return fromData(
    {
      summary: {
        year: data.year,
        globalTotals: { ...t, total: t.refugees + t.asylumSeekers + t.idps },
        countries: data.countries.slice(0, q.country_limit || DEFAULT_COUNTRY_LIMIT).map((c) => ({
          ...c,
          totalDisplaced: c.refugees + c.asylumSeekers + c.idps,
          hostTotal: c.hostRefugees + c.hostAsylumSeekers,
        })),
        topFlows: data.flows.slice(0, q.flow_limit || DEFAULT_FLOW_LIMIT),
      },
      dataAvailable: true,
      fetchedAt: Date.parse(meta.fetchedAt),
    },
    meta.fetchedAt,
  );
});
