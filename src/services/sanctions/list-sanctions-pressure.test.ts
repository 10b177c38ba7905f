import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { DEFAULT_PRESSURE_ITEMS, MAX_PRESSURE_ITEMS } from './contract-pressure';
import { type SanctionsListData, sanctionsKeys } from './data';
import { FIXTURE_FILES_2021, fixtureList } from './sources/ofac-sls/fixture-list.test-helper';
import { carryForward } from './sources/ofac-sls/history';
import { parseSdnFiles } from './sources/ofac-sls/parser';
import { ofacSlsSource } from './sources/ofac-sls/source';

const PATH = '/api/sanctions/v1/list-sanctions-pressure';
const JWT = { secret: 'sanctions-test-secret-0123456789-abcdefgh', issuer: 'wm-test', audience: 'wm-api' };
const T1 = '2026-08-01T06:00:00.000Z';
const T2 = '2026-08-01T12:00:00.000Z';
const VESSELS = [4234, 4238, 4243, 4249];

/** The fixture list as a second version: the vessels appeared after a first version without them. */
function secondVersion(): SanctionsListData {
  const full = fixtureList(T2).entries.map(({ firstSeenAt: _a, firstSeenVersion: _v, ...entry }) => entry);
  return carryForward(fixtureList(T1, VESSELS), full, T2);
}

