/**
 * GET /api/climate/v1/get-co2-monitoring: NOAA GML CO2 (Mauna Loa), global CH4 and global N2O.
 * Each gas is its own latest month: `measuredAt` and `trend12m` are the CO2 months; the contract has
 * no field for the CH4 and N2O months, which usually lag CO2 by a few months (see the README).
 * Its figures are all required, so an unknown CH4 or N2O mean is 0, as its description says.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { CO2_MONITORING_UNAVAILABLE, getCo2Monitoring } from './contract-indicators';
import { climateKeys } from './data';

/** Pre-industrial CO2 reference (ppm), the conventional 1750 value used by NOAA and the IPCC. */
export const PRE_INDUSTRIAL_CO2_PPM = 280;

/** Handler of get-co2-monitoring. */
export const getCo2MonitoringHandler = defineHandler(getCo2Monitoring, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.co2Monitoring);
  if (read.status !== 'hit') return unavailable(CO2_MONITORING_UNAVAILABLE);
  const { co2Monthly, ch4Monthly, n2oMonthly, station } = read.snapshot.data;
  const latest = co2Monthly[co2Monthly.length - 1]!;
  const last12 = co2Monthly.slice(-12);
  const yearAgo = co2Monthly.find((m) => m.year === latest.year - 1 && m.month === latest.month);
  const monthlyAverage = last12.reduce((sum, m) => sum + m.value, 0) / last12.length;
  const trend12m = last12.map((m) => {
    const prior = co2Monthly.find((p) => p.year === m.year - 1 && p.month === m.month);
    return {
      month: `${m.year}-${String(m.month).padStart(2, '0')}`,
      ppm: m.value,
      anomaly: prior ? round(m.value - prior.value) : 0,
    };
  });
  return fromData(
    {
      monitoring: {
        currentPpm: latest.value,
        yearAgoPpm: yearAgo?.value ?? 0,
        annualGrowthRate: yearAgo ? round(latest.value - yearAgo.value) : 0,
        preIndustrialBaseline: PRE_INDUSTRIAL_CO2_PPM,
        monthlyAverage: round(monthlyAverage),
        trend12m,
        methanePpb: ch4Monthly[ch4Monthly.length - 1]?.value ?? 0,
        nitrousOxidePpb: n2oMonthly?.[n2oMonthly.length - 1]?.value ?? 0,
        measuredAt: String(Date.UTC(latest.year, latest.month - 1, 1)),
        station,
      },
    },
    read.snapshot.meta.fetchedAt,
  );
});

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
