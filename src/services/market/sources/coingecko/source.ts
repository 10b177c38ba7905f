/**
 * CoinGecko `/api/v3/coins/markets` (keyless public API; a demo or pro key is optional and sent as
 * its header when set): one job every 5 minutes asking for every coin of the configured baskets
 * (crypto quotes, stablecoins, AI / DeFi / other token panels, crypto sectors) in one call per
 * 100 ids, and request-time lookups of coins a request names that the snapshot lacks.
 * Bundle: a real recorded answer (top 20 coins, 2026-07-11).
 * @see https://docs.coingecko.com/reference/coins-markets
 */
import { KEYLESS } from '../../../../contract/availability';
import type { Parsed } from '../../../../env-vars';
import { type EnvValues, envVar } from '../../../../env-vars';
import { documentsGetJob, type GetDocument } from '../../../../ingest/get-job';
import type { FetchLike } from '../../../../ingest/http-client';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import { bundleBeside, defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { type CoinBaskets, type CoinMarket, type CoinSector, marketKeys } from '../../data';
import type { CoinLookup, CoinLookupProvider } from '../../providers';
import { parseCoinMarkets } from './parser';

/** Default origin of the public API (the pro API lives at https://pro-api.coingecko.com). */
export const COINGECKO_DEFAULT_BASE_URL = 'https://api.coingecko.com';
/** Ids per request (the answer holds at most 250 per page; 100 keeps URLs short). */
export const COINGECKO_IDS_PER_REQUEST = 100;
/** Every 5 minutes plus up to a minute of jitter. */
export const COINGECKO_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;
/** A CoinGecko coin id. */
export const COIN_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,79}$/;

/** Default baskets (our own choice; change them through the variables). */
export const DEFAULT_CRYPTO_IDS = [
  'bitcoin',
  'ethereum',
  'binancecoin',
  'ripple',
  'solana',
  'tron',
  'dogecoin',
  'cardano',
  'hyperliquid',
  'chainlink',
  'stellar',
  'monero',
] as const;
export const DEFAULT_STABLECOIN_IDS = [
  'tether',
  'usd-coin',
  'usds',
  'dai',
  'ethena-usde',
  'first-digital-usd',
  'paypal-usd',
] as const;
export const DEFAULT_AI_IDS = [
  'bittensor',
  'render-token',
  'artificial-superintelligence-alliance',
  'near',
  'virtual-protocol',
  'akash-network',
  'the-graph',
] as const;
export const DEFAULT_DEFI_IDS = [
  'uniswap',
  'aave',
  'sky',
  'lido-dao',
  'curve-dao-token',
  'pendle',
  'jupiter-exchange-solana',
  'ethena',
  'hyperliquid',
] as const;
export const DEFAULT_OTHER_IDS = [
  'litecoin',
  'bitcoin-cash',
  'polkadot',
  'avalanche-2',
  'shiba-inu',
  'the-open-network',
  'zcash',
  'leo-token',
  'whitebit',
] as const;
export const DEFAULT_SECTORS: readonly CoinSector[] = [
  {
    id: 'layer-1',
    name: 'Layer 1',
    ids: ['bitcoin', 'ethereum', 'solana', 'cardano', 'avalanche-2', 'tron'],
  },
  { id: 'defi', name: 'DeFi', ids: ['uniswap', 'aave', 'sky', 'lido-dao', 'pendle', 'hyperliquid'] },
  {
    id: 'ai',
    name: 'AI',
    ids: ['bittensor', 'render-token', 'artificial-superintelligence-alliance', 'near'],
  },
  { id: 'memes', name: 'Memecoins', ids: ['dogecoin', 'shiba-inu', 'pepe', 'bonk'] },
  { id: 'payments', name: 'Payments', ids: ['ripple', 'stellar', 'litecoin', 'bitcoin-cash'] },
  { id: 'privacy', name: 'Privacy', ids: ['monero', 'zcash'] },
  { id: 'exchange', name: 'Exchange tokens', ids: ['binancecoin', 'leo-token', 'whitebit'] },
];

/** Parses a comma-separated id list. */
export function parseIdList(raw: string): Parsed<readonly string[]> {
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== ''),
    ),
  ];
  const bad = ids.find((id) => !COIN_ID_PATTERN.test(id));
  if (bad !== undefined) return { ok: false, problem: `${JSON.stringify(bad)} is not a CoinGecko id` };
  if (ids.length === 0) return { ok: false, problem: 'must list at least one id' };
  return { ok: true, value: ids };
}

