import { afterEach, describe, expect, it } from 'vitest';
import { startUpstream, type Upstream } from '../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createGdeltDocProvider, GDELT_DOC_PATH } from './sources/gdelt-doc/source';

const ARTLIST = JSON.stringify({
  articles: [
    {
      url: 'https://news.example.org/a',
      title: 'First',
      seendate: '20260721T083000Z',
      domain: 'news.example.org',
      language: 'English',
    },
  ],
});
const TIMELINE = JSON.stringify({
  timeline: [{ series: 'x', data: [{ date: '20260721T081500Z', value: 1.5 }] }],
});

describe('search-gdelt-documents and get-gdelt-topic-timeline (GDELT DOC at request time)', () => {
  let t: TestApp | undefined;
  let up: Upstream | undefined;
  afterEach(async () => {
    await t?.close();
    await up?.close();
  });
  const app = async (body: string | { status: number }) => {
    up = await startUpstream({ [GDELT_DOC_PATH]: typeof body === 'string' ? { body } : body });
    const gdeltDoc = createGdeltDocProvider(up.url, { now: () => new Date(), userAgent: 'test' });
    t = await buildTestApp({ deps: { providers: { gdeltDoc } } });
    const key = await t.createKey();
    return (url: string) => t!.app.inject({ url, headers: { 'x-service-key': key } });
  };

  it('asks GDELT with the query, tone filter, sort and timespan, and maps the articles', async () => {
    const get = await app(ARTLIST);
    const res = await get(
      '/api/intelligence/v1/search-gdelt-documents?query=flood&tone_filter=tone%3E5&sort=ToneDesc&timespan=24h&max_records=5',
    );
    expect(res.json()).toEqual({
      articles: [
        {
          title: 'First',
          url: 'https://news.example.org/a',
          source: 'news.example.org',
          date: '20260721T083000Z',
          language: 'English',
        },
      ],
      query: 'flood tone>5',
      error: '',
    });
    const asked = new URL(up!.requests[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      query: 'flood tone>5',
      mode: 'ArtList',
      maxrecords: '5',
      sort: 'ToneDesc',
      timespan: '24h',
      format: 'json',
    });
    expect((await get('/api/intelligence/v1/search-gdelt-documents?query=x&sort=Random')).statusCode).toBe(
      400,
    );
  });

  it('a GDELT failure is the degraded body, never a 5xx', async () => {
    const get = await app({ status: 429 });
    const res = await get('/api/intelligence/v1/search-gdelt-documents?query=flood');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toMatchObject({
      articles: [],
      query: 'flood',
      error: expect.stringMatching(/^upstream_error/),
    });
  });

  it("gives a topic's volume and tone series", async () => {
    const get = await app(TIMELINE);
    const res = await get('/api/intelligence/v1/get-gdelt-topic-timeline?topic=cyber');
    expect(res.json()).toMatchObject({
      topic: 'cyber',
      vol: [{ date: '20260721T081500Z', value: 1.5 }],
      tone: [{ value: 1.5 }],
      error: '',
    });
    const modes = up!.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('mode')).sort();
    expect(modes).toEqual(['TimelineTone', 'TimelineVol']);
    expect((await get('/api/intelligence/v1/get-gdelt-topic-timeline?topic=weather')).statusCode).toBe(400);
  });
});
