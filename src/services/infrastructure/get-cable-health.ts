/**
 * GET /api/infrastructure/v1/get-cable-health: the NGA warnings in force that concern submarine
 * cables (read through the maritime service's data), one cable site each, by `cable-rule.ts`.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { maritimeKeys } from '../maritime/data';
import { cableRecord, cableSiteId } from './cable-rule';
import { CABLE_HEALTH_UNAVAILABLE, type CableHealthRecord, getCableHealth } from './contract';

/** Handler of get-cable-health. */
export const getCableHealthHandler = defineHandler(getCableHealth, async (ctx, query) => {
  const read = await ctx.snapshots.read(maritimeKeys.navigationalWarnings);
  if (read.status !== 'hit') return unavailable(CABLE_HEALTH_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const cables: Record<string, CableHealthRecord> = {};
  for (const w of data.warnings) {
    const id = cableSiteId(w);
    if (query.cable_id !== undefined && id !== query.cable_id) continue;
    const title = `${w.broadcast} ${w.msgNumber}/${String(w.msgYear % 100).padStart(2, '0')}`;
    const record = cableRecord(w, title);
    if (record) cables[id] = record;
  }
  return fromData({ cables, generatedAt: Date.parse(meta.fetchedAt) }, meta.fetchedAt);
});
