/**
 * IdempotencyStore conformance (DESIGN §3): one claim wins under concurrency (also across two
 * instances), in flight → conflict, a different body → mismatch, complete → replay, release,
 * lease expiry takeover, retention expiry. Time is the `now` argument; nothing sleeps.
 */
import { describe, expect, it } from 'vitest';
import type { IdempotencyRequest, StoredResponse } from '../../../src/store/ports';
import { type BackendFactory, useBackend } from './harness';

const T0 = Date.parse('2025-05-01T00:00:00.000Z');
const LEASE_MS = 30_000;
const TTL_MS = 86_400_000;

const request = (overrides: Partial<IdempotencyRequest> = {}): IdempotencyRequest => ({
  scope: 'caller-1',
  path: '/api/test/v1/do-something',
  key: 'idem-key-1',
  bodyHash: 'a'.repeat(64),
  ...overrides,
});

const RESPONSE: StoredResponse = {
  status: 201,
  contentType: 'application/json; charset=utf-8',
  body: '{"ok":true,"note":"synthetic «ü» 🛰"}',
};

/** Runs the IdempotencyStore conformance cases on one adapter. */
export function idempotencyStoreConformance(factory: BackendFactory): void {
  describe(`IdempotencyStore conformance (${factory.name})`, () => {
    const backend = useBackend(factory);

    it('claims an absent key, then reports it in flight with its lease end', async () => {
      const { idempotency } = await backend.current().open();
      const first = await idempotency.claim(request(), T0, LEASE_MS);
      expect(first.status).toBe('claimed');
      expect(first.status === 'claimed' && first.token.length).toBeGreaterThan(0);
      expect(await idempotency.claim(request(), T0 + 5, LEASE_MS)).toEqual({
        status: 'in_flight',
        leaseUntil: T0 + LEASE_MS,
      });
    });

    it('answers mismatch to the same key with a different body, in flight or completed', async () => {
      const { idempotency } = await backend.current().open();
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      const other = request({ bodyHash: 'b'.repeat(64) });
      expect(await idempotency.claim(other, T0 + 1, LEASE_MS)).toEqual({ status: 'mismatch' });
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      expect(await idempotency.complete(request(), claim.token, RESPONSE, T0 + 2, TTL_MS)).toBe(true);
      expect(await idempotency.claim(other, T0 + 3, LEASE_MS)).toEqual({ status: 'mismatch' });
    });

    it('replays the headers a completed response kept, and none when it kept none', async () => {
      const { idempotency } = await backend.current().open();
      const withHeaders: StoredResponse = {
        ...RESPONSE,
        headers: { 'x-data-status': 'stale', 'x-data-fetched-at': '2024-12-19T13:55:01.000Z' },
      };
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      expect(await idempotency.complete(request(), claim.token, withHeaders, T0 + 10, TTL_MS)).toBe(true);
      expect(await idempotency.claim(request(), T0 + 20, LEASE_MS)).toEqual({
        status: 'completed',
        response: withHeaders,
      });
      const other = request({ key: 'idem-key-2' });
      const second = await idempotency.claim(other, T0, LEASE_MS);
      if (second.status !== 'claimed') throw new Error('expected a claim');
      await idempotency.complete(other, second.token, RESPONSE, T0 + 10, TTL_MS);
      const replay = await idempotency.claim(other, T0 + 20, LEASE_MS);
      expect(replay.status === 'completed' && replay.response).not.toHaveProperty('headers');
    });

    it('replays the completed response exactly', async () => {
      const { idempotency } = await backend.current().open();
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      expect(await idempotency.complete(request(), claim.token, RESPONSE, T0 + 10, TTL_MS)).toBe(true);
      expect(await idempotency.claim(request(), T0 + 20, LEASE_MS)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
      // A completed record cannot be completed again or released.
      expect(await idempotency.complete(request(), claim.token, RESPONSE, T0 + 30, TTL_MS)).toBe(false);
      await idempotency.release(request(), claim.token);
      expect((await idempotency.claim(request(), T0 + 40, LEASE_MS)).status).toBe('completed');
    });

    it('refuses to complete or release with a token that does not hold the claim', async () => {
      const { idempotency } = await backend.current().open();
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      expect(await idempotency.complete(request(), 'not-the-token', RESPONSE, T0 + 1, TTL_MS)).toBe(false);
      await idempotency.release(request(), 'not-the-token');
      expect((await idempotency.claim(request(), T0 + 2, LEASE_MS)).status).toBe('in_flight');
      expect(claim.status).toBe('claimed');
    });

    it('lets a retry execute again after a release', async () => {
      const { idempotency } = await backend.current().open();
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      await idempotency.release(request(), claim.token);
      const retry = await idempotency.claim(request({ bodyHash: 'c'.repeat(64) }), T0 + 1, LEASE_MS);
      expect(retry.status).toBe('claimed');
    });

    it('lets another request take over when the lease has expired', async () => {
      const { idempotency } = await backend.current().open();
      const dead = await idempotency.claim(request(), T0, LEASE_MS);
      if (dead.status !== 'claimed') throw new Error('expected a claim');
      expect((await idempotency.claim(request(), T0 + LEASE_MS - 1, LEASE_MS)).status).toBe('in_flight');
      const takeover = await idempotency.claim(request(), T0 + LEASE_MS, LEASE_MS);
      expect(takeover.status).toBe('claimed');
      if (takeover.status !== 'claimed') return;
      expect(takeover.token).not.toBe(dead.token);
      // The process that lost its lease can no longer store a response.
      expect(await idempotency.complete(request(), dead.token, RESPONSE, T0 + LEASE_MS + 1, TTL_MS)).toBe(
        false,
      );
      expect(await idempotency.complete(request(), takeover.token, RESPONSE, T0 + LEASE_MS + 2, TTL_MS)).toBe(
        true,
      );
    });

    it('forgets a completed response once its retention has passed', async () => {
      const { idempotency } = await backend.current().open();
      const claim = await idempotency.claim(request(), T0, LEASE_MS);
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      await idempotency.complete(request(), claim.token, RESPONSE, T0 + 100, TTL_MS);
      const before = await idempotency.claim(request(), T0 + 100 + TTL_MS - 1, LEASE_MS);
      expect(before).toEqual({ status: 'completed', response: RESPONSE });
      const other = request({ bodyHash: 'd'.repeat(64) });
      expect((await idempotency.claim(other, T0 + 100 + TTL_MS, LEASE_MS)).status).toBe('claimed');
    });

    it('keeps scopes, paths and keys apart, even when they contain separators', async () => {
      const { idempotency } = await backend.current().open();
      const variants = [
        request(),
        request({ scope: 'caller-2' }),
        request({ path: '/api/test/v1/other' }),
        request({ key: 'idem-key-2' }),
        request({ scope: 'ip:10.0.0.1', path: 'x:y', key: 'k' }),
        request({ scope: 'ip:10.0.0.1:x', path: 'y', key: 'k' }),
      ];
      for (const r of variants) expect((await idempotency.claim(r, T0, LEASE_MS)).status).toBe('claimed');
    });

    it('grants exactly one of 10 concurrent claims made through two instances', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).idempotency.claim(request(), T0 + i, LEASE_MS)),
      );
      const statuses = claims.map((c) => c.status).sort();
      expect(statuses.filter((s) => s === 'claimed')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'in_flight')).toHaveLength(9);
      const winner = claims.find((c) => c.status === 'claimed');
      if (winner?.status !== 'claimed') throw new Error('expected a winner');
      // Either instance completes it; the other replays it.
      const winnerStore = claims.indexOf(winner) % 2 ? a : b;
      const otherStore = winnerStore === a ? b : a;
      expect(await winnerStore.idempotency.complete(request(), winner.token, RESPONSE, T0 + 50, TTL_MS)).toBe(
        true,
      );
      expect(await otherStore.idempotency.claim(request(), T0 + 60, LEASE_MS)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
    });
  });
}
