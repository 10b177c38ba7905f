/**
 * Parser of the alternative.me Fear & Greed answer (`/fng/?limit=N&format=json`): `data` holds
 * the readings newest first, every number as a string (`"value": "26"`, `"timestamp"` in epoch
 * seconds); `metadata.error` is null unless the API refused. Pure.
 * @see https://alternative.me/crypto/fear-and-greed-index/#api
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { FearGreedData } from '../../data-signals';

const RESOURCE = 'alternative.me Fear & Greed';

const intOf = (raw: unknown): number | undefined => {
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

/** Parses the answer; the data is dated by its newest reading. */
export function parseFearGreed(text: string): ParseResult<FearGreedData> {
  const doc = parseJsonBody(text, RESOURCE) as { data?: unknown; metadata?: { error?: unknown } };
  if (doc === null || typeof doc !== 'object') throw new PayloadError(`${RESOURCE}: not an object`);
  const error = doc.metadata?.error;
  if (error !== undefined && error !== null) throw new PayloadError(`${RESOURCE}: ${String(error)}`);
  if (!Array.isArray(doc.data)) throw new PayloadError(`${RESOURCE}: no data array`);
  const byDate = new Map<string, FearGreedData['readings'][number]>();
  let skipped = 0;
  for (const row of doc.data as Record<string, unknown>[]) {
    const value = intOf(row?.value);
    const seconds = intOf(row?.timestamp);
    const classification = typeof row?.value_classification === 'string' ? row.value_classification : '';
    if (value === undefined || value > 100 || seconds === undefined || classification === '') {
      skipped++;
      continue;
    }
    const date = new Date(seconds * 1000).toISOString().slice(0, 10);
    if (!byDate.has(date)) byDate.set(date, { date, value, classification });
  }
  const readings = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (readings.length === 0) throw new PayloadError(`${RESOURCE}: no reading`);
  return {
    data: { readings },
    asOf: `${readings.at(-1)?.date}T00:00:00.000Z`,
    warnings:
      skipped > 0 ? [`${skipped} reading(s) without a value, timestamp or classification skipped`] : [],
  };
}
