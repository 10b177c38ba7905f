import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema } from '../../schema-check';
import { listCyberThreats } from './contract';
import { feodoTrackerSource } from './sources/feodo-tracker/source';

const PATH = '/api/cyber/v1/list-cyber-threats';
/** `# Last updated:` of the bundled list. */
const LIST_DATE = '2024-04-04T07:03:03.000Z';

interface Body {
  threats: { id: string; severity: string; firstSeenAt: number }[];
  pagination: { nextCursor: string; totalCount: number };
}

describe('list-cyber-threats on the bundled Feodo Tracker list (20 C2 servers, 2024-04-04)', () => {
  let t: TestApp;
  let key: string;
  const get = async (query = '') => {
    const res = await t.app.inject({
      url: query ? `${PATH}?${query}` : PATH,
      headers: { 'x-service-key': key },
    });
    return { res, body: res.json() as Body };
  };
  const ips = (body: Body) => body.threats.map((x) => x.id.split(':')[1]);

  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
    await loadBundles([sourceJob(feodoTrackerSource)], { store: t.store });
  });
  afterAll(() => t.close());

  it('answers every entry, most recently active first, in the contract shape, dated by the list', async () => {
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(LIST_DATE);
    expect(checkSchema(listCyberThreats.response, structuredClone(body)).ok).toBe(true);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 20 });
    expect(ips(body).slice(0, 8)).toEqual([
      '172.233.221.61',
      '194.233.91.144',
      '213.199.41.33',
      '84.247.157.112',
      '158.220.95.214',
      '192.9.135.73',
      '172.232.208.90',
      '158.220.95.215',
    ]);
    expect(ips(body).at(-1)).toBe('37.60.242.85');
  });

  it('answers the contract enums, no country or position, and the list facts as tags', async () => {
    const { body } = await get();
    const first = body.threats.find((x) => x.id === 'feodo:192.9.135.73:1194');
    expect(first).toEqual({
      id: 'feodo:192.9.135.73:1194',
      type: 'CYBER_THREAT_TYPE_C2_SERVER',
      source: 'CYBER_THREAT_SOURCE_FEODO',
      indicatorType: 'CYBER_THREAT_INDICATOR_TYPE_IP',
      indicator: '192.9.135.73',
      severity: 'CRITICALITY_LEVEL_HIGH',
      malwareFamily: 'Pikabot',
      tags: ['botnet', 'c2', 'online', 'port:1194'],
      firstSeenAt: Date.UTC(2023, 4, 23, 17, 51, 44),
      lastSeenAt: Date.UTC(2024, 3, 1),
    });
  });

  it('grades severity by the README rule: online HIGH, online within 7 days MEDIUM, else LOW', async () => {
    const { body } = await get();
    const count = (level: string) => body.threats.filter((x) => x.severity === level).length;
    expect([
      count('CRITICALITY_LEVEL_HIGH'),
      count('CRITICALITY_LEVEL_MEDIUM'),
      count('CRITICALITY_LEVEL_LOW'),
    ]).toEqual([4, 3, 13]);
    expect(ips((await get('min_severity=CRITICALITY_LEVEL_MEDIUM')).body).sort()).toEqual(
      [
        '158.220.95.214',
        '172.232.208.90',
        '172.233.221.61',
        '192.9.135.73',
        '194.233.91.144',
        '213.199.41.33',
        '84.247.157.112',
      ].sort(),
    );
    expect((await get('min_severity=CRITICALITY_LEVEL_HIGH')).body.pagination.totalCount).toBe(4);
    expect((await get('min_severity=CRITICALITY_LEVEL_LOW')).body.pagination.totalCount).toBe(20);
    const critical = await get('min_severity=CRITICALITY_LEVEL_CRITICAL');
    expect(critical.res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(critical.body).toEqual({ threats: [], pagination: { nextCursor: '', totalCount: 0 } });
  });

  it('filters by type and source: other kinds match nothing, with data', async () => {
    expect(
      (await get('type=CYBER_THREAT_TYPE_C2_SERVER&source=CYBER_THREAT_SOURCE_FEODO')).body.pagination
        .totalCount,
    ).toBe(20);
    for (const q of ['type=CYBER_THREAT_TYPE_PHISHING', 'source=CYBER_THREAT_SOURCE_URLHAUS']) {
      const { res, body } = await get(q);
      expect(res.headers['x-data-status'], q).toMatch(/^(ok|stale)$/);
      expect(body.threats, q).toEqual([]);
    }
  });

  it('keeps the servers active during the window, both ends inclusive', async () => {
    // Last online on 2024-04-04: active through the end of that day.
    expect(ips((await get(`start=${Date.UTC(2024, 3, 4)}`)).body)).toEqual([
      '172.233.221.61',
      '194.233.91.144',
      '213.199.41.33',
      '84.247.157.112',
    ]);
    // First seen by 2024-02-09 00:00 UTC.
    expect(ips((await get(`end=${Date.UTC(2024, 1, 9)}`)).body).sort()).toEqual(
      ['192.9.135.73', '37.60.242.85', '85.239.243.155'].sort(),
    );
    const noon = Date.UTC(2024, 2, 17, 12);
    expect(ips((await get(`start=${noon}&end=${noon}`)).body)).toEqual([
      '192.9.135.73',
      '94.72.104.77',
      '94.72.104.80',
    ]);
    // 172.233.221.61 was first seen at exactly the list's time.
    const instant = Date.parse(LIST_DATE);
    expect(ips((await get(`start=${instant}&end=${instant}`)).body)).toContain('172.233.221.61');
    const before = ips((await get(`start=${instant - 1}&end=${instant - 1}`)).body);
    expect(before).not.toContain('172.233.221.61');
    expect(before).toContain('194.233.91.144');
  });

  it('walks every entry through the cursor, with no duplicates', async () => {
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const { body } = await get(`page_size=6${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.pagination.totalCount).toBe(20);
      seen.push(...body.threats.map((x) => x.id));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor !== '');
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(20);
    expect(seen).toEqual((await get()).body.threats.map((x) => x.id));
    // Filters and pages combine.
    const high = await get('min_severity=CRITICALITY_LEVEL_HIGH&page_size=3');
    const rest = await get(
      `min_severity=CRITICALITY_LEVEL_HIGH&page_size=3&cursor=${high.body.pagination.nextCursor}`,
    );
    expect([...ips(high.body), ...ips(rest.body)]).toHaveLength(4);
    expect(rest.body.pagination.nextCursor).toBe('');
  });

  it('projects with jmespath', async () => {
    const { res, body } = await get('min_severity=CRITICALITY_LEVEL_HIGH&jmespath=threats[].indicator');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual(['194.233.91.144', '213.199.41.33', '84.247.157.112', '192.9.135.73']);
  });

  it('refuses bad parameters with every violation named as sent', async () => {
    const { res, body } = await get(
      'type=CYBER_THREAT_TYPE_WORM&source=feodo&min_severity=CRITICALITY_LEVEL_UNSPECIFIED&page_size=101&start=soon&country=US',
    );
    expect(res.statusCode).toBe(400);
    const fields = (body as unknown as { violations: { field: string }[] }).violations.map((v) => v.field);
    expect(fields.sort()).toEqual(['country', 'min_severity', 'page_size', 'source', 'start', 'type']);
    const window = await get(`start=${Date.UTC(2024, 3, 4)}&end=${Date.UTC(2024, 3, 1)}`);
    expect(window.body).toEqual({
      violations: [{ field: 'start', description: 'must not be later than end' }],
    });
    expect((await get('cursor=bm90LWEtY3Vyc29y')).res.statusCode).toBe(400);
  });
});