describe('list-sanctions-pressure', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '', headers: Record<string, string> = { 'x-service-key': key }) =>
    t.app.inject({ url: `${PATH}${query ? `?${query}` : ''}`, headers });
  const publish = (data: SanctionsListData, fetchedAt = T2) =>
    t.store.snapshots.publish(sanctionsKeys.sdnList, data, { fetchedAt, source: 'test' });

  beforeEach(async () => {
    t = await buildTestApp({
      env: { JWT_SECRET: JWT.secret, JWT_ISSUER: JWT.issuer, JWT_AUDIENCE: JWT.audience },
    });
    key = await t.createKey({ tier: 1, subscription: 'active' });
  });
  afterEach(() => t.close());

  it('needs entitlement tier 1 and accepts a bearer token', async () => {
    await publish(secondVersion());
    const free = await get('', { 'x-service-key': await t.createKey({ tier: 0 }) });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: 'tier_required', requiredTier: 1, currentTier: 0 });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ tier: 1, subscription: 'active', plan: 'pro' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(JWT.issuer)
      .setAudience(JWT.audience)
      .setSubject('user-1')
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(JWT.secret));
    const bearer = await get('', { authorization: `Bearer ${token}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().totalCount).toBe(32);
  });

  it('answers the bundled list with its capture date and nothing new', async () => {
    await loadBundles([sourceJob(ofacSlsSource)], { store: t.store });
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2019-01-15T17:45:13.000Z');
    const body = res.json();
    expect(body).toMatchObject({
      totalCount: 600,
      sdnCount: 600,
      newEntryCount: 0,
      vesselCount: 4,
      aircraftCount: 0,
      individualCount: 329,
      entityCount: 267,
      fetchedAt: String(Date.parse('2019-01-15T17:45:13Z')),
      datasetDate: String(Date.parse('2019-01-15T17:45:13Z')),
    });
    expect(body.entries).toHaveLength(DEFAULT_PRESSURE_ITEMS);
    expect(body.entries.every((e: { isNew: boolean }) => !e.isNew)).toBe(true);
    expect(body.programs[0]).toEqual({ program: 'SDNT', entryCount: 211, newEntryCount: 0 });
    expect(body.countries[0]).toMatchObject({ countryCode: 'CO', countryName: 'Colombia', entryCount: 210 });
  });

  it('counts by program, country and type, and marks the entries new since the previous version', async () => {
    await publish(secondVersion());
    const res = await get();
    expect(res.headers['x-data-fetched-at']).toBe(T2);
    const body = res.json();
    expect(body).toMatchObject({
      totalCount: 32,
      sdnCount: 32,
      newEntryCount: 4,
      vesselCount: 4,
      aircraftCount: 0,
      individualCount: 8,
      entityCount: 20,
      fetchedAt: String(Date.parse(T2)),
    });
    // New entries first, then the highest entry numbers.
    expect(body.entries.slice(0, 6).map((e: { id: string; isNew: boolean }) => [e.id, e.isNew])).toEqual([
      ['SDN:4249', true],
      ['SDN:4243', true],
      ['SDN:4238', true],
      ['SDN:4234', true],
      ['SDN:8188', false],
      ['SDN:7916', false],
    ]);
    expect(body.programs.slice(0, 3)).toEqual([
      { program: 'CUBA', entryCount: 13, newEntryCount: 4 },
      { program: 'SDGT', entryCount: 14, newEntryCount: 0 },
      { program: 'SDT', entryCount: 10, newEntryCount: 0 },
    ]);
    expect(body.countries.slice(0, 2)).toEqual([
      {
        countryCode: 'CU',
        countryName: 'Cuba',
        entryCount: 4,
        newEntryCount: 3,
        vesselCount: 3,
        aircraftCount: 0,
      },
      {
        countryCode: 'CY',
        countryName: 'Cyprus',
        entryCount: 1,
        newEntryCount: 1,
        vesselCount: 1,
        aircraftCount: 0,
      },
    ]);
    expect(body.countries).toContainEqual({
      countryName: 'West Bank',
      entryCount: 3,
      newEntryCount: 0,
      vesselCount: 0,
      aircraftCount: 0,
    });
    expect(body.countries).toContainEqual(
      expect.objectContaining({ countryCode: 'KP', countryName: 'Korea, North' }),
    );
  });

  it('describes each entry: type, countries with and without a code, programs, remarks', async () => {
    await publish(secondVersion());
    const entries = (await get(`max_items=${MAX_PRESSURE_ITEMS}`)).json().entries as Record<
      string,
      unknown
    >[];
    expect(entries).toHaveLength(32);
    expect(entries.find((e) => e.id === 'SDN:7116')).toEqual({
      id: 'SDN:7116',
      name: 'HOLY LAND FOUNDATION FOR RELIEF AND DEVELOPMENT',
      entityType: 'SANCTIONS_ENTITY_TYPE_ENTITY',
      countryCodes: ['US'],
      countryNames: ['United States', 'West Bank'],
      programs: ['SDGT', 'SDT'],
      sourceLists: ['SDN'],
      isNew: false,
      note: 'US FEIN 95-4227517; and other locations within the United States.',
    });
    expect(entries.find((e) => e.id === 'SDN:4234')).toMatchObject({
      entityType: 'SANCTIONS_ENTITY_TYPE_VESSEL',
      countryCodes: ['CU'],
      isNew: true,
    });
    expect(entries.find((e) => e.id === 'SDN:36')).not.toHaveProperty('note');
  });

  it('groups the North Korean vessels of a real list under KP, with no KR vessel group', async () => {
    await publish(carryForward(undefined, parseSdnFiles(FIXTURE_FILES_2021).entries, T2));
    const body = (await get(`max_items=${MAX_PRESSURE_ITEMS}`)).json();
    const group = (code: string) =>
      body.countries.find((c: { countryCode?: string }) => c.countryCode === code);
    expect(group('KP')).toMatchObject({ entryCount: 3, vesselCount: 2 });
    expect(group('KR')).toMatchObject({ entryCount: 1, vesselCount: 0 });
    expect(body.entries.find((e: { id: string }) => e.id === 'SDN:17069')).toMatchObject({
      countryCodes: ['KP'],
      countryNames: ["Democratic People's Republic of Korea"],
    });
  });

  it('honours max_items (alias maxItems) without changing the counts', async () => {
    await publish(secondVersion());
    const three = (await get('max_items=3')).json();
    expect(three.entries).toHaveLength(3);
    expect(three.totalCount).toBe(32);
    expect(three.newEntryCount).toBe(4);
    expect((await get('maxItems=1')).json().entries).toHaveLength(1);
  });

  it('refuses bad parameters with violations', async () => {
    for (const query of [
      'max_items=0',
      `max_items=${MAX_PRESSURE_ITEMS + 1}`,
      'max_items=1.5',
      'max_items=abc',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().violations[0].field).toBe('max_items');
    }
    const unknown = await get('time_range=7d');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations).toEqual([
      { field: 'time_range', description: 'is not a parameter of this operation' },
    ]);
  });
});
