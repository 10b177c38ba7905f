/**
 * CFTC Commitments of Traders, Traders in Financial Futures report, futures and options combined,
 * on the CFTC public reporting (Socrata) API (keyless): the newest rows of the configured
 * contracts, once a day (the report comes out on Fridays for the Tuesday before). Format from the
 * documentation; not yet checked against a live capture, so no bundle.
 * @see https://publicreporting.cftc.gov/
 */
import type { Parsed } from '../../../../env-vars';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { defineSource } from '../../../../ingest/source';
import { marketKeys } from '../../data';
import { COT_COLUMNS, type CotContract, parseCotPositions } from './parser';

/** Default origin of the public reporting API. */
export const CFTC_DEFAULT_BASE_URL = 'https://publicreporting.cftc.gov';
/** Path of the TFF futures-and-options-combined dataset. */
export const CFTC_TFF_COMBINED_PATH = '/resource/yw9f-hn96.json';
/** Once a day plus up to an hour of jitter. */
export const CFTC_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Rows asked for: about ten weekly reports of each default contract. */
export const CFTC_ROW_LIMIT = 200;

/** Default contracts (CFTC contract market codes; our own choice). */
export const DEFAULT_COT_CONTRACTS: readonly CotContract[] = [
  { code: '13874A', name: 'E-mini S&P 500' },
  { code: '209742', name: 'Nasdaq-100 mini' },
  { code: '043602', name: '10-year US Treasury note' },
  { code: '020601', name: 'US Treasury bond' },
  { code: '099741', name: 'Euro FX' },
  { code: '097741', name: 'Japanese yen' },
  { code: '096742', name: 'British pound' },
  { code: '098662', name: 'US dollar index' },
  { code: '133741', name: 'Bitcoin (CME)' },
];

/** Parses `CFTC_COT_CONTRACTS`: comma-separated `CODE|name`. */
export function parseContracts(raw: string): Parsed<readonly CotContract[]> {
  const out: CotContract[] = [];
  for (const part of raw.split(',')) {
    if (part.trim() === '') continue;
    const [code = '', name = ''] = part.split('|').map((s) => s.trim());
    if (!/^[0-9A-Z]{6}\+?$/i.test(code))
      return { ok: false, problem: `${JSON.stringify(code)} is not a CFTC contract code` };
    if (out.some((c) => c.code === code.toUpperCase()))
      return { ok: false, problem: `${code} is listed twice` };
    out.push({ code: code.toUpperCase(), name: name || code.toUpperCase() });
  }
  return out.length === 0
    ? { ok: false, problem: 'must list at least one contract' }
    : { ok: true, value: out };
}

/** Declared variables of the source. */
export const CFTC_COT_ENV = {
  CFTC_BASE_URL: envVar.url({
    default: CFTC_DEFAULT_BASE_URL,
    description: 'CFTC public reporting (Socrata) origin (`/resource/yw9f-hn96.json`, TFF combined).',
  }),
  CFTC_COT_CONTRACTS: envVar.custom<readonly CotContract[]>({
    default: DEFAULT_COT_CONTRACTS,
    defaultText: DEFAULT_COT_CONTRACTS.map((c) => `${c.code}|${c.name}`).join(','),
    description: 'Contracts of get-cot-positioning, comma-separated `CFTC code|name`.',
    parse: parseContracts,
  }),
} as const;

/** The TFF request of some contracts, newest first. */
export function cotUrl(base: string, contracts: readonly CotContract[]): string {
  const codes = contracts.map((c) => `'${c.code}'`).join(',');
  const q = new URLSearchParams({
    $select: COT_COLUMNS.join(','),
    $where: `cftc_contract_market_code in(${codes})`,
    $order: 'report_date_as_yyyy_mm_dd DESC',
    $limit: String(Math.max(CFTC_ROW_LIMIT, contracts.length * 4)),
  });
  return `${base}${CFTC_TFF_COMBINED_PATH}?${q.toString()}`;
}

/** The CFTC COT source. */
export const cftcCotSource = defineSource({
  id: 'cftc-cot',
  title: 'CFTC Commitments of Traders (TFF, public reporting API)',
  note: 'keyless; daily (weekly report)',
  availability: {
    kind: 'documented-format',
    reason: 'parser built on the documented Socrata columns of the TFF report; no live capture yet',
  },
  env: CFTC_COT_ENV,
  keys: [marketKeys.cotPositions],
  jobs: (settings) => [
    singleGetJob({
      id: 'cftc-cot-positions',
      key: marketKeys.cotPositions,
      title: 'CFTC public reporting TFF combined',
      url: cotUrl(settings.CFTC_BASE_URL, settings.CFTC_COT_CONTRACTS),
      shownUrl: `${settings.CFTC_BASE_URL}${CFTC_TFF_COMBINED_PATH}`,
      resource: 'tff',
      accept: 'application/json',
      schedule: CFTC_SCHEDULE,
      minRecords: 1,
      parse: (body) => parseCotPositions(body, settings.CFTC_COT_CONTRACTS),
    }),
  ],
});
