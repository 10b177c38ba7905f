/**
 * GET /api/market/v1/list-ai-tokens: the AI token basket (CoinGecko snapshot), largest market cap
 * first; basket ids CoinGecko gave no market for are listed in `unresolvedIds`.
 */
import { tokensHandler } from './coins';
import { listAiTokens } from './contract';

/** Handler of list-ai-tokens. */
export const listAiTokensHandler = tokensHandler(listAiTokens, 'ai');
