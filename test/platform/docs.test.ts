/**
 * `/docs` and `/openapi.json` are public and work with no internet: the reference page loads only
 * scripts this server serves (DESIGN §7). The page's own document (`/docs/openapi.json`, read over
 * a real socket) names the server it was asked on and carries each operation's example response
 * from the bundled data (or its degraded body where there is none).
 */
import { readFileSync } from 'node:fs';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document';
import { serializeOpenApiDocument } from '../../src/openapi/serialize';
import { checkData, describeErrors } from '../../src/schema-check';
import { CATALOG } from '../../src/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const OPERATIONS = CATALOG.registry.operations;

/** What these tests read of an OpenAPI document. */
interface DocsDocument {
  servers?: { url: string; description?: string }[];
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { example?: unknown }> }> }>
  >;
}

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

  it('redirects /docs to /docs/ and renders the reference of /docs/openapi.json without a credential', async () => {
    const bare = await t.app.inject({ url: '/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/docs/');
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('"url": "/docs/openapi.json"');
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

  it('/docs/openapi.json: this server as its origin, and example responses from the bundled data', async () => {
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${origin}/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const doc = (await res.json()) as DocsDocument;
    expect(doc.servers).toEqual([{ url: origin, description: 'This server' }]);
    // The contract's own document is left as it is.
    const plain = (await (await fetch(`${origin}/openapi.json`)).json()) as DocsDocument;
    expect(plain.servers).toBeUndefined();
    const { servers: _, ...rest } = doc;
    const examples = new Map<string, unknown>();
    for (const op of OPERATIONS) {
      const media = doc.paths[op.path][op.method.toLowerCase()].responses['200'].content['application/json'];
      if (media.example !== undefined) examples.set(op.id, media.example);
      delete media.example;
    }
    expect(rest).toEqual(plain);
    // Every routed GET has one, and it is a body its operation may answer.
    const routed = OPERATIONS.filter((op) => op.method === 'GET' && op.routed);
    expect([...examples.keys()].sort()).toEqual(routed.map((op) => op.id).sort());
    for (const op of routed) {
      const check = checkData(op.response as TSchema, examples.get(op.id));
      expect(check.ok ? '' : describeErrors(check.errors), op.id).toBe('');
    }
    // From the bundled USGS feed: its first events (a list shows three).
    const quakes = (examples.get('ListEarthquakes') as { earthquakes: { id: string }[] }).earthquakes;
    expect(quakes).toHaveLength(3);
    const feed = readFileSync(
      new URL(
        '../../src/services/seismology/sources/usgs-earthquakes/bundle/summary_2.5_day.geojson',
        import.meta.url,
      ),
      'utf8',
    );
    for (const q of quakes) expect(feed).toContain(`"${q.id}"`);
    // No bundle (a request-time provider without credentials): the body the operation answers then.
    const key = await t.createKey({ tier: 3 });
    const flights = await fetch(`${origin}/api/aviation/v1/list-airport-flights?airport=JFK`, {
      headers: { 'x-service-key': key },
    });
    expect(examples.get('ListAirportFlights')).toEqual(await flights.json());
    // Another name of the server (a Host header) is its origin in that document.
    const named = await t.app.inject({
      url: '/docs/openapi.json',
      headers: { host: 'docs.example.org:8443' },
    });
    expect(named.json().servers[0].url).toBe('http://docs.example.org:8443');
    const odd = await t.app.inject({ url: '/docs/openapi.json', headers: { host: 'a b/c' } });
    expect(odd.json().servers).toBeUndefined();
  });
});
