/**
 * What makes sharing cached responses safe (DESIGN §3): a snapshot-backed handler reads only the
 * snapshot keys its contract entry lists (the response-cache key holds their versions), and never
 * the caller (its rendering is shared by every caller). Checked for every such handler, with every
 * read answered as a miss and then as an error.
 */
import { describe, expect, it } from 'vitest';
import { anonymousCaller } from '../../src/auth/caller';
import { ApiError } from '../../src/errors';
import { GetRenderer } from '../../src/http/get-renderer';
import { type RawQuery, validateQuery } from '../../src/http/query';
import { ResponseCache } from '../../src/http/response-cache';
import { CATALOG } from '../../src/services';
import type { SnapshotRead } from '../../src/store/snapshot';
import { VALID_QUERIES } from '../helpers/valid-requests';

const NOW = new Date('2026-07-31T00:00:00.000Z');
const cached = [...CATALOG.handlers.values()].filter((h) => h.op.snapshotKeys.length > 0);

function rawQuery(query: string): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const prior = raw[name];
    raw[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  return raw;
}

describe('snapshot-backed handlers', () => {
  it('exist', () => {
    expect(cached.length).toBeGreaterThan(0);
  });

  for (const answer of ['miss', 'error'] as const) {
    it.each(cached.map((h) => [h.op.id, h] as const))(
      `%s reads only its declared keys (${answer})`,
      async (_id, handler) => {
        const read: string[] = [];
        const renderer = new GetRenderer({
          snapshots: {
            versionStamp: () => '1',
            read: async (key): Promise<SnapshotRead<never>> => {
              read.push(key.name);
              return answer === 'miss' ? { status: 'miss' } : { status: 'error', error: 'test' };
            },
          },
          now: () => NOW,
          providers: {},
          responses: new ResponseCache(() => NOW.getTime()),
        });
        const params = validateQuery(handler.op, rawQuery(VALID_QUERIES[handler.op.id] ?? '')).params;
        try {
          const response = await renderer.render(handler, anonymousCaller('192.0.2.1'), params);
          expect(response.data.status).toBe('unavailable');
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
        }
        expect(read.length).toBeGreaterThan(0);
        for (const name of read) expect(handler.op.snapshotKeys).toContain(name);
      },
    );
  }
});
