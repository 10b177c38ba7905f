/**
 * GET /api/economic/v1/get-bls-series: a BLS series read through FRED's mirror, in the BLS layout
 * (year, period code, period name, value as a decimal string), newest first.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { BLS_SERIES_UNAVAILABLE, DEFAULT_BLS_LIMIT, getBlsSeries } from './contract-macro';
import { type FredObservationData, fredKeys } from './data-macro';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const QUARTERS = ['1st Quarter', '2nd Quarter', '3rd Quarter', '4th Quarter'];

/** The BLS period of a FRED observation date (FRED dates a period by its first day). */
export function blsPeriod(
  date: string,
  frequency: string,
): { year: string; period: string; periodName: string } {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  const f = frequency.toLowerCase();
  if (f.startsWith('quarterly')) {
    const q = Math.floor((month - 1) / 3);
    return { year, period: `Q0${q + 1}`, periodName: QUARTERS[q]! };
  }
  if (f.startsWith('annual')) return { year, period: 'A01', periodName: 'Annual' };
  return { year, period: `M${String(month).padStart(2, '0')}`, periodName: MONTHS[month - 1]! };
}

function blsObservation(o: FredObservationData, frequency: string) {
  const p = blsPeriod(o.date, frequency);
  return o.value === undefined ? p : { ...p, value: String(o.value) };
}

/** Handler of get-bls-series. */
export const getBlsSeriesHandler = defineHandler(getBlsSeries, async (ctx, query) => {
  const id = query.series_id ?? 'USPRIV';
  const read = await ctx.snapshots.read(fredKeys[id]);
  if (read.status !== 'hit') return unavailable(BLS_SERIES_UNAVAILABLE);
  const { data } = read.snapshot;
  const limit = query.limit ?? DEFAULT_BLS_LIMIT;
  const observations = data.observations
    .slice(-limit)
    .reverse()
    .map((o) => blsObservation(o, data.frequency));
  return fromData(
    { series: { seriesId: data.seriesId, title: data.title, units: data.units, observations } },
    read.snapshot.meta.fetchedAt,
  );
});
