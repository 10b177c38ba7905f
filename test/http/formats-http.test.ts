/**
 * CSV and GeoJSON answers over a real socket (issue #33), on the bundled captures: the CSV of
 * list-earthquakes parses back (RFC 4180) to a header and one row per record of the JSON list;
 * the GeoJSON is a FeatureCollection of Points `[lon, lat]`; `jmespath` applies first; Accept
 * chooses when `format` is absent and `format` wins; 304 works on the format's own ETag; formats
 * an operation does not offer, bad values and a batched `format=csv` are 400s.
 */
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import { createSqliteStore } from '../../src/store/sqlite';
import { servedStore, TEST_LOAD_SHEDDING, TEST_OPERATOR_KEY } from '../helpers/test-app';

const QUAKES = '/api/seismology/v1/list-earthquakes';
const KEY = { 'x-service-key': TEST_OPERATOR_KEY };

let app: FastifyInstance;
let base: string;

interface Earthquake {
  id: string;
  magnitude: number;
  location: { latitude: number; longitude: number };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...KEY, ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function quakesJson(query = ''): Promise<Earthquake[]> {
  const res = await get(`${QUAKES}${query}`);
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as { earthquakes: Earthquake[] }).earthquakes;
}

beforeAll(async () => {
  const store = createSqliteStore(':memory:');
  await loadBundles(CATALOG.createJobs({}), { store });
  const config = loadConfig(
    { DATA_DIR: '/nonexistent-test-data', ENTERPRISE_API_KEYS: TEST_OPERATOR_KEY, LOG_LEVEL: 'silent' },
    process.cwd(),
  );
  app = await buildApp({
    config,
    store: await servedStore(store),
    jobs: [],
    logger: false,
    loadShedding: TEST_LOAD_SHEDDING,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
});

describe('CSV', () => {
  it('answers one row per record of the JSON list, under a header of dotted names', async () => {
    const quakes = await quakesJson();
    expect(quakes.length).toBeGreaterThan(0);
    const res = await get(`${QUAKES}?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('x-data-status')).toBe('ok');
    expect(res.headers.get('x-data-fetched-at')).toBeTruthy();
    expect(res.headers.get('vary')).toContain('Accept');
    expect(res.text.endsWith('\r\n')).toBe(true);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(quakes.length);
    const header = (parse(res.text, { to_line: 1 }) as string[][])[0];
    expect(header).toEqual(
      expect.arrayContaining(['id', 'magnitude', 'location.latitude', 'location.longitude']),
    );
    quakes.forEach((q, i) => {
      expect(rows[i]?.id).toBe(q.id);
      expect(Number(rows[i]?.['location.latitude'])).toBe(q.location.latitude);
    });
  });

  it('is chosen by Accept when format is absent, and format wins over Accept', async () => {
    const byAccept = await get(QUAKES, { accept: 'text/csv' });
    expect(byAccept.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(byAccept.text).toBe((await get(`${QUAKES}?format=csv`)).text);
    const preferred = await get(QUAKES, { accept: 'text/csv;q=0.5, application/json' });
    expect(preferred.headers.get('content-type')).toMatch(/^application\/json/);
    const formatWins = await get(`${QUAKES}?format=json`, { accept: 'text/csv' });
    expect(formatWins.headers.get('content-type')).toMatch(/^application\/json/);
    const browser = await get(QUAKES, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(browser.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('has its own ETag, and a 304 on it', async () => {
    const json = await get(QUAKES);
    const csv = await get(`${QUAKES}?format=csv`);
    const etag = csv.headers.get('etag') as string;
    expect(etag).toMatch(/^"/);
    expect(etag).not.toBe(json.headers.get('etag'));
    const again = await get(`${QUAKES}?format=csv`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await get(QUAKES, { 'if-none-match': etag })).status).toBe(200);
  });

  it('writes what jmespath leaves: an array of objects, or an object holding the list', async () => {
    const quakes = await quakesJson();
    const expr = encodeURIComponent('earthquakes[].{id: id, m: magnitude}');
    const res = await get(`${QUAKES}?jmespath=${expr}&format=csv`);
    expect(res.status).toBe(200);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'm']);
    expect(rows.map((r) => r.id)).toEqual(quakes.map((q) => q.id));
    const kept = await get(
      `${QUAKES}?jmespath=${encodeURIComponent('{earthquakes: earthquakes[:2]}')}&format=csv`,
    );
    expect(parse(kept.text, { columns: true })).toHaveLength(Math.min(2, quakes.length));
  });

  it('refuses a projection that leaves no records, naming jmespath', async () => {
    const res = await get(`${QUAKES}?jmespath=length(earthquakes)&format=csv`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      violations: [
        { field: 'jmespath', description: expect.stringContaining('left no records to write as csv') },
      ],
    });
  });
});

describe('GeoJSON', () => {
  it('is a FeatureCollection of Points [lon, lat], properties the record', async () => {
    const quakes = await quakesJson();
    const res = await get(`${QUAKES}?format=geojson`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    const fc = JSON.parse(res.text) as {
      type: string;
      features: { type: string; geometry: { type: string; coordinates: number[] }; properties: Earthquake }[];
    };
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toHaveLength(quakes.length);
    fc.features.forEach((f, i) => {
      const q = quakes[i] as Earthquake;
      expect(f.type).toBe('Feature');
      expect(f.geometry).toEqual({ type: 'Point', coordinates: [q.location.longitude, q.location.latitude] });
      expect(f.properties).toEqual(q);
    });
    const byAccept = await get(QUAKES, { accept: 'application/geo+json' });
    expect(byAccept.text).toBe(res.text);
  });

  it('applies jmespath first; projected coordinates are found under the usual spellings', async () => {
    const expr = encodeURIComponent(
      'earthquakes[?magnitude > `4`].{id: id, lat: location.latitude, lon: location.longitude}',
    );
    const res = await get(`${QUAKES}?jmespath=${expr}&format=geojson`);
    expect(res.status).toBe(200);
    const fc = JSON.parse(res.text) as { features: { geometry: { coordinates: number[] } | null }[] };
    const big = (await quakesJson()).filter((q) => q.magnitude > 4);
    expect(fc.features).toHaveLength(big.length);
    expect(fc.features.map((f) => f.geometry?.coordinates)).toEqual(
      big.map((q) => [q.location.longitude, q.location.latitude]),
    );
  });
});

describe('refusals', () => {
  it('400s a format the operation does not offer, and a value no operation knows', async () => {
    const co2 = await get('/api/climate/v1/get-co2-monitoring?format=csv');
    expect(co2.status).toBe(400);
    expect(JSON.parse(co2.text)).toEqual({
      violations: [{ field: 'format', description: expect.stringContaining('answers no list of records') }],
    });
    const news = await get('/api/climate/v1/list-climate-news?format=geojson');
    expect(news.status).toBe(400);
    expect(JSON.parse(news.text).violations[0].description).toContain('carry no coordinates');
    const bad = await get(`${QUAKES}?format=xml`);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({
      violations: [{ field: 'format', description: 'must be one of: json, csv, geojson' }],
    });
    const twice = await get(`${QUAKES}?format=csv&format=csv`);
    expect(twice.status).toBe(400);
  });

  it('answers JSON when Accept names no format the operation offers', async () => {
    const res = await get('/api/climate/v1/get-co2-monitoring', { accept: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary') ?? '').not.toContain('Accept');
  });

  it('fails a batched format=csv with its own 400; the batch itself answers', async () => {
    const res = await fetch(`${base}/api/batch/v1/execute`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        operations: [
          { id: 'csv', path: `${QUAKES}?format=csv` },
          { id: 'json', path: `${QUAKES}?format=json&page_size=1` },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { id: string; status: number; body: unknown }[] };
    expect(body.results[0]).toMatchObject({
      id: 'csv',
      status: 400,
      body: { violations: [{ field: 'format', description: expect.stringContaining('batch') }] },
    });
    expect(body.results[1]).toMatchObject({ id: 'json', status: 200 });
  });
});
