/**
 * GET /api/military/v1/get-wingbits-live-flight: the degraded body, saying whether a Wingbits key
 * is set; the lookup is not built (no documented answer format, README).
 */
import { defineHandler, unavailable } from '../handler';
import { getWingbitsLiveFlight } from './contract';
import { wingbitsConfigured } from './providers';

/** Handler of get-wingbits-live-flight. */
export const getWingbitsLiveFlightHandler = defineHandler(getWingbitsLiveFlight, async (ctx) =>
  unavailable({ configured: wingbitsConfigured(ctx.providers) }),
);
