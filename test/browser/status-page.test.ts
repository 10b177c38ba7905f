/**
 * The status page in a real browser (headless Chromium): a server whose store holds one healthy,
 * one stale and one failing dataset, written through the store's ports, is opened at /status and
 * read as a person would: row text, state words, colours (computed style), the links into /docs
 * (followed), nothing loaded from elsewhere and no CSP refusal. UPDATE_SCREENSHOT=1 rewrites
 * docs/status-page.png (the README shows it).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIngestion } from '../../src/ingest/runtime';
import { docsAnchor } from '../../src/platform/status-page-model';
import { CATALOG } from '../../src/services';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { versionInfo } from '../../src/version';
import { computedStyle, describeWithBrowser, launchBrowser, visibleText } from '../helpers/browser';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const HEALTHY = 'seismology:earthquakes';
const STALE = 'climate:co2-monitoring';
const FAILING = 'climate:disasters-gdacs';
const SECRET = 'abc123secretvalue';
const FAILURE = `request to https://www.gdacs.org/gdacsapi/api/events/geteventlist/MAP?api_key=${SECRET} failed: HTTP 503`;
const SCREENSHOT = fileURLToPath(new URL('../../docs/status-page.png', import.meta.url));
const MINUTE = 60_000;
/** The top of the page: header, summary and the worst rows first. */
const SCREENSHOT_CLIP = { x: 0, y: 0, width: 1400, height: 1500 };

/**
 * What a fresh start leaves (bundled captures loaded, keyed sources without credentials recorded
 * as not configured), then three job states as a scheduler would leave them.
 */
async function seed(store: Store, now: number): Promise<void> {
  const jobs = CATALOG.createJobs({});
  await createIngestion({ env: {}, jobs, store }).prepare();
  const healthy = jobs.find((j) => j.key.name === HEALTHY);
  const read = healthy ? await store.snapshots.read(healthy.key) : undefined;
  if (!healthy || read?.status !== 'hit') throw new Error(`no bundled ${HEALTHY} to republish`);
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  await store.snapshots.publish(healthy.key, read.snapshot.data, {
    fetchedAt: at(MINUTE),
    source: healthy.source,
  });
  const run = { lastError: null, attempts: 0 };
  await store.ingestStatus.record({
    ...run,
    job: HEALTHY,
    state: 'ok',
    lastAttemptAt: at(MINUTE),
    lastSuccessAt: at(MINUTE),
  });
  const threeDays = 3 * 24 * 60 * MINUTE;
  await store.ingestStatus.record({
    ...run,
    job: STALE,
    state: 'ok',
    lastAttemptAt: at(threeDays),
    lastSuccessAt: at(threeDays),
  });
  await store.ingestStatus.record({
    job: FAILING,
    state: 'stale',
    lastAttemptAt: at(2 * MINUTE),
    lastSuccessAt: null,
    lastError: FAILURE,
    attempts: 3,
  });
}

describeWithBrowser('status page in headless Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    const store = createSqliteStore(':memory:');
    await seed(store, Date.now());
    t = await buildTestApp({ store });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) foreignRequests.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const res = await page.goto(`${base}/status`);
    expect(res?.status()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const row = (key: string) => page.locator(`tr[data-key="${key}"]`);

  it('shows each dataset as a row with its state in words', async () => {
    expect(await page.locator('tbody tr[data-key]').count()).toBe(CATALOG.snapshotKeys.length);
    const healthy = await visibleText(row(HEALTHY));
    expect(healthy).toMatch(/^seismology\s+earthquakes/);
    expect(healthy).toContain('OK');
    expect(healthy).toContain('1 min ago');
    const stale = await visibleText(row(STALE));
    expect(stale).toContain('STALE');
    expect(stale).toContain('no successful refresh for 3 d');
    expect(stale).toContain('OVERDUE');
    const failing = await visibleText(row(FAILING));
    expect(failing).toContain('FAILING');
    expect(failing).toContain('3 failed runs in a row; serving the bundled capture');
    expect(failing).toContain('api_key=[redacted]');
    expect(await page.content()).not.toContain(SECRET);
  });

  it('sets failing and stale rows apart by colour, and lists them first', async () => {
    const background = (key: string) => computedStyle(row(key), 'backgroundColor');
    const label = (key: string) => computedStyle(row(key).locator('.label'), 'backgroundColor');
    const [okRow, staleRow, failingRow] = await Promise.all([
      background(HEALTHY),
      background(STALE),
      background(FAILING),
    ]);
    expect(new Set([okRow, staleRow, failingRow]).size).toBe(3);
    expect(await label(FAILING)).not.toBe(await label(HEALTHY));
    const keys = await page
      .locator('tbody tr[data-key]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));
    expect(keys[0]).toBe(FAILING);
    expect(keys.indexOf(STALE)).toBeLessThan(keys.indexOf(HEALTHY));
  });

  it('shows the store, the build and the overall state', async () => {
    const header = await visibleText(page.locator('header'));
    expect(header).toContain('Degraded');
    expect(header).toContain('sqlite: answering');
    expect(header).toContain(versionInfo().build);
    expect(await page.title()).toContain('degraded');
  });

  it('loads nothing from elsewhere and breaks no CSP rule', () => {
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it.runIf(process.env.UPDATE_SCREENSHOT === '1')('writes docs/status-page.png', async () => {
    await page.screenshot({ path: SCREENSHOT, fullPage: true, clip: SCREENSHOT_CLIP });
  });

  it('links every operation to its entry in /docs, and the links lead there', async () => {
    const links = page.locator('#operations a[href*="#tag/"]');
    expect(await links.count()).toBe(CATALOG.registry.operations.length);
    // A two-word tag ("Supply Chain") exercises the slug rule.
    const op = CATALOG.registry.operations.find((o) => o.tag.includes(' '));
    if (!op) throw new Error('no operation with a two-word tag');
    const fragment = docsAnchor(op);
    await page.locator(`#operations a[href$="#${fragment}"]`).click();
    await page.waitForURL(`**/docs/#${fragment}`);
    const entry = page.locator(`[id$="/${fragment}"]`).first();
    await entry.waitFor({ state: 'visible' });
    expect(await visibleText(entry)).toContain(op.summary);
  });
});
