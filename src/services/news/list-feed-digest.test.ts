import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema } from '../../schema-check';
import { type ListFeedDigestResponse, listFeedDigest } from './contract';
import { newsKeys } from './data';
import { newsFeedId, parseNewsFeedList } from './sources/publisher-feeds/env';
import { FETCH_FAILURES_RESOURCE, parseNewsFeeds } from './sources/publisher-feeds/parser';
import { publisherFeedsSource } from './sources/publisher-feeds/source';

const PATH = '/api/news/v1/list-feed-digest';
/** Newest article of the bundled Guardian US subset (10 items). */
const BUNDLE_DATE = '2018-01-31T20:00:01.000Z';
/** Real Guardian US capture, 4 items (fixture of the source). */
const GUARDIAN = readFixture(
  new URL('./sources/publisher-feeds/job.test.ts', import.meta.url).href,
  'guardian-us.rss',
);

describe('list-feed-digest', () => {
  let t: TestApp;
  let key: string;
  const get = async (query = '') => {
    const res = await t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
    return { res, body: res.json() as ListFeedDigestResponse };
  };

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  /** Publishes a digest of the real fixture served by several configured feeds. */
  async function publishFeeds(list: string, bodies: Record<string, string>, failures = {}) {
    const parsed = parseNewsFeedList(list);
    if (!parsed.ok) throw new Error(parsed.problem);
    const feeds = parsed.value.map((f) => ({ ...f, id: newsFeedId(f.name), fetchUrl: f.url }));
    const result = parseNewsFeeds({ ...bodies, [FETCH_FAILURES_RESOURCE]: JSON.stringify(failures) }, feeds);
    await t.store.snapshots.publish(newsKeys.feeds, result.data, {
      fetchedAt: result.asOf ?? '',
      source: 'test',
    });
  }

  it('answers the bundled capture offline with real items and their true dates', async () => {
    await loadBundles([sourceJob(publisherFeedsSource)], { store: t.store });
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(BUNDLE_DATE);
    expect(checkSchema(listFeedDigest.response, structuredClone(body)).ok).toBe(true);
    expect(body.generatedAt).toBe(BUNDLE_DATE);
    const us = body.categories.us;
    expect(us?.status).toBe('ok');
    expect(us?.items).toHaveLength(10);
    expect(us?.items[0]).toMatchObject({
      source: 'Guardian US',
      link: 'https://www.theguardian.com/us-news/2018/jan/31/fbi-nunes-memo-release-donald-trump',
      publishedAt: Date.parse(BUNDLE_DATE),
      corroborationCount: 1,
    });
    const times = us?.items.map((i) => i.publishedAt ?? 0) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The other default feeds are not in the capture: their categories say so.
    expect(body.categories.world).toEqual({ items: [], status: 'unavailable' });
    expect(body.feedStatuses['BBC World']).toBe('unavailable');
    expect(body.feedStatuses['Guardian US']).toBeUndefined();
  });

  it('answers a variant none of whose feeds was read as unavailable, with its categories', async () => {
    await loadBundles([sourceJob(publisherFeedsSource)], { store: t.store });
    const { res, body } = await get('?variant=tech');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(body.categories.ai).toEqual({ items: [], status: 'unavailable' });
    expect(body.feedStatuses['Ars Technica']).toBe('unavailable');
  });

  it('groups by category, lists each canonical URL once and counts the feeds that carried it', async () => {
    await publishFeeds(
      'full/us|Guardian US|https://a.example/us, full/world|Guardian Copy|https://b.example/us',
      {
        'guardian-us': GUARDIAN,
        'guardian-copy': GUARDIAN,
      },
    );
    const { res, body } = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(body.categories.us?.items).toHaveLength(4);
    expect(body.categories.us?.items.every((i) => i.corroborationCount === 2)).toBe(true);
    // The first feed listed keeps the articles; the second category is read but has nothing new.
    expect(body.categories.world).toEqual({ items: [], status: 'empty' });
    const links = Object.values(body.categories).flatMap((c) => c.items.map((i) => i.link));
    expect(new Set(links).size).toBe(links.length);
  });

  it('selects the variant, falls back to full for unknown ones, and filters by lang', async () => {
    await publishFeeds(
      'full/us|Guardian US|https://a.example/us, tech/tech|Tech Copy|https://b.example/t, full/europe|French Copy|https://c.example/f|fr',
      { 'guardian-us': GUARDIAN, 'tech-copy': GUARDIAN, 'french-copy': GUARDIAN },
    );
    const tech = (await get('?variant=tech')).body;
    expect(Object.keys(tech.categories)).toEqual(['tech']);
    expect(tech.categories.tech?.items[0]?.source).toBe('Tech Copy');
    expect(tech.categories.tech?.items[0]?.corroborationCount).toBe(1);
    const full = (await get()).body;
    expect(Object.keys(full.categories)).toEqual(['us', 'europe']);
    expect((await get('?variant=energy')).body).toEqual(full);
    expect((await get('?variant=FULL')).body).toEqual(full);
    const fr = (await get('?lang=fr')).body;
    expect(Object.keys(fr.categories)).toEqual(['europe']);
    expect(fr.categories.europe?.items[0]?.source).toBe('French Copy');
    const de = await get('?lang=de');
    expect(de.res.headers['x-data-status']).toBe('unavailable');
    expect(de.body.categories).toEqual({});
  });

  it('reports each unhealthy feed of the variant and keeps the others', async () => {
    await publishFeeds(
      'full/us|Guardian US|https://a.example/us, full/world|Slow|https://b.example/s, full/world|Broken|https://c.example/b, tech/tech|Other|https://d.example/o',
      { 'guardian-us': GUARDIAN },
      { slow: { kind: 'timeout', problem: 'no answer' }, broken: { kind: 'error', problem: 'HTTP 500' } },
    );
    const { res, body } = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(body.feedStatuses).toEqual({ Slow: 'timeout', Broken: 'error' });
    expect(body.categories.world).toEqual({ items: [], status: 'unavailable' });
    expect(body.categories.us?.status).toBe('ok');
  });

  it('refuses bad parameters with violations', async () => {
    for (const q of ['?lang=eng', '?lang=1a', `?variant=${'x'.repeat(33)}`, '?bogus=1']) {
      const res = await t.app.inject({ url: `${PATH}${q}`, headers: { 'x-service-key': key } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().violations, q).toBeDefined();
    }
  });
});
