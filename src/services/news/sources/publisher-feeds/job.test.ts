import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  harness,
  readFixture,
  SHORT_ATTEMPT_TIMEOUT_MS,
  sourceJob,
} from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import type { FetchLike } from '../../../../ingest/http-client';
import { newsKeys } from '../../data';
import { DEFAULT_NEWS_FEEDS } from './env';
import { NEWS_FEEDS_SCHEDULE } from './job';
import { publisherFeedsSource } from './source';

const GUARDIAN = readFixture(import.meta.url, 'guardian-us.rss');
/** Jornal de Notícias, first 3 items: ISO-8859-1 bytes, read as they are (not as UTF-8 text). */
const JN = readFileSync(new URL('fixtures/jn-ultimas.rss', import.meta.url));
/** UOL Notícias, first 3 items: ISO-8859-1 bytes with no XML declaration, Portuguese RFC 822 dates. */
const UOL = readFileSync(new URL('fixtures/uol-noticias.rss', import.meta.url));
const job = (env: RawEnv = {}) => sourceJob(publisherFeedsSource, env);

describeJobScenarios({
  name: 'news-feeds',
  job: (url) => job({ NEWS_FEEDS: `full/us|Guardian US|${url}/us/rss` }),
  payloads: { '/us/rss': GUARDIAN },
  mainPath: '/us/rss',
  records: 4,
  malformed: '{"status":"error","message":"not a feed"}',
});

describe('news-feeds: feed list and health', () => {
  it('keeps the feeds that answered, records the others, and dates the snapshot by the newest article', async () => {
    const up = await startUpstream({ '/us/rss': { body: GUARDIAN } });
    const h = harness();
    const feeds = `full/us|Guardian US|${up.url}/us/rss, full/world|Gone|${up.url}/missing`;
    const summary = await h.run(job({ NEWS_FEEDS: feeds }));
    expect(summary).toMatchObject({ state: 'ok', records: 4, fetchedAt: '2018-01-31T20:00:01.000Z' });
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === newsKeys.feeds.name);
    expect(status?.lastError).toBe('1 of 2 feeds failed: gone (error)');
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const feedsRead = read.status === 'hit' ? read.snapshot.data.feeds : [];
    expect(feedsRead.map((f) => [f.name, f.status, f.lastReadAt])).toEqual([
      ['Guardian US', 'ok', '2026-08-10T12:00:00.000Z'],
      ['Gone', 'error', undefined],
    ]);
    expect(feedsRead[1]?.problem).toMatch(/404/);
    await up.close();
    await h.close();
  });

  it('records a feed that does not answer in time as a timeout', async () => {
    // Both feeds share the attempt's short box, so neither is a socket: the answering one is served
    // from memory (no timer can pass before it is read, however busy the machine is) and the silent
    // one never answers.
    const fetch: FetchLike = (url, init) =>
      url.endsWith('/slow')
        ? new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : Promise.resolve(new Response(GUARDIAN));
    const h = harness({ http: { fetch, attemptTimeoutMs: SHORT_ATTEMPT_TIMEOUT_MS, maxAttempts: 1 } });
    const summary = await h.run(
      job({
        NEWS_FEEDS: 'full/us|Guardian US|http://feeds.test/us/rss, full/world|Slow|http://feeds.test/slow',
      }),
    );
    expect(summary.state).toBe('ok');
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const slow = read.status === 'hit' ? read.snapshot.data.feeds.find((f) => f.name === 'Slow') : undefined;
    expect(slow?.status).toBe('timeout');
    await h.close();
  });

  it('fails when every feed fails', async () => {
    const up = await startUpstream();
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS: `full/a|A|${up.url}/x, full/b|B|${up.url}/y` }));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('every feed failed');
    await up.close();
    await h.close();
  });

  it('moves every default feed to NEWS_FEEDS_BASE_URL, fetching each distinct feed once', async () => {
    const up = await startUpstream({ '/us/rss': { body: GUARDIAN } });
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 4 });
    const paths = up.requests.map((r) => r.path);
    const distinctFeeds = new Set(DEFAULT_NEWS_FEEDS.map((f) => f.name)).size;
    expect(paths).toHaveLength(distinctFeeds);
    expect(paths).toContain('/us/rss');
    expect(paths).toContain('/world/middleeast/rss');
    await up.close();
    await h.close();
  });

  it('runs every 15 minutes, keyless', () => {
    expect(NEWS_FEEDS_SCHEDULE.everyMs).toBe(15 * 60_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed feed list or base URL with a ConfigError naming the variable', () => {
    const badList = () => publisherFeedsSource.createJobs({ NEWS_FEEDS: 'Guardian|https://x.example/rss' });
    expect(badList).toThrow(ConfigError);
    expect(badList).toThrow(/NEWS_FEEDS/);
    const badUrl = () => publisherFeedsSource.createJobs({ NEWS_FEEDS_BASE_URL: 'not a url' });
    expect(badUrl).toThrow(ConfigError);
    expect(badUrl).toThrow(/NEWS_FEEDS_BASE_URL/);
  });
});

