import { describe, expect, it } from 'vitest';
import { pointOf, toFeatureCollection } from './geojson';

describe('pointOf', () => {
  it('reads every coordinate spelling of the contract, as [lon, lat]', () => {
    const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });
    expect(pointOf({ location: { latitude: 35.1, longitude: 139.2 } })).toEqual(point(139.2, 35.1));
    expect(pointOf({ latitude: -1, longitude: -2 })).toEqual(point(-2, -1));
    expect(pointOf({ lat: 10, lon: 20 })).toEqual(point(20, 10));
    expect(pointOf({ lat: 10, lng: 30 })).toEqual(point(30, 10));
  });

  it('is null without two numbers in range', () => {
    expect(pointOf({ lat: 10 })).toBeNull();
    expect(pointOf({ lat: '10', lon: '20' })).toBeNull();
    expect(pointOf({ lat: 91, lon: 0 })).toBeNull();
    expect(pointOf({ location: null })).toBeNull();
    expect(pointOf('text')).toBeNull();
  });
});

describe('toFeatureCollection', () => {
  it('keeps one feature per record, the record as its properties', () => {
    const records = [{ id: 'a', lat: 1, lon: 2 }, { id: 'b' }];
    expect(toFeatureCollection(records)).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [2, 1] }, properties: records[0] },
        { type: 'Feature', geometry: null, properties: records[1] },
      ],
    });
  });
});
