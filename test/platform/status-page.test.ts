/**
 * `GET /status` over HTTP (inject): public, HTML with the document headers and a CSP that admits
 * only its own stylesheet, nothing external, every dataset and operation listed, values escaped
 * and redacted; on the Redis store (a real redis-server) it names the mode and still answers when
 * Redis is gone.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS } from '../../src/http/security-headers';
import { STATUS_PAGE_CSP, STATUS_PATH } from '../../src/platform/status-page';
import { ERROR_SHOWN_CHARS, escapeHtml } from '../../src/platform/status-page-view';
import { CATALOG } from '../../src/services';
import { createRedisStore } from '../../src/store/redis';
import { versionInfo } from '../../src/version';
import { describeWithRedis, startRedisServer, type TestRedisServer } from '../helpers/redis-server';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const FAILING_KEY = 'cyber:feodo-c2';
const LONG_ERROR_KEY = 'news:feeds';
const LONG_ERROR = `every feed failed: ${Array.from({ length: 8 }, (_, i) => `feed-${i}: HTTP 503`).join('; ')}`;
const HOSTILE_ERROR =
  'request to https://x.test/feed?token=s3cr3t-value failed: <img src=x onerror=alert(1)> & "quoted"';

describe('GET /status: request-time providers', () => {
  it('lists each request-time source, not_configured until its credential is set', async () => {
    const providerStates = CATALOG.providerStates({ YOUTUBE_API_KEY: 'yt-test-key' });
    expect(providerStates.find((p) => p.id === 'youtube')?.state).toBe('configured');
    expect(providerStates.find((p) => p.id === 'aviationstack')).toMatchObject({
      state: 'not_configured',
      variables: ['AVIATIONSTACK_API_KEY'],
    });
    const t = await buildTestApp({ deps: { providerStates } });
    const body = (await t.app.inject({ url: STATUS_PATH })).body;
    const section = body.slice(
      body.indexOf('<section id="providers">'),
      body.indexOf('<section id="operations">'),
    );
    expect(section).toMatch(
      /AviationStack flights API \(<code>aviationstack<\/code>\)<\/td><td class="label">NOT CONFIGURED/,
    );
    expect(section).toMatch(/YouTube Data API v3 \(<code>youtube<\/code>\)<\/td><td class="label">OK/);
    await t.close();
  });
});

describe('GET /status', () => {
  let t: TestApp;
  let body: string;
  let headers: Record<string, unknown>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.store.ingestStatus.record({
      job: FAILING_KEY,
      state: 'stale',
      lastAttemptAt: new Date().toISOString(),
      lastSuccessAt: null,
      lastError: HOSTILE_ERROR,
      attempts: 2,
    });
    await t.store.ingestStatus.record({
      job: LONG_ERROR_KEY,
      state: 'stale',
      lastAttemptAt: new Date().toISOString(),
      lastSuccessAt: null,
      lastError: LONG_ERROR,
      attempts: 1,
    });
    const res = await t.app.inject({ url: STATUS_PATH });
    expect(res.statusCode).toBe(200);
    body = res.body;
    headers = res.headers;
  });
  afterAll(() => t.close());

  it('is public HTML, never cached', () => {
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(body.startsWith('<!doctype html>')).toBe(true);
  });

  it('carries the document headers and a CSP admitting only its own stylesheet', () => {
    for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS)) {
      if (name !== 'x-frame-options') expect(headers[name]).toBe(value);
    }
    expect(headers['x-frame-options']).toBe(API_SECURITY_HEADERS['x-frame-options']);
    expect(headers['content-security-policy']).toBe(STATUS_PAGE_CSP);
    const styles = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(STATUS_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
  });

  it('loads nothing: no script, no external stylesheet, image or font, no inline style attribute', () => {
    expect(body).not.toMatch(/<(script|link|img|iframe|object|embed)\b/i);
    expect(body).not.toMatch(/<[a-z][^>]*\s(src|style)=/i);
    expect(body).not.toMatch(/url\(|@import/i);
    const hrefs = [...body.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/')).toBe(true);
  });

  it('lists every dataset and every operation, with the build version', () => {
    for (const key of CATALOG.snapshotKeys) expect(body).toContain(`data-key="${key.name}"`);
    for (const op of CATALOG.registry.operations)
      expect(body).toContain(`<code>${op.method} ${op.path}</code>`);
    expect(body).toContain(`<dd>${escapeHtml(versionInfo().build)}</dd>`);
    expect(body).toContain('sqlite: answering');
    expect(body).toMatch(/<dt>Ready<\/dt><dd>yes<\/dd>/);
  });

  it('shows the recorded error redacted and escaped, on a row marked failing', () => {
    const row = body.slice(body.indexOf(`data-key="${FAILING_KEY}"`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('FAILING');
    expect(body).not.toContain('s3cr3t-value');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain(
      escapeHtml(
        'request to https://x.test/feed?token=[redacted] failed: <img src=x onerror=alert(1)> & "quoted"',
      ),
    );
  });

  it('shows the start of a long error, the whole of it in a details element', () => {
    expect(LONG_ERROR.length).toBeGreaterThan(ERROR_SHOWN_CHARS);
    const shown = `${LONG_ERROR.slice(0, ERROR_SHOWN_CHARS - 1)}…`;
    expect(body).toContain(
      `<details><summary>${escapeHtml(shown)}</summary>${escapeHtml(LONG_ERROR)}</details>`,
    );
  });

  it('escapes every special character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('GET /status before the bundled data is loaded', () => {
  it('says the process is not ready yet, as /api/health/ready does', async () => {
    const t = await buildTestApp({ deps: { readiness: { dataLoaded: false } } });
    try {
      const page = await t.app.inject({ url: STATUS_PATH });
      expect(page.body).toMatch(/<dt>Ready<\/dt><dd class="store-down">no: bundled data still loading<\/dd>/);
      expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describeWithRedis('GET /status on the Redis store', () => {
  let redis: TestRedisServer;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await buildTestApp({
      env: { STORE: 'redis', REDIS_URL: redis.url },
      store: createRedisStore(redis.url),
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('names the mode, then says the store is not answering once Redis is gone', async () => {
    const up = await t.app.inject({ url: STATUS_PATH });
    expect(up.body).toContain('redis: answering');
    expect(up.body).toContain(`data-key="${FAILING_KEY}"`);
    await redis.stop();
    const down = await t.app.inject({ url: STATUS_PATH });
    expect(down.statusCode).toBe(200);
    expect(down.body).toContain('redis: NOT ANSWERING');
    expect(down.body).toContain('Store down');
    expect(down.body).toContain('no: the store does not answer');
    // The last datasets read are still shown, as /api/health shows them.
    expect(down.body).toContain('the rows below are the last state this process read');
    expect(down.body).toContain(`data-key="${FAILING_KEY}"`);
  });
});

describeWithRedis('GET /status when Redis goes down before anyone opened it', () => {
  let redis: TestRedisServer;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await buildTestApp({
      env: { STORE: 'redis', REDIS_URL: redis.url },
      store: createRedisStore(redis.url),
    });
    await t.store.ingestStatus.record({
      job: FAILING_KEY,
      state: 'stale',
      lastAttemptAt: new Date().toISOString(),
      lastSuccessAt: null,
      lastError: 'upstream answered HTTP 502 before the outage',
      attempts: 1,
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('shows the last state /api/health read: one reporter, one last-known view', async () => {
    const before = await t.app.inject({ url: '/api/health' });
    expect(before.body).toContain('upstream answered HTTP 502 before the outage');
    await redis.stop();
    const page = await t.app.inject({ url: STATUS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('redis: NOT ANSWERING');
    expect(page.body).toContain('upstream answered HTTP 502 before the outage');
  });
});