/** Parses `COINGECKO_SECTORS`: comma-separated `id|name|coin+coin+...`. */
export function parseSectors(raw: string): Parsed<readonly CoinSector[]> {
  const sectors: CoinSector[] = [];
  for (const part of raw.split(',')) {
    if (part.trim() === '') continue;
    const [id = '', name = '', coins = ''] = part.split('|').map((s) => s.trim());
    if (!/^[a-z0-9-]{1,40}$/.test(id) || name === '')
      return { ok: false, problem: `${JSON.stringify(part.trim())}: expected id|name|coin+coin` };
    if (sectors.some((s) => s.id === id)) return { ok: false, problem: `sector ${id} is listed twice` };
    const ids = parseIdList(coins.replaceAll('+', ','));
    if (!ids.ok) return { ok: false, problem: `sector ${id}: ${ids.problem}` };
    sectors.push({ id, name, ids: [...ids.value] });
  }
  if (sectors.length === 0) return { ok: false, problem: 'must list at least one sector' };
  return { ok: true, value: sectors };
}

const idList = (defaults: readonly string[], description: string) =>
  envVar.custom<readonly string[]>({
    default: defaults,
    defaultText: defaults.join(','),
    description,
    parse: parseIdList,
  });

/** Declared variables of the source. */
export const COINGECKO_ENV = {
  COINGECKO_BASE_URL: envVar.url({
    default: COINGECKO_DEFAULT_BASE_URL,
    description:
      'CoinGecko API origin (`/api/v3/coins/markets`); https://pro-api.coingecko.com with a pro key.',
  }),
  COINGECKO_API_KEY: envVar.secret({
    description: 'Optional CoinGecko demo or pro API key (higher rate limits); keyless without it.',
  }),
  COINGECKO_API_KEY_KIND: envVar.oneOf({
    values: ['demo', 'pro'] as const,
    default: 'demo',
    description:
      'Which header carries COINGECKO_API_KEY: demo (`x-cg-demo-api-key`) or pro (`x-cg-pro-api-key`).',
  }),
  COINGECKO_CRYPTO_IDS: idList(
    DEFAULT_CRYPTO_IDS,
    'Coins quoted by list-crypto-quotes by default, comma-separated CoinGecko ids.',
  ),
  COINGECKO_STABLECOIN_IDS: idList(
    DEFAULT_STABLECOIN_IDS,
    'Stablecoins of list-stablecoin-markets by default, comma-separated CoinGecko ids.',
  ),
  COINGECKO_AI_IDS: idList(DEFAULT_AI_IDS, 'Coins of list-ai-tokens, comma-separated CoinGecko ids.'),
  COINGECKO_DEFI_IDS: idList(DEFAULT_DEFI_IDS, 'Coins of list-defi-tokens, comma-separated CoinGecko ids.'),
  COINGECKO_OTHER_IDS: idList(
    DEFAULT_OTHER_IDS,
    'Coins of list-other-tokens, comma-separated CoinGecko ids.',
  ),
  COINGECKO_SECTORS: envVar.custom<readonly CoinSector[]>({
    default: DEFAULT_SECTORS,
    defaultText: DEFAULT_SECTORS.map((s) => `${s.id}|${s.name}|${s.ids.join('+')}`).join(','),
    description: 'Sector baskets of list-crypto-sectors, comma-separated `id|name|coin+coin+...`.',
    parse: parseSectors,
  }),
} as const;

type CoinGeckoSettings = EnvValues<typeof COINGECKO_ENV>;

/** The baskets of the settings. */
export function basketsOf(s: CoinGeckoSettings): CoinBaskets {
  return {
    crypto: [...s.COINGECKO_CRYPTO_IDS],
    stablecoins: [...s.COINGECKO_STABLECOIN_IDS],
    ai: [...s.COINGECKO_AI_IDS],
    defi: [...s.COINGECKO_DEFI_IDS],
    other: [...s.COINGECKO_OTHER_IDS],
    sectors: s.COINGECKO_SECTORS.map((x) => ({ ...x, ids: [...x.ids] })),
  };
}

/** Every id of the baskets, once, in basket order. */
export function allIds(b: CoinBaskets): string[] {
  return [
    ...new Set([
      ...b.crypto,
      ...b.stablecoins,
      ...b.ai,
      ...b.defi,
      ...b.other,
      ...b.sectors.flatMap((s) => s.ids),
    ]),
  ];
}

