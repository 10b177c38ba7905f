/**
 * The reference page in a real browser (headless Chromium), read as a person would: an
 * operation's request example is a `curl` of this server's own address, and its example response
 * is the bundled data's (the first earthquake of the bundled USGS feed), not values made up from
 * the schema. Nothing is loaded from elsewhere. DOCS_SCREENSHOT=<file.png> saves what was seen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithBrowser, launchBrowser, visibleText } from '../helpers/browser';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const OPERATION = '/api/seismology/v1/list-earthquakes';

interface Quakes {
  earthquakes: { id: string; place: string }[];
}

describeWithBrowser('reference page (/docs) in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  const foreignRequests: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) foreignRequests.push(r.url());
    });
    const res = await page.goto(`${base}/docs/#tag/seismology/GET${OPERATION}`);
    expect(res?.status()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows a curl of this server and the bundled data as the example response', async () => {
    const doc = (await (await fetch(`${base}/docs/openapi.json`)).json()) as {
      paths: Record<
        string,
        { get: { responses: { 200: { content: Record<string, { example: Quakes }> } } } }
      >;
    };
    const first =
      doc.paths[OPERATION]?.get.responses[200].content['application/json']?.example.earthquakes[0];
    if (!first) throw new Error('no example earthquake in /docs/openapi.json');
    const section = page.locator('section', { hasText: `curl '${base}${OPERATION}` }).last();
    await section.waitFor({ timeout: 20_000 });
    const text = await visibleText(section);
    expect(text).toContain(`"${first.id}"`);
    expect(text).toContain(`"${first.place}"`);
    expect(text).not.toContain('-2147483648');
    if (process.env.DOCS_SCREENSHOT) await page.screenshot({ path: process.env.DOCS_SCREENSHOT });
    expect(foreignRequests).toEqual([]);
  });
});
