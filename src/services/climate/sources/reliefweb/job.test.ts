import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { climateKeys } from '../../data';
import { RELIEFWEB_DISASTERS_PATH, RELIEFWEB_LIMIT, reliefwebSource } from './source';

// A real ReliefWeb body in the list envelope (`data[].fields`), served where the list is asked for.
const BODY = readFixture(import.meta.url, 'v1-disasters-25466.json');
const APPNAME = 'test-approved-app';

describeJobScenarios({
  name: 'reliefweb-disasters',
  job: (url) => sourceJob(reliefwebSource, { RELIEFWEB_BASE_URL: url, RELIEFWEB_APPNAME: APPNAME }),
  payloads: { [RELIEFWEB_DISASTERS_PATH]: BODY },
  mainPath: RELIEFWEB_DISASTERS_PATH,
  records: 1,
  malformed: '{"status":400,"error":{"type":"BadRequest","message":"Invalid filter"}}',
});

describe('reliefweb-disasters: credential, request and date', () => {
  it('is not_configured without RELIEFWEB_APPNAME, asks nothing, and ships no bundle', async () => {
    const up = await startUpstream({ [RELIEFWEB_DISASTERS_PATH]: { body: BODY } });
    const h = harness();
    const job = sourceJob(reliefwebSource, { RELIEFWEB_BASE_URL: up.url, RELIEFWEB_APPNAME: '  ' });
    const summary = await h.run(job);
    expect(summary).toMatchObject({ state: 'not_configured', error: 'set RELIEFWEB_APPNAME' });
    expect(up.requests).toHaveLength(0);
    expect(await loadBundles([job], { store: h.store })).toEqual([
      { job: 'reliefweb-disasters', key: 'climate:disasters-reliefweb', state: 'no_bundle' },
    ]);
    await up.close();
    await h.close();
  });

  it('sends the appname and the climate filter, and keeps the appname out of meta.source', async () => {
    const up = await startUpstream({ [RELIEFWEB_DISASTERS_PATH]: { body: BODY } });
    const h = harness();
    const summary = await h.run(
      sourceJob(reliefwebSource, { RELIEFWEB_BASE_URL: up.url, RELIEFWEB_APPNAME: APPNAME }),
    );
    // Dated by the row's date.changed (2015-12-08T22:02:56Z), not by the run's clock (2026-08-10).
    expect(summary).toMatchObject({ state: 'ok', records: 1, fetchedAt: '2015-12-08T22:02:56.000Z' });
    const query = new URL(`http://x${up.requests[0]?.path ?? ''}`).searchParams;
    expect(query.get('appname')).toBe(APPNAME);
    expect(query.get('limit')).toBe(String(RELIEFWEB_LIMIT));
    expect(query.getAll('sort[]')).toEqual(['date.event:desc']);
    expect(query.getAll('filter[conditions][0][value][]')).toEqual(['alert', 'current', 'ongoing']);
    expect(query.get('filter[conditions][1][field]')).toBe('type.code');
    expect(query.getAll('filter[conditions][1][value][]')).toEqual(['FL', 'FF', 'TC', 'DR', 'HT', 'WF']);
    expect(query.getAll('fields[include][]')).toContain('primary_country');
    const read = await h.store.snapshots.read(climateKeys.disastersReliefweb);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe(`ReliefWeb disasters ${up.url}${RELIEFWEB_DISASTERS_PATH}`);
    await up.close();
    await h.close();
  });

  it('records an appname refusal (HTTP 403) as a failed run', async () => {
    const refusal =
      '{"status":403,"error":{"type":"Forbidden","message":"You are not using an approved appname."}}';
    const up = await startUpstream({ [RELIEFWEB_DISASTERS_PATH]: { status: 403, body: refusal } });
    const h = harness();
    const summary = await h.run(
      sourceJob(reliefwebSource, { RELIEFWEB_BASE_URL: up.url, RELIEFWEB_APPNAME: APPNAME }),
    );
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 403');
    expect(summary.error).not.toContain(APPNAME);
    await up.close();
    await h.close();
  });
});

describe('reliefweb: configuration', () => {
  it('refuses a malformed RELIEFWEB_BASE_URL with a ConfigError naming it', () => {
    const build = () => reliefwebSource.createJobs({ RELIEFWEB_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('RELIEFWEB_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
