/**
 * GET /api/aviation/v1/get-flight-status: asks the flight-status provider about one flight.
 * Without a provider, or when it fails, `flights` is empty and `source` says why (DESIGN §4).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { flightStatusDegraded, getFlightStatus, PROVIDER_NOT_CONFIGURED } from './contract-request-time';
import { answeredAt, callProvider } from './providers';

/** Handler of get-flight-status. */
export const getFlightStatusHandler = defineHandler(getFlightStatus, async (ctx, query) => {
  const degraded = (source: string) => unavailable(flightStatusDegraded(source));
  const provider = ctx.providers.aviation?.flights;
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const call = await callProvider(() =>
    provider.flightStatus({
      flightNumber: normaliseFlightNumber(query.flight_number),
      date: query.date,
      ...(query.origin === undefined ? {} : { origin: query.origin }),
    }),
  );
  if (!call.ok) return degraded(call.error);
  const { flights, source } = call.value;
  return fromData({ flights, cacheHit: false, source }, answeredAt(call.value, ctx.now()));
});

/** Upper case, no space, no leading zeros in the number: `tk 01952` → `TK1952`. */
export function normaliseFlightNumber(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  const m = /^([A-Z0-9]{2}[A-Z]?)0*([0-9]{1,4}[A-Z]?)$/.exec(compact);
  return m ? `${m[1]}${m[2]}` : compact;
}
