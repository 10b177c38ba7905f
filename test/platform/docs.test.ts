/**
 * `/docs` and `/openapi.json` are public and work with no internet: the reference page loads only
 * scripts this server serves (DESIGN §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document';
import { serializeOpenApiDocument } from '../../src/openapi/serialize';
import { CATALOG } from '../../src/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const OPERATIONS = CATALOG.registry.operations;

/** Every `src`/`href` attribute of a page. */
function assetUrls(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1] ?? '');
}

describe('docs and OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves /openapi.json without a credential, with an ETag that answers 304', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(serializeOpenApiDocument(buildOpenApiDocument(OPERATIONS)));
    expect(res.json().openapi).toBe('3.1.0');
    const again = await t.app.inject({
      url: '/openapi.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('redirects /docs to /docs/ and renders the reference of /openapi.json without a credential', async () => {
    const bare = await t.app.inject({ url: '/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/docs/');
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('"url": "/openapi.json"');
    expect(res.body).toContain('"withDefaultFonts": false');
  });

  it('loads only scripts served locally, and those answer 200', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    const urls = assetUrls(res.body);
    expect(urls.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/https?:\/\//);
    for (const url of urls) {
      expect(url, 'no scheme or protocol-relative host').not.toMatch(/^([a-z][a-z0-9+.-]*:|\/\/)/i);
      const resolved = new URL(url, 'http://localhost/docs/').pathname;
      const asset = await t.app.inject({ url: resolved });
      expect(asset.statusCode, resolved).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.body.length).toBeGreaterThan(100_000);
    }
  });
});
