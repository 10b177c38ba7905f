import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import type { ParseContext } from '../../../../ingest/types';
import { isNewEntry, type SanctionsListData, sanctionsKeys } from '../../data';
import { OFAC_ADD_PATH, OFAC_ALT_PATH, OFAC_SDN_PATH, ofacSlsSource } from './source';

const SDN = readFixture(import.meta.url, 'sdn.csv');
const ADD = readFixture(import.meta.url, 'add.csv');
const ALT = readFixture(import.meta.url, 'alt.csv');
const VESSELS = ['4234,', '4238,', '4243,', '4249,'];
/** The real rows without the four vessels: an earlier state of the list for these tests. */
const withoutVessels = (text: string) =>
  text
    .split('\n')
    .filter((line) => !VESSELS.some((v) => line.startsWith(v)))
    .join('\n');
const job = (url?: string) => sourceJob(ofacSlsSource, url === undefined ? {} : { OFAC_SLS_BASE_URL: url });
const files = (sdn = SDN, add = ADD, alt = ALT) => ({
  [OFAC_SDN_PATH]: { body: sdn },
  [OFAC_ADD_PATH]: { body: add },
  [OFAC_ALT_PATH]: { body: alt },
});

describeJobScenarios({
  name: 'ofac-sdn',
  job: (url) => job(url),
  payloads: { [OFAC_SDN_PATH]: SDN, [OFAC_ADD_PATH]: ADD, [OFAC_ALT_PATH]: ALT },
  mainPath: OFAC_SDN_PATH,
  records: 32,
  malformed: '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head>\n<body>gone</body></html>\n',
});

describe('ofac-sdn: settings, requests, dates and partial failures', () => {
  it('refuses a malformed OFAC_SLS_BASE_URL with a ConfigError naming it', () => {
    expect(() => ofacSlsSource.createJobs({ OFAC_SLS_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => ofacSlsSource.createJobs({ OFAC_SLS_BASE_URL: 'ftp://x' })).toThrow(/OFAC_SLS_BASE_URL/);
  });

  it('asks for the three files and dates the list by the run (the files carry no date)', async () => {
    const up = await startUpstream(files());
    const h = harness({ now: () => new Date('2026-08-10T12:00:00.000Z') });
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 32, fetchedAt: '2026-08-10T12:00:00.000Z' });
    expect(up.requests.map((r) => r.path).sort()).toEqual(
      [OFAC_ADD_PATH, OFAC_ALT_PATH, OFAC_SDN_PATH].sort(),
    );
    const read = await h.store.snapshots.read(sanctionsKeys.sdnList);
    if (read.status !== 'hit') throw new Error('no snapshot');
    expect(read.snapshot.data.listVersion).toBe(1);
    expect(read.snapshot.data.entries.every((e) => e.firstSeenAt === '2026-08-10T12:00:00.000Z')).toBe(true);
    await up.close();
    await h.close();
  });

  it('publishes nothing when the alias file fails', async () => {
    const up = await startUpstream({ ...files(), [OFAC_ALT_PATH]: { status: 404 } });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 404');
    expect((await h.store.snapshots.list()).length).toBe(0);
    await up.close();
    await h.close();
  });
});

describe('ofac-sdn: new entries against the snapshot a run replaces', () => {
  it('marks the entries absent from the previous snapshot, and none on the first', async () => {
    const up = await startUpstream(files(withoutVessels(SDN), withoutVessels(ADD), withoutVessels(ALT)));
    const h = harness({ now: () => new Date('2026-08-10T06:00:00.000Z') });
    expect((await h.run(job(up.url))).records).toBe(28);
    const previous = await h.store.snapshots.read(sanctionsKeys.sdnList);
    if (previous.status !== 'hit') throw new Error('no snapshot');
    expect(previous.snapshot.data.entries.some((e) => isNewEntry(previous.snapshot.data, e))).toBe(false);
    await up.close();
    await h.close();

    // The next run's parse, handed the snapshot it replaces (ParseContext.previous).
    const ctx: ParseContext = { now: () => new Date('2026-08-10T12:00:00.000Z'), previous };
    const next = await job().parse({ sdn: SDN, add: ADD, alt: ALT }, ctx);
    const data = next.data as SanctionsListData;
    expect(data.listVersion).toBe(2);
    expect(data.entries.filter((e) => isNewEntry(data, e)).map((e) => e.name)).toEqual([
      'HERMANN',
      'MAR AZUL',
      'SAND SWAN',
      'TIFON',
    ]);
    expect(data.entries.find((e) => e.entNum === 36)?.firstSeenAt).toBe('2026-08-10T06:00:00.000Z');
  });

  it('two real runs: the runner hands the second one the snapshot it replaces', async () => {
    const up = await startUpstream(files(withoutVessels(SDN), withoutVessels(ADD), withoutVessels(ALT)));
    let nowMs = Date.parse('2026-08-10T06:00:00.000Z');
    const h = harness({ now: () => new Date(nowMs) });
    try {
      expect((await h.run(job(up.url))).state).toBe('ok');
      for (const [path, body] of Object.entries(files())) up.route(path, body);
      nowMs = Date.parse('2026-08-10T12:00:00.000Z');
      expect((await h.run(job(up.url))).state).toBe('ok');
      const read = await h.store.snapshots.read(sanctionsKeys.sdnList);
      if (read.status !== 'hit') throw new Error('no snapshot');
      const data = read.snapshot.data;
      expect(data.entries.filter((e) => isNewEntry(data, e)).map((e) => e.entNum)).toEqual([
        4234, 4238, 4243, 4249,
      ]);
    } finally {
      await up.close();
      await h.close();
    }
  });
});

describe('ofac-sdn: bundled capture to operations', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle dated by its capture, and both operations answer from it', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2019-01-15T17:45:13.000Z', records: 600 });
    const key = await t.createKey({ tier: 1, subscription: 'active' });
    const lookup = await t.app.inject({
      url: '/api/sanctions/v1/lookup-sanction-entity?q=banco%20nacional%20de%20cuba',
      headers: { 'x-service-key': key },
    });
    expect(lookup.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(lookup.headers['x-data-fetched-at']).toBe('2019-01-15T17:45:13.000Z');
    expect(lookup.json().results[0]).toMatchObject({
      id: 'SDN:306',
      name: 'BANCO NACIONAL DE CUBA',
      score: 1,
    });
    const pressure = await t.app.inject({
      url: '/api/sanctions/v1/list-sanctions-pressure',
      headers: { 'x-service-key': key },
    });
    expect(pressure.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(pressure.json()).toMatchObject({
      totalCount: 600,
      newEntryCount: 0,
      fetchedAt: String(Date.parse('2019-01-15T17:45:13Z')),
    });

    // The first live run after the bundle is a baseline: the subset of 2019 is not compared with.
    const read = await t.store.snapshots.read(sanctionsKeys.sdnList);
    const live = await job().parse({ sdn: SDN, add: ADD, alt: ALT }, {
      now: () => new Date(),
      previous: read,
    } as ParseContext);
    expect((live.data as SanctionsListData).listVersion).toBe(1);
    expect(live.warnings).toContain(
      'the previous snapshot is the bundled capture: this list is the baseline',
    );
  });
});
