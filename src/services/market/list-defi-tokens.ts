/**
 * GET /api/market/v1/list-defi-tokens: the DeFi token basket (CoinGecko snapshot), largest market cap
 * first; basket ids CoinGecko gave no market for are listed in `unresolvedIds`.
 */
import { tokensHandler } from './coins';
import { listDefiTokens } from './contract';

/** Handler of list-defi-tokens. */
export const listDefiTokensHandler = tokensHandler(listDefiTokens, 'defi');
