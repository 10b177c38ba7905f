/**
 * The front door (issue #33): `GET /` says what this is and links the docs, the document, the
 * status page and health; a path that matches nothing answers 404 naming the closest operation
 * paths from the registry ("did you mean"), in the spec's simple error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closestPaths } from '../../src/http/path-suggestions';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /', () => {
  it('names the service and links where to go next, with no key', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.links).toEqual({
      docs: '/docs/',
      openapi: '/openapi.json',
      status: '/status',
      health: '/api/health',
      version: '/api/version',
    });
    expect(body.version).toMatch(/\d+\.\d+\.\d+/);
    expect(body.operations).toBeGreaterThan(30);
    for (const link of Object.values(body.links) as string[]) {
      expect((await t.app.inject({ url: link })).statusCode, link).toBe(200);
    }
  });
});

describe('404 with suggestions', () => {
  it.each([
    ['/api/seismology/v1/list-earthquake', '/api/seismology/v1/list-earthquakes'],
    ['/api/seismic/v1/list-earthquakes', '/api/seismology/v1/list-earthquakes'],
    ['/api/climate/v2/get-co2-monitoring', '/api/climate/v1/get-co2-monitoring'],
    ['/api/climate/v1/get-co2-monitor', '/api/climate/v1/get-co2-monitoring'],
    ['/statuss', '/status'],
  ])('%s suggests %s', async (wrong, right) => {
    const res = await t.app.inject({ url: wrong });
    expect(res.statusCode).toBe(404);
    const { error } = res.json();
    expect(error).toMatch(/^Not found\. Did you mean /);
    expect(error.slice(0, error.indexOf('?'))).toContain(right);
  });

  it('suggests nothing for a path like none of ours', async () => {
    const res = await t.app.inject({ url: '/wp-admin/setup-config.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('names at most three paths, nearest first', () => {
    const known = [
      '/api/a/v1/list-x',
      '/api/b/v1/list-x',
      '/api/c/v1/list-x',
      '/api/d/v1/list-x',
      '/api/a/v1/list-y',
    ];
    expect(closestPaths('/api/a/v1/list-x2', known)).toEqual([
      '/api/a/v1/list-x',
      '/api/a/v1/list-y',
      '/api/b/v1/list-x',
    ]);
  });
});
