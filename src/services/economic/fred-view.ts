/** The answer shape of a stored FRED series, shared by get-fred-series and its batch. */
import type { FredSeries } from './contract-macro';
import type { FredSeriesData } from './data-macro';

/** The series with its newest `limit` observations, oldest first; metadata as FRED stated it. */
export function fredSeriesView(data: FredSeriesData, limit: number): FredSeries {
  const view: FredSeries = {
    seriesId: data.seriesId,
    title: data.title,
    units: data.units,
    frequency: data.frequency,
    observations: data.observations.slice(-limit),
  };
  if (data.seasonalAdjustment !== undefined) view.seasonalAdjustment = data.seasonalAdjustment;
  if (data.lastUpdated !== undefined) view.lastUpdated = data.lastUpdated;
  if (data.observationStart !== undefined) view.observationStart = data.observationStart;
  if (data.observationEnd !== undefined) view.observationEnd = data.observationEnd;
  return view;
}
