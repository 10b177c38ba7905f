/**
 * GET /api/supply-chain/v1/get-bypass-options: no public source holds the reference's bypass
 * corridors (typed in its code), so every answer is the documented degraded body, echoing the
 * checked parameters.
 */
import { defineHandler, unavailable } from '../handler';
import { BYPASS_DEFAULT_CARGO, BYPASS_DEFAULT_CLOSURE_PCT, getBypassOptions } from './contract-chokepoints';

/** Handler of get-bypass-options. */
export const getBypassOptionsHandler = defineHandler(getBypassOptions, async (_ctx, query) =>
  unavailable({
    chokepointId: query.chokepoint_id.toLowerCase(),
    cargoType: query.cargo_type ?? BYPASS_DEFAULT_CARGO,
    closurePct: query.closure_pct ?? BYPASS_DEFAULT_CLOSURE_PCT,
    options: [],
    fetchedAt: '',
  }),
);
