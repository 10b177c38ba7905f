/**
 * The symbol baskets of the Yahoo chart jobs: configuration with defaults (README "Configuration").
 * A basket is written as comma-separated entries whose fields are separated by `|`.
 */
import type { Parsed } from '../../../../env-vars';

/** One configured symbol with its attributes. */
export interface BasketEntry {
  symbol: string;
  label?: string;
  country?: string;
  kind?: string;
  issuer?: string;
}

/** Characters a Yahoo symbol may hold (`^GSPC`, `GC=F`, `2222.SR`, `BTC-USD`). */
export const YAHOO_SYMBOL_PATTERN = /^[A-Z0-9^=.\-&]{1,24}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** How a basket's fields are read: `symbol|label`, `symbol|label|country|kind`, `symbol|issuer`, `country|symbol|label`. */
export type BasketLayout = 'label' | 'gulf' | 'issuer' | 'country';

/** The entries of a default basket, as its variable's text. */
export function basketText(entries: readonly BasketEntry[], layout: BasketLayout): string {
  return entries
    .map((e) => {
      switch (layout) {
        case 'label':
          return [e.symbol, e.label ?? ''].join('|');
        case 'gulf':
          return [e.symbol, e.label ?? '', e.country ?? '', e.kind ?? ''].join('|');
        case 'issuer':
          return [e.symbol, e.issuer ?? ''].join('|');
        case 'country':
          return [e.country ?? '', e.symbol, e.label ?? ''].join('|');
      }
      return e.symbol;
    })
    .join(',');
}

/** Parses a basket variable. */
export function parseBasket(raw: string, layout: BasketLayout): Parsed<readonly BasketEntry[]> {
  const entries: BasketEntry[] = [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const fields = text.split('|').map((f) => f.trim());
    const entry = entryOf(fields, layout);
    if (typeof entry === 'string') return { ok: false, problem: `${JSON.stringify(text)}: ${entry}` };
    const id = layout === 'country' ? (entry.country ?? '') : entry.symbol;
    if (seen.has(id)) return { ok: false, problem: `${id} is listed twice` };
    seen.add(id);
    entries.push(entry);
  }
  if (entries.length === 0) return { ok: false, problem: 'must list at least one symbol' };
  return { ok: true, value: entries };
}

function entryOf(fields: string[], layout: BasketLayout): BasketEntry | string {
  const at = (i: number) => fields[i] ?? '';
  const symbolAt = (i: number) => at(i).toUpperCase();
  const opt = (key: keyof BasketEntry, value: string) => (value === '' ? {} : { [key]: value });
  switch (layout) {
    case 'label':
    case 'issuer': {
      if (fields.length > 2) return 'expected SYMBOL or SYMBOL|text';
      const symbol = symbolAt(0);
      if (!YAHOO_SYMBOL_PATTERN.test(symbol)) return 'not a Yahoo symbol';
      return { symbol, ...opt(layout === 'label' ? 'label' : 'issuer', at(1)) };
    }
    case 'gulf': {
      if (fields.length > 4) return 'expected SYMBOL|label|country|kind';
      const symbol = symbolAt(0);
      if (!YAHOO_SYMBOL_PATTERN.test(symbol)) return 'not a Yahoo symbol';
      const country = at(2).toUpperCase();
      if (country !== '' && !COUNTRY.test(country)) return 'country must be an ISO alpha-2 code';
      return {
        symbol,
        ...opt('label', at(1)),
        ...opt('country', country),
        ...opt('kind', at(3).toLowerCase()),
      };
    }
    case 'country': {
      if (fields.length < 2 || fields.length > 3) return 'expected COUNTRY|SYMBOL|index name';
      const country = at(0).toUpperCase();
      if (!COUNTRY.test(country)) return 'country must be an ISO alpha-2 code';
      const symbol = symbolAt(1);
      if (!YAHOO_SYMBOL_PATTERN.test(symbol)) return 'not a Yahoo symbol';
      return { symbol, country, ...opt('label', at(2)) };
    }
  }
  return 'unknown layout';
}

const e = (symbol: string, label: string): BasketEntry => ({ symbol, label });

