import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { MAX_LOOKUP_RESULTS, MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from './contract';
import { sanctionsKeys } from './data';
import { fixtureList } from './sources/ofac-sls/fixture-list.test-helper';
import { ofacSlsSource } from './sources/ofac-sls/source';

const PATH = '/api/sanctions/v1/lookup-sanction-entity';
const BUNDLE_DATE = '2019-01-15T17:45:13.000Z';

describe('lookup-sanction-entity', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '', headers: Record<string, string> = { 'x-service-key': key }) =>
    t.app.inject({ url: `${PATH}${query ? `?${query}` : ''}`, headers });
  const loadBundle = () => loadBundles([sourceJob(ofacSlsSource)], { store: t.store });

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('finds an entry of the bundled list by name, with its score and the bundle date', async () => {
    await loadBundle();
    const res = await get('q=Hizballah');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(BUNDLE_DATE);
    const body = res.json();
    expect(body.source).toBe('ofac');
    expect(body.results[0]).toEqual({
      id: 'SDN:4697',
      name: 'HIZBALLAH',
      entityType: 'entity',
      countryCodes: [],
      programs: ['FTO', 'SDGT', 'SDT', 'SYRIA'],
      score: 1,
      matchedName: 'HIZBALLAH',
    });
    expect(body.total).toBe(body.results.length);
  });

  it('matches word order, accents, punctuation, aliases and close spellings', async () => {
    await t.store.snapshots.publish(sanctionsKeys.sdnList, fixtureList(BUNDLE_DATE), {
      fetchedAt: BUNDLE_DATE,
      source: 'test',
    });
    const first = async (q: string) => (await get(`q=${encodeURIComponent(q)}`)).json().results[0];
    expect(await first('Gilberto José Rodríguez-Orejuela')).toMatchObject({ id: 'SDN:4107', score: 1 });
    expect(await first("gama'a al islamiyya")).toMatchObject({ id: 'SDN:4694', score: 1 });
    expect(await first('national bank of cuba')).toMatchObject({
      id: 'SDN:306',
      name: 'BANCO NACIONAL DE CUBA',
      matchedName: 'NATIONAL BANK OF CUBA',
      countryCodes: ['CH', 'ES', 'JP', 'PA'],
      programs: ['CUBA'],
    });
    // An alias written only in the remarks (a.k.a. 'PACHO').
    expect(await first('Pacho')).toMatchObject({
      id: 'SDN:4106',
      matchedName: 'PACHO',
      entityType: 'individual',
    });
    expect(await first('al qaeda')).toMatchObject({ id: 'SDN:6366', matchedName: 'AL QAEDA' });
    expect(await first('Sand Swan')).toMatchObject({
      id: 'SDN:4243',
      entityType: 'vessel',
      countryCodes: ['CY'],
    });
    expect(await first('p3qg3')).toMatchObject({ id: 'SDN:4243', matchedName: 'P3QG3' });
  });

  it('honours max_results (alias maxResults) and counts every match in total', async () => {
    await t.store.snapshots.publish(sanctionsKeys.sdnList, fixtureList(BUNDLE_DATE), {
      fetchedAt: BUNDLE_DATE,
      source: 'test',
    });
    const all = (await get('q=cuba')).json();
    expect(all.total).toBe(3);
    expect(all.results.map((r: { id: string }) => r.id)).toEqual(['SDN:475', 'SDN:306', 'SDN:1287']);
    const two = (await get('q=cuba&max_results=2')).json();
    expect(two).toMatchObject({ total: 3, source: 'ofac' });
    expect(two.results.map((r: { id: string }) => r.id)).toEqual(['SDN:475', 'SDN:306']);
    expect((await get('q=cuba&maxResults=1')).json().results).toHaveLength(1);
    const scores = all.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers an empty list without q, and when nothing matches', async () => {
    await loadBundle();
    const none = await get();
    expect(none.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(none.json()).toEqual({ results: [], total: 0, source: 'ofac' });
    expect((await get('q=zzyzx%20quorble')).json()).toEqual({ results: [], total: 0, source: 'ofac' });
  });

  it('refuses bad parameters with violations', async () => {
    const bad = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      return res.json().violations as { field: string; description: string }[];
    };
    expect((await bad('q=a'))[0]?.field).toBe('q');
    expect((await bad(`q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`))[0]?.field).toBe('q');
    expect(await bad('q=%21%3F')).toEqual([
      { field: 'q', description: 'must contain at least one letter or digit' },
    ]);
    const words = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, i) => `w${i}`).join('%20');
    expect(await bad(`q=${words}`)).toEqual([
      { field: 'q', description: `must have at most ${MAX_QUERY_WORDS} words` },
    ]);
    expect((await bad('q=hamas&max_results=0'))[0]?.field).toBe('max_results');
    expect((await bad(`q=hamas&max_results=${MAX_LOOKUP_RESULTS + 1}`))[0]?.field).toBe('max_results');
    expect((await bad('q=hamas&maxResults=ten'))[0]?.field).toBe('maxResults');
    expect(await bad('q=hamas&country=CU')).toEqual([
      { field: 'country', description: 'is not a parameter of this operation' },
    ]);
  });
});
