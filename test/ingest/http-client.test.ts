import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamNetworkError, UpstreamStatusError, UpstreamTooLargeError } from '../../src/ingest/errors';
import { type FetchLike, IngestHttpClient, retryAfterMs } from '../../src/ingest/http-client';

/** A scripted fetch: answers the queued responses in order and records each call. */
function scripted(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchFn, calls };
}

const client = (fetchFn: FetchLike, extra: Partial<ConstructorParameters<typeof IngestHttpClient>[0]> = {}) =>
  new IngestHttpClient({
    userAgent: 'ua-test',
    fetch: fetchFn,
    maxAttempts: 3,
    backoffInitialMs: 1,
    backoffMaxMs: 30,
    random: () => 0,
    ...extra,
  });

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('ingestion HTTP client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a 503 and returns the next 200, sending its User-Agent every time', async () => {
    const { fetchFn, calls } = scripted([new Response('busy', { status: 503 }), new Response('ok')]);
    const res = await client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false });
    expect(res).toEqual({ body: 'ok', notModified: false });
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => headerOf(c.init, 'user-agent') === 'ua-test')).toBe(true);
  });

  it('gives up after the last attempt with the status error', async () => {
    const { fetchFn, calls } = scripted([500, 502, 504].map((s) => new Response('', { status: s })));
    await expect(
      client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false }),
    ).rejects.toThrow('HTTP 504 from http://u.test/a');
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 404 or a 401', async () => {
    for (const status of [404, 401]) {
      const { fetchFn, calls } = scripted([new Response('', { status })]);
      await expect(
        client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false }),
      ).rejects.toBeInstanceOf(UpstreamStatusError);
      expect(calls).toHaveLength(1);
    }
  });

  it('retries network errors and reports the cause', async () => {
    const { fetchFn, calls } = scripted([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
    ]);
    const err = await client(fetchFn)
      .request({ method: 'GET', url: 'http://u.test/a', conditional: false })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamNetworkError);
    expect(calls).toHaveLength(3);
  });

  it('waits what Retry-After asks, capped by the longest backoff', async () => {
    // The wait between attempts runs on setTimeout (cockatiel): fake it and move the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetchFn, calls } = scripted([
      new Response('', { status: 429, headers: { 'retry-after': '3600' } }),
      new Response('ok'),
    ]);
    const backoffMaxMs = 30;
    let settled = false;
    const pending = client(fetchFn, { backoffMaxMs })
      .request({ method: 'GET', url: 'http://u.test/a', conditional: false })
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(backoffMaxMs - 1);
    expect([settled, calls.length]).toEqual([false, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ body: 'ok', notModified: false });
    expect(calls).toHaveLength(2);
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:01:00 GMT', 0)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('refuses a body over the size limit without retrying', async () => {
    const { fetchFn, calls } = scripted([new Response('x'.repeat(100))]);
    await expect(
      client(fetchFn, { maxBodyBytes: 10 }).request({
        method: 'GET',
        url: 'http://u.test/a',
        conditional: false,
      }),
    ).rejects.toBeInstanceOf(UpstreamTooLargeError);
    expect(calls).toHaveLength(1);
  });

  it('decodes the charset the response declares', async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    const { fetchFn } = scripted([
      new Response(latin1, { headers: { 'content-type': 'text/xml; charset=ISO-8859-1' } }),
    ]);
    const res = await client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false });
    expect(res.body).toBe('café');
  });

  it('reads a real ISO-8859-1 feed served without a charset by its XML declaration', async () => {
    const jn = readFileSync(new URL('../fixtures/feeds/jn-ultimas.rss', import.meta.url));
    const { fetchFn } = scripted([new Response(jn, { headers: { 'content-type': 'application/rss+xml' } })]);
    const res = await client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false });
    expect(res.body).toContain('<title><![CDATA[Reações dos partidos ao veto de Marcelo]]></title>');
    expect(res.warning).toBeUndefined();
  });

  it('reads undeclared bytes that are not UTF-8 as Windows-1252 and says so', async () => {
    const latin1 = new Uint8Array([0x3c, 0x61, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]);
    const { fetchFn } = scripted([new Response(latin1, { headers: { 'content-type': 'text/xml' } })]);
    const res = await client(fetchFn).request({ method: 'GET', url: 'http://u.test/a', conditional: false });
    expect(res).toEqual({
      body: '<a>café</a>',
      notModified: false,
      warning: 'body declares no charset and is not UTF-8; read as windows-1252',
    });
  });

  it('sends validators only for conditional requests and serves the kept body on 304', async () => {
    const { fetchFn, calls } = scripted([
      new Response('v1', { headers: { etag: '"1"', 'last-modified': 'Mon, 03 Aug 2026 00:00:00 GMT' } }),
      new Response('v1-again'),
      new Response(null, { status: 304 }),
    ]);
    const http = client(fetchFn);
    await http.request({ method: 'GET', url: 'http://u.test/a', conditional: true });
    expect(headerOf(calls[0]!.init, 'if-none-match')).toBeUndefined();
    await http.request({ method: 'GET', url: 'http://u.test/a', conditional: false });
    expect(headerOf(calls[1]!.init, 'if-none-match')).toBeUndefined();
    // The unconditional 200 without validators dropped what was kept: nothing to revalidate.
    const third = await http
      .request({ method: 'GET', url: 'http://u.test/a', conditional: true })
      .catch((e: unknown) => e);
    expect(third).toBeInstanceOf(UpstreamStatusError);
  });

  it('revalidates with If-None-Match and If-Modified-Since', async () => {
    const { fetchFn, calls } = scripted([
      new Response('v1', { headers: { etag: '"1"', 'last-modified': 'Mon, 03 Aug 2026 00:00:00 GMT' } }),
      new Response(null, { status: 304 }),
    ]);
    const http = client(fetchFn);
    await http.request({ method: 'GET', url: 'http://u.test/a', conditional: true });
    const res = await http.request({ method: 'GET', url: 'http://u.test/a', conditional: true });
    expect(res).toEqual({ body: 'v1', notModified: true });
    expect(headerOf(calls[1]!.init, 'if-none-match')).toBe('"1"');
    expect(headerOf(calls[1]!.init, 'if-modified-since')).toBe('Mon, 03 Aug 2026 00:00:00 GMT');
  });
});
