/** GET /api/military/v1/get-wingbits-status: whether `WINGBITS_API_KEY` is set, truthfully. */
import { defineHandler, fromData, unavailable } from '../handler';
import { getWingbitsStatus } from './contract';
import { wingbitsConfigured } from './providers';

/** Handler of get-wingbits-status. */
export const getWingbitsStatusHandler = defineHandler(getWingbitsStatus, async (ctx) =>
  wingbitsConfigured(ctx.providers)
    ? fromData({ configured: true }, ctx.now().toISOString())
    : unavailable({ configured: false }),
);
