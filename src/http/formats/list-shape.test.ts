import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../services';
import { listShapeOf } from './list-shape';

const GETS = CATALOG.registry.operations.filter((op) => op.method === 'GET');
const shape = (id: string) => {
  const op = GETS.find((o) => o.id === id);
  if (!op) throw new Error(id);
  return listShapeOf(op);
};

describe('listShapeOf', () => {
  it('finds the single top-level list and the columns of its items', () => {
    const quakes = shape('ListEarthquakes');
    expect(quakes.list).toBe('earthquakes');
    expect(quakes.formats).toEqual(['json', 'csv', 'geojson']);
    expect(quakes.columns).toEqual(expect.arrayContaining(['id', 'magnitude', 'location.latitude']));
    expect(quakes.columns).not.toContain('location');
  });

  it('offers GeoJSON for every coordinate spelling of the contract', () => {
    // location {latitude, longitude}; lat/lon; lat/lng
    for (const id of ['ListAirportDelays', 'ListClimateAnomalies', 'ListDatasetEvents', 'ListFireDetections'])
      expect(shape(id).formats, id).toContain('geojson');
    for (const id of ['TrackAircraft', 'ListNaturalEvents', 'ListClimateDisasters', 'ListAirQualityData'])
      expect(shape(id).formats, id).toContain('geojson');
  });

  it('answers JSON only without exactly one list, and CSV without GeoJSON without coordinates', () => {
    expect(shape('GetCo2Monitoring')).toEqual({ list: undefined, formats: ['json'], columns: [] });
    expect(shape('GetOilInventories').formats).toEqual(['json']);
    expect(shape('ListClimateNews').formats).toEqual(['json', 'csv']);
  });

  it('counts the list and GeoJSON operations of the contract', () => {
    const lists = GETS.filter((op) => listShapeOf(op).list !== undefined);
    expect(lists.length).toBeGreaterThan(25);
    const geo = GETS.filter((op) => listShapeOf(op).formats.includes('geojson')).map((op) => op.id);
    expect(geo.length).toBeGreaterThanOrEqual(12);
  });
});
