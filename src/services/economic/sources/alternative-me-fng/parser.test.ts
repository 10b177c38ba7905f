import { readFileSync } from 'node:fs';
/** The Fear & Greed parser on the recorded alternative.me answer (fixtures/SOURCE.md). */
import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { parseFearGreed } from './parser';

const RECORDED = readFileSync(new URL('./bundle/fng_limit2.json', import.meta.url), 'utf8');

describe('alternative.me Fear & Greed parser', () => {
  it('reads the string numbers and epoch-second days, oldest first, dated by the newest', () => {
    const out = parseFearGreed(RECORDED);
    expect(out.data.readings).toEqual([
      { date: '2026-07-10', value: 23, classification: 'Extreme Fear' },
      { date: '2026-07-11', value: 26, classification: 'Fear' },
    ]);
    expect(out.asOf).toBe('2026-07-11T00:00:00.000Z');
    expect(out.warnings).toEqual([]);
  });

  it('refuses an API error and skips a reading without a value', () => {
    const doc = JSON.parse(RECORDED);
    expect(() => parseFearGreed(JSON.stringify({ ...doc, metadata: { error: 'Bad limit' } }))).toThrow(
      PayloadError,
    );
    doc.data[0].value = '';
    const out = parseFearGreed(JSON.stringify(doc));
    expect(out.data.readings.map((r) => r.date)).toEqual(['2026-07-10']);
    expect(out.warnings).toHaveLength(1);
  });
});
