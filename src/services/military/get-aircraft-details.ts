/**
 * GET /api/military/v1/get-aircraft-details: the degraded body, saying whether a Wingbits key is
 * set; the lookup is not built (no documented answer format, README).
 */
import { defineHandler, unavailable } from '../handler';
import { getAircraftDetails } from './contract';
import { wingbitsConfigured } from './providers';

/** Handler of get-aircraft-details. */
export const getAircraftDetailsHandler = defineHandler(getAircraftDetails, async (ctx) =>
  unavailable({ configured: wingbitsConfigured(ctx.providers) }),
);