/** The key header of the settings (none without a key). */
export function keyHeaders(
  s: Pick<CoinGeckoSettings, 'COINGECKO_API_KEY' | 'COINGECKO_API_KEY_KIND'>,
): Record<string, string> {
  if (!s.COINGECKO_API_KEY) return {};
  return {
    [s.COINGECKO_API_KEY_KIND === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key']: s.COINGECKO_API_KEY,
  };
}

/** The markets job. */
export function coingeckoMarketsJob(settings: CoinGeckoSettings) {
  const baskets = basketsOf(settings);
  const ids = allIds(baskets);
  const headers = keyHeaders(settings);
  const documents: Record<string, GetDocument> = {};
  for (let i = 0; i < ids.length; i += COINGECKO_IDS_PER_REQUEST) {
    const name = i === 0 ? 'markets' : `markets-${i / COINGECKO_IDS_PER_REQUEST + 1}`;
    documents[name] = {
      url: coinMarketsUrl(settings.COINGECKO_BASE_URL, ids.slice(i, i + COINGECKO_IDS_PER_REQUEST)),
      accept: 'application/json',
      headers,
    };
  }
  return documentsGetJob({
    id: 'coingecko-markets',
    key: marketKeys.coingeckoMarkets,
    title: 'CoinGecko coins/markets',
    documents,
    sequential: true,
    schedule: COINGECKO_SCHEDULE,
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'coingecko',
      files: { markets: 'coins-markets_top20_24h-7d.json' },
      capturedAt: '2026-07-11T09:54:57Z',
    }),
    parse: (payload) => {
      const coins: CoinMarket[] = [];
      const warnings: string[] = [];
      let asOf: string | undefined;
      for (const body of Object.values(payload)) {
        const parsed = parseCoinMarkets(body);
        for (const c of parsed.coins) if (!coins.some((x) => x.id === c.id)) coins.push(c);
        warnings.push(...parsed.warnings);
        if (parsed.asOf && (asOf === undefined || parsed.asOf > asOf)) asOf = parsed.asOf;
      }
      return { data: { coins, baskets }, ...(asOf ? { asOf } : {}), warnings };
    },
  });
}

/** Path of the markets list. */
export const COINGECKO_MARKETS_PATH = '/api/v3/coins/markets';

/** The markets URL of some ids: USD, sparkline, 24 h and 7 d changes, one page of 250. */
export function coinMarketsUrl(base: string, ids: readonly string[]): string {
  const q = new URLSearchParams({
    vs_currency: 'usd',
    ids: ids.join(','),
    order: 'market_cap_desc',
    per_page: '250',
    page: '1',
    sparkline: 'true',
    price_change_percentage: '24h,7d',
  });
  return `${base}${COINGECKO_MARKETS_PATH}?${q.toString()}`;
}

// ---------- request-time lookups ----------

/** Name of the provider (logs, errors). */
export const COINGECKO_PROVIDER_NAME = 'coingecko';
/** How long an answer is reused. */
export const COINGECKO_LOOKUP_TTL_MS = 2 * 60_000;
/** How long a failure is reused before asking again. */
export const COINGECKO_LOOKUP_NEGATIVE_TTL_MS = 30_000;

/** What the adapter needs. */
export interface CoinGeckoLookupOptions {
  baseUrl: string;
  headers: Readonly<Record<string, string>>;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  limits?: ProviderLimits;
}

/** The CoinGecko coin lookup, implementing the `market.coins` port. */
export class CoinGeckoLookup implements CoinLookupProvider {
  readonly client: ProviderClient;

  constructor(private readonly options: CoinGeckoLookupOptions) {
    this.client = new ProviderClient({
      name: COINGECKO_PROVIDER_NAME,
      ttlMs: COINGECKO_LOOKUP_TTL_MS,
      negativeTtlMs: COINGECKO_LOOKUP_NEGATIVE_TTL_MS,
      ...options.limits,
      now: () => options.now().getTime(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  }

  /** The markets of `ids` CoinGecko knows (an unknown id is simply absent); never throws. */
  async markets(ids: readonly string[]): Promise<CoinLookup> {
    const sorted = [...new Set(ids)].sort();
    if (sorted.length === 0) return { status: 'ok', coins: [] };
    const result = await this.client.get<CoinMarket[]>(sorted.join(','), async (signal) => {
      const text = await this.client.fetchText(coinMarketsUrl(this.options.baseUrl, sorted), {
        headers: { accept: 'application/json', ...this.options.headers },
        signal,
      });
      return parseCoinMarkets(text).coins;
    });
    if (result.status === 'ok') return { status: 'ok', coins: result.value };
    if (result.status === 'empty') return { status: 'ok', coins: [] };
    return { status: 'error', rateLimited: result.httpStatus === 429 };
  }
}

/** The request-time coin lookup. `limits`: tests' time boxes. */
export function createCoinGeckoProviders(
  settings: CoinGeckoSettings,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const coins = new CoinGeckoLookup({
    baseUrl: settings.COINGECKO_BASE_URL,
    headers: keyHeaders(settings),
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { market: { coins } };
}

/** The CoinGecko source. */
export const coingeckoSource = defineSource({
  id: 'coingecko',
  title: 'CoinGecko coins/markets',
  note: 'keyless (optional demo/pro key); every 5 minutes, request-time lookups',
  availability: KEYLESS,
  env: COINGECKO_ENV,
  keys: [marketKeys.coingeckoMarkets],
  jobs: (settings) => [coingeckoMarketsJob(settings)],
  providers: (settings, deps) => createCoinGeckoProviders(settings, deps),
});
