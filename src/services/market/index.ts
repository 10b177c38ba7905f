/** The market service: quotes (Yahoo Finance chart), coins and stablecoins (CoinGecko). */
import { defineService } from '../service';
import { marketOperations } from './contract';
import { marketKeys } from './data';
import { getCotPositioningHandler } from './get-cot-positioning';
import { getCountryStockIndexHandler } from './get-country-stock-index';
import { getHyperliquidFlowHandler } from './get-hyperliquid-flow';
import { getSectorSummaryHandler } from './get-sector-summary';
import { listAiTokensHandler } from './list-ai-tokens';
import { listCommodityQuotesHandler } from './list-commodity-quotes';
import { listCryptoQuotesHandler } from './list-crypto-quotes';
import { listCryptoSectorsHandler } from './list-crypto-sectors';
import { listDefiTokensHandler } from './list-defi-tokens';
import { listEtfFlowsHandler } from './list-etf-flows';
import { listGulfQuotesHandler } from './list-gulf-quotes';
import { listMarketQuotesHandler } from './list-market-quotes';
import { listOtherTokensHandler } from './list-other-tokens';
import { listStablecoinMarketsHandler } from './list-stablecoin-markets';
import { cftcCotSource } from './sources/cftc-cot/source';
import { coingeckoSource } from './sources/coingecko/source';
import { hyperliquidSource } from './sources/hyperliquid/source';
import { yahooChartSource } from './sources/yahoo-chart/source';

/** The market service. */
export const marketService = defineService({
  name: 'market',
  operations: marketOperations,
  handlers: [
    getCotPositioningHandler,
    getCountryStockIndexHandler,
    getHyperliquidFlowHandler,
    getSectorSummaryHandler,
    listAiTokensHandler,
    listCommodityQuotesHandler,
    listCryptoQuotesHandler,
    listCryptoSectorsHandler,
    listDefiTokensHandler,
    listEtfFlowsHandler,
    listGulfQuotesHandler,
    listMarketQuotesHandler,
    listOtherTokensHandler,
    listStablecoinMarketsHandler,
  ],
  keys: marketKeys,
  sources: [yahooChartSource, coingeckoSource, hyperliquidSource, cftcCotSource],
});
