/**
 * GET /api/market/v1/list-other-tokens: the other token basket (CoinGecko snapshot), largest market cap
 * first; basket ids CoinGecko gave no market for are listed in `unresolvedIds`.
 */
import { tokensHandler } from './coins';
import { listOtherTokens } from './contract';

/** Handler of list-other-tokens. */
export const listOtherTokensHandler = tokensHandler(listOtherTokens, 'other');
