/**
 * GET /api/climate/v1/get-co2-monitoring: NOAA GML CO2 (Mauna Loa) and global CH4.
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
  const { co2Monthly, ch4Monthly, station } = read.snapshot.data;
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
        nitrousOxidePpb: 0,
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