/** Indices and large stocks (`YAHOO_MARKET_SYMBOLS`). */
export const DEFAULT_MARKET_SYMBOLS: readonly BasketEntry[] = [
  e('^GSPC', 'S&P 500'),
  e('^DJI', 'Dow Jones Industrial Average'),
  e('^IXIC', 'Nasdaq Composite'),
  e('^RUT', 'Russell 2000'),
  e('^VIX', 'CBOE Volatility Index'),
  e('^FTSE', 'FTSE 100'),
  e('^GDAXI', 'DAX'),
  e('^N225', 'Nikkei 225'),
  e('^HSI', 'Hang Seng'),
  e('SPY', 'SPDR S&P 500 ETF'),
  e('QQQ', 'Invesco QQQ'),
  e('AAPL', 'Apple'),
  e('MSFT', 'Microsoft'),
  e('NVDA', 'NVIDIA'),
  e('AMZN', 'Amazon'),
  e('GOOGL', 'Alphabet'),
  e('META', 'Meta Platforms'),
  e('TSLA', 'Tesla'),
  e('JPM', 'JPMorgan Chase'),
  e('XOM', 'Exxon Mobil'),
];

/** Commodity futures (`YAHOO_COMMODITY_SYMBOLS`). */
export const DEFAULT_COMMODITY_SYMBOLS: readonly BasketEntry[] = [
  e('GC=F', 'Gold'),
  e('SI=F', 'Silver'),
  e('PL=F', 'Platinum'),
  e('HG=F', 'Copper'),
  e('CL=F', 'WTI crude oil'),
  e('BZ=F', 'Brent crude oil'),
  e('NG=F', 'Natural gas'),
  e('RB=F', 'RBOB gasoline'),
  e('HO=F', 'Heating oil'),
  e('ZW=F', 'Wheat'),
  e('ZC=F', 'Corn'),
  e('ZS=F', 'Soybeans'),
];

const g = (symbol: string, label: string, country: string, kind: string): BasketEntry => ({
  symbol,
  label,
  ...(country ? { country } : {}),
  kind,
});

/** Gulf indices, stocks, currencies and oil (`YAHOO_GULF_SYMBOLS`). */
export const DEFAULT_GULF_SYMBOLS: readonly BasketEntry[] = [
  g('^TASI.SR', 'Tadawul All Share', 'SA', 'index'),
  g('DFMGI.AE', 'DFM General Index', 'AE', 'index'),
  g('2222.SR', 'Saudi Aramco', 'SA', 'stock'),
  g('SAR=X', 'US dollar in Saudi riyal', 'SA', 'currency'),
  g('AED=X', 'US dollar in UAE dirham', 'AE', 'currency'),
  g('QAR=X', 'US dollar in Qatari riyal', 'QA', 'currency'),
  g('KWD=X', 'US dollar in Kuwaiti dinar', 'KW', 'currency'),
  g('BHD=X', 'US dollar in Bahraini dinar', 'BH', 'currency'),
  g('OMR=X', 'US dollar in Omani rial', 'OM', 'currency'),
  g('BZ=F', 'Brent crude oil', '', 'oil'),
];

/** US sector ETFs (`YAHOO_SECTOR_SYMBOLS`). */
export const DEFAULT_SECTOR_SYMBOLS: readonly BasketEntry[] = [
  e('XLK', 'Technology'),
  e('XLF', 'Financials'),
  e('XLE', 'Energy'),
  e('XLV', 'Health Care'),
  e('XLY', 'Consumer Discretionary'),
  e('XLP', 'Consumer Staples'),
  e('XLI', 'Industrials'),
  e('XLB', 'Materials'),
  e('XLU', 'Utilities'),
  e('XLRE', 'Real Estate'),
  e('XLC', 'Communication Services'),
  e('SMH', 'Semiconductors'),
];

const i = (symbol: string, issuer: string): BasketEntry => ({ symbol, issuer });