describe('news-feeds: charsets', () => {
  const titles = async (h: ReturnType<typeof harness>) => {
    const read = await h.store.snapshots.read(newsKeys.feeds);
    return read.status === 'hit' ? read.snapshot.data.feeds.flatMap((f) => f.items.map((i) => i.title)) : [];
  };

  it('keeps the accents of an ISO-8859-1 feed served without a charset (its XML declaration says it)', async () => {
    const up = await startUpstream({
      '/jn': { body: JN, headers: { 'content-type': 'application/rss+xml' } },
    });
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS: `full/europe|Jornal de Noticias|${up.url}/jn|pt` }));
    expect(summary).toMatchObject({ state: 'ok', records: 3, warnings: [] });
    expect(await titles(h)).toEqual([
      'Reações dos partidos ao veto de Marcelo',
      'Mãe de utente é a nova presidente da Raríssimas',
      'Tempestade Eleanor atinge França, Alemanha, Suíça e Reino Unido',
    ]);
    await up.close();
    await h.close();
  });

  it('reads Latin-1 bytes a server calls UTF-8 by their declaration, and says so in health', async () => {
    const up = await startUpstream({
      '/jn': { body: JN, headers: { 'content-type': 'text/xml; charset=utf-8' } },
    });
    const h = harness();
    await h.run(job({ NEWS_FEEDS: `full/europe|Jornal de Noticias|${up.url}/jn|pt` }));
    expect(await titles(h)).toContain('Reações dos partidos ao veto de Marcelo');
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === newsKeys.feeds.name);
    expect(status?.lastError).toBe(
      `${up.url}/jn: body declared UTF-8 but its bytes are not; read as windows-1252`,
    );
    await up.close();
    await h.close();
  });
});

describe('news-feeds: dates in the publisher language', () => {
  it('publishes the Portuguese-dated articles of an undeclared Latin-1 feed, accents kept', async () => {
    const up = await startUpstream({ '/uol': { body: UOL, headers: { 'content-type': 'text/xml' } } });
    const h = harness();
    const summary = await h.run(job({ NEWS_FEEDS: `full/americas|UOL Noticias|${up.url}/uol|pt` }));
    expect(summary).toMatchObject({ state: 'ok', records: 3, fetchedAt: '2018-09-24T22:42:40.000Z' });
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const uol = read.status === 'hit' ? read.snapshot.data.feeds[0] : undefined;
    expect(uol?.status).toBe('ok');
    expect(uol?.items.map((i) => [i.title, new Date(i.publishedAt).toISOString()])).toEqual([
      [
        'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno',
        '2018-09-24T22:42:40.000Z',
      ],
      [
        'Promotoria abre inquérito para apurar suspeita de improbidade de Skaf no Sebrae-SP',
        '2018-09-24T22:38:00.000Z',
      ],
      [
        'Apucarana garante continuidade do Pré Aprendiz; ano vai fechar com 13 mil pessoas qualificadas',
        '2018-09-24T22:35:07.000Z',
      ],
    ]);
    // Nothing declared its charset: the guess is in health.
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === newsKeys.feeds.name);
    expect(status?.lastError).toBe(
      `${up.url}/uol: body declares no charset and is not UTF-8; read as windows-1252`,
    );
    await up.close();
    await h.close();
  });
});

describe('news-feeds: a feed cut short', () => {
  it('is refused: the run fails with the reason and the last good snapshot stays', async () => {
    const cut = GUARDIAN.slice(0, GUARDIAN.lastIndexOf('</item>') + '</item>'.length);
    const up = await startUpstream({ '/us/rss': (_req, hit) => ({ body: hit === 1 ? GUARDIAN : cut }) });
    const h = harness();
    const feeds = { NEWS_FEEDS: `full/us|Guardian US|${up.url}/us/rss` };
    expect(await h.run(job(feeds))).toMatchObject({ state: 'ok', records: 4 });
    const second = await h.run(job(feeds));
    expect(second.state).toBe('failed');
    expect(second.error).toContain('Guardian US: truncated document (it ends before </rss>)');
    const read = await h.store.snapshots.read(newsKeys.feeds);
    expect(read.status === 'hit' && read.snapshot.meta.recordCount).toBe(4);
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === newsKeys.feeds.name);
    expect(status).toMatchObject({ state: 'stale' });
    expect(status?.lastError).toContain('truncated document');
    await up.close();
    await h.close();
  });

  it('costs only its own articles when other feeds read, and says why in its health', async () => {
    const cut = GUARDIAN.slice(0, GUARDIAN.lastIndexOf('</item>') + '</item>'.length);
    const up = await startUpstream({ '/us/rss': { body: cut }, '/jn': { body: JN } });
    const h = harness();
    const summary = await h.run(
      job({ NEWS_FEEDS: `full/us|Guardian US|${up.url}/us/rss, full/europe|JN|${up.url}/jn|pt` }),
    );
    expect(summary).toMatchObject({ state: 'ok', records: 3 });
    const read = await h.store.snapshots.read(newsKeys.feeds);
    const guardian = read.status === 'hit' ? read.snapshot.data.feeds[0] : undefined;
    expect(guardian).toMatchObject({ name: 'Guardian US', status: 'error', items: [] });
    expect(guardian?.problem).toBe('Guardian US: truncated document (it ends before </rss>)');
    await up.close();
    await h.close();
  });
});

describe('news-feeds: bundled capture', () => {
  it('loads the Guardian US subset offline, dated by its newest article', async () => {
    const h = harness();
    const [loaded] = await loadBundles([job()], { store: h.store });
    expect(loaded).toMatchObject({ records: 10, fetchedAt: '2018-01-31T20:00:01.000Z' });
    const read = await h.store.snapshots.read(newsKeys.feeds);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe('bundled:news-rss/guardian-us.rss');
    const feeds = read.status === 'hit' ? read.snapshot.data.feeds : [];
    expect(feeds.find((f) => f.name === 'Guardian US')).toMatchObject({ status: 'ok', variant: 'full' });
    expect(feeds.filter((f) => f.status === 'unavailable')).toHaveLength(DEFAULT_NEWS_FEEDS.length - 1);
    await h.close();
  });
});
