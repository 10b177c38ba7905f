/** The metaAndAssetCtxs parser on the documentation's example (fixtures/SOURCE.md: no whole capture). */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { flowScores, HYPERLIQUID_HISTORY_SAMPLES, parseMetaAndAssetCtxs } from './parser';

const EXAMPLE = readFixture(import.meta.url, 'metaAndAssetCtxs-doc-example.json');

describe('Hyperliquid metaAndAssetCtxs parser (documented example)', () => {
  it('pairs universe entries with their contexts and keeps the published decimal strings', () => {
    const { data, warnings } = parseMetaAndAssetCtxs(EXAMPLE, ['ETH', 'NOPE'], 1_000);
    expect(warnings).toEqual([]);
    expect(data.assets[0]).toEqual({
      symbol: 'ETH',
      maxLeverage: 50,
      ctx: {
        funding: '0.0000125',
        openInterest: '1882.55',
        markPx: '6.0436',
        oraclePx: '6.0457',
        dayNtlVlm: '1426126.295175',
        prevDayPx: '6.3611',
        premium: '0.00028119',
      },
      missingPolls: 0,
      history: [{ t: 1_000, funding: 0.0000125, openInterest: 1882.55, score: expect.any(Number) }],
    });
    expect(data.assets[1]).toMatchObject({ symbol: 'NOPE', ctx: {}, missingPolls: 1, staleSince: 1_000 });
  });

  it('carries the history forward, bounded, and marks a coin that vanished', () => {
    let prev = parseMetaAndAssetCtxs(EXAMPLE, ['BTC'], 0).data;
    for (let i = 1; i <= HYPERLIQUID_HISTORY_SAMPLES + 5; i++)
      prev = parseMetaAndAssetCtxs(EXAMPLE, ['BTC'], i, prev).data;
    expect(prev.assets[0]?.history).toHaveLength(HYPERLIQUID_HISTORY_SAMPLES);
    const gone = parseMetaAndAssetCtxs('[{"universe":[]},[]]', ['BTC'], 999, prev).data.assets[0];
    expect(gone).toMatchObject({ missingPolls: 1, staleSince: 999, ctx: prev.assets[0]?.ctx });
  });

  it('scores the components by the README rules', () => {
    const s = flowScores(
      {
        funding: '0.0000125',
        markPx: '14.3161',
        oraclePx: '14.32',
        openInterest: '688.11',
        dayNtlVlm: '1169046.29406',
      },
      5,
    );
    expect(s.fundingScore).toBe(11); // 0.0000125 × 24 × 365 × 100 = 10.95 %/yr, one decimal
    expect(s.basisScore).toBeCloseTo(2.7, 1); // |14.3161 − 14.32| / 14.32 = 0.027 %
    expect(s.volumeScore).toBe(100); // volume ≈ 119 × open-interest notional
    expect(s.oiScore).toBe(50);
    expect(s.composite).toBeCloseTo((11 + 2.7 + 100 + 50) / 4, 1);
  });

  it('refuses what is not [meta, assetCtxs]', () => {
    expect(() => parseMetaAndAssetCtxs('{"universe":[]}', ['BTC'], 0)).toThrow(PayloadError);
    expect(() => parseMetaAndAssetCtxs('null', ['BTC'], 0)).toThrow(PayloadError);
  });
});