/** US spot-bitcoin ETFs and their issuers (`YAHOO_ETF_FLOW_SYMBOLS`). */
export const DEFAULT_ETF_FLOW_SYMBOLS: readonly BasketEntry[] = [
  i('IBIT', 'BlackRock'),
  i('FBTC', 'Fidelity'),
  i('GBTC', 'Grayscale'),
  i('BTC', 'Grayscale'),
  i('ARKB', 'ARK 21Shares'),
  i('BITB', 'Bitwise'),
  i('HODL', 'VanEck'),
  i('BRRR', 'CoinShares'),
  i('EZBC', 'Franklin Templeton'),
  i('BTCO', 'Invesco Galaxy'),
  i('BTCW', 'WisdomTree'),
];

const c = (country: string, symbol: string, label: string): BasketEntry => ({ symbol, country, label });

/** One primary index per country of the contract's list (`YAHOO_COUNTRY_INDICES`). */
export const DEFAULT_COUNTRY_INDICES: readonly BasketEntry[] = [
  c('US', '^GSPC', 'S&P 500'),
  c('GB', '^FTSE', 'FTSE 100'),
  c('DE', '^GDAXI', 'DAX'),
  c('FR', '^FCHI', 'CAC 40'),
  c('JP', '^N225', 'Nikkei 225'),
  c('CN', '000001.SS', 'SSE Composite'),
  c('HK', '^HSI', 'Hang Seng'),
  c('IN', '^BSESN', 'BSE Sensex'),
  c('KR', '^KS11', 'KOSPI'),
  c('TW', '^TWII', 'TAIEX'),
  c('AU', '^AXJO', 'S&P/ASX 200'),
  c('BR', '^BVSP', 'Ibovespa'),
  c('CA', '^GSPTSE', 'S&P/TSX Composite'),
  c('MX', '^MXX', 'S&P/BMV IPC'),
  c('AR', '^MERV', 'S&P Merval'),
  c('RU', 'IMOEX.ME', 'MOEX Russia'),
  c('ZA', '^J203.JO', 'FTSE/JSE All Share'),
  c('SA', '^TASI.SR', 'Tadawul All Share'),
  c('AE', 'DFMGI.AE', 'DFM General Index'),
  c('IL', '^TA125.TA', 'TA-125'),
  c('TR', 'XU100.IS', 'BIST 100'),
  c('PL', 'WIG20.WA', 'WIG20'),
  c('NL', '^AEX', 'AEX'),
  c('CH', '^SSMI', 'SMI'),
  c('ES', '^IBEX', 'IBEX 35'),
  c('IT', 'FTSEMIB.MI', 'FTSE MIB'),
  c('SE', '^OMX', 'OMX Stockholm 30'),
  c('NO', 'OBX.OL', 'OBX'),
  c('SG', '^STI', 'Straits Times Index'),
  c('TH', '^SET.BK', 'SET Index'),
  c('MY', '^KLSE', 'FTSE Bursa Malaysia KLCI'),
  c('ID', '^JKSE', 'Jakarta Composite'),
  c('PH', 'PSEI.PS', 'PSEi'),
  c('NZ', '^NZ50', 'S&P/NZX 50'),
  c('EG', '^CASE30', 'EGX 30'),
  c('CL', '^IPSA', 'S&P IPSA'),
  c('PE', '^SPBLPGPT', 'S&P/BVL Peru General'),
  c('AT', '^ATX', 'ATX'),
  c('BE', '^BFX', 'BEL 20'),
  c('FI', '^OMXH25', 'OMX Helsinki 25'),
  c('DK', '^OMXC25', 'OMX Copenhagen 25'),
  c('IE', '^ISEQ', 'ISEQ Overall'),
  c('PT', 'PSI20.LS', 'PSI'),
  c('CZ', 'PX.PR', 'PX Index'),
  c('HU', '^BUX.BD', 'BUX'),
];

/** Symbols other services read through `market:yahoo-extra-quotes` (`YAHOO_EXTRA_SYMBOLS`). */
export const DEFAULT_EXTRA_SYMBOLS: readonly BasketEntry[] = [
  e('JPY=X', 'US dollar in Japanese yen'),
  e('BTC-USD', 'Bitcoin in US dollars'),
  e('BDRY', 'Breakwave Dry Bulk Shipping ETF'),
  e('ZIM', 'ZIM Integrated Shipping'),
  e('MATX', 'Matson'),
  e('SBLK', 'Star Bulk Carriers'),
];
