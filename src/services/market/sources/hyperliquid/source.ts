/**
 * Hyperliquid info API (keyless): `POST /info {"type":"metaAndAssetCtxs"}` every 5 minutes, the
 * perpetual contexts (funding, open interest, mark and oracle prices, day volume) of the configured
 * coins, with their recent polls carried from the previous snapshot. Format from the official
 * documentation's example (the project's recorded `meta` answer has no contexts); no bundle.
 * @see https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/info-endpoint/perpetuals
 */
import type { Parsed } from '../../../../env-vars';
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { defineJob } from '../../../../ingest/types';
import { type HyperliquidFlowData, type HyperliquidFlowDataSchema, marketKeys } from '../../data';
import { parseMetaAndAssetCtxs } from './parser';

/** Default origin of the API. */
export const HYPERLIQUID_DEFAULT_BASE_URL = 'https://api.hyperliquid.xyz';
/** Path of the info endpoint. */
export const HYPERLIQUID_INFO_PATH = '/info';
/** Every 5 minutes plus up to 30 s of jitter. */
export const HYPERLIQUID_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 30_000 } as const;
/** Default coins (our own choice). */
export const DEFAULT_HYPERLIQUID_COINS = [
  'BTC',
  'ETH',
  'SOL',
  'HYPE',
  'XRP',
  'DOGE',
  'BNB',
  'SUI',
  'AVAX',
  'LINK',
] as const;

/** Parses `HYPERLIQUID_COINS`: comma-separated coin names. */
export function parseCoins(raw: string): Parsed<readonly string[]> {
  const coins = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter((s) => s !== ''),
    ),
  ];
  const bad = coins.find((c) => !/^[A-Z0-9]{1,20}$/.test(c));
  if (bad !== undefined) return { ok: false, problem: `${JSON.stringify(bad)} is not a coin name` };
  return coins.length === 0
    ? { ok: false, problem: 'must list at least one coin' }
    : { ok: true, value: coins };
}

/** Declared variables of the source. */
export const HYPERLIQUID_ENV = {
  HYPERLIQUID_BASE_URL: envVar.url({
    default: HYPERLIQUID_DEFAULT_BASE_URL,
    description: 'Hyperliquid API origin (`POST /info`).',
  }),
  HYPERLIQUID_COINS: envVar.custom<readonly string[]>({
    default: DEFAULT_HYPERLIQUID_COINS,
    defaultText: DEFAULT_HYPERLIQUID_COINS.join(','),
    description: 'Perpetuals of get-hyperliquid-flow, comma-separated Hyperliquid coin names.',
    parse: parseCoins,
  }),
} as const;

/** The Hyperliquid source. */
export const hyperliquidSource = defineSource({
  id: 'hyperliquid',
  title: 'Hyperliquid info API (metaAndAssetCtxs)',
  note: 'keyless; every 5 minutes',
  availability: {
    kind: 'documented-format',
    reason: 'asset contexts parsed from the documented example; the recorded meta answer has no contexts',
  },
  env: HYPERLIQUID_ENV,
  keys: [marketKeys.hyperliquidFlow],
  jobs: (settings) => {
    const url = `${settings.HYPERLIQUID_BASE_URL}${HYPERLIQUID_INFO_PATH}`;
    return [
      defineJob<typeof HyperliquidFlowDataSchema>({
        id: 'hyperliquid-flow',
        key: marketKeys.hyperliquidFlow,
        source: `Hyperliquid info ${url} {"type":"metaAndAssetCtxs"}`,
        schedule: HYPERLIQUID_SCHEDULE,
        credentials: { kind: 'keyless' },
        minRecords: 1,
        async fetch({ http }) {
          return {
            ctxs: await http.post(
              url,
              { json: { type: 'metaAndAssetCtxs' } },
              { accept: 'application/json' },
            ),
          };
        },
        async parse(payload, ctx) {
          const previous =
            ctx.previous?.status === 'hit' ? (ctx.previous.snapshot.data as HyperliquidFlowData) : undefined;
          return parseMetaAndAssetCtxs(
            payload.ctxs ?? '',
            settings.HYPERLIQUID_COINS,
            ctx.now().getTime(),
            previous,
          );
        },
      }),
    ];
  },
});
