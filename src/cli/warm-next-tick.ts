/**
 * Warms `process.nextTick` before the bundled payloads load. Node's streams call it several times
 * per HTTP request (ending the request, after each write, finishing the response). Measured on
 * `npm start` (bench/README.md, "nextTick"): when V8 first optimises it while the bundles load,
 * the optimised version stays ~8× slower (~270 ns a call instead of ~35; its tick-object literal
 * goes through the runtime), and a cached GET costs ~4–5 µs of CPU more. Calling it a few
 * thousand times first, with one plain callback, gets it optimised before that, and it stays
 * fast under load. Why the loading phase spoils it was not found: this is a measured workaround,
 * harmless if a later Node no longer needs it (a few milliseconds at start).
 */

/** Calls made to warm it: enough for V8 to optimise it (it did after ~10,000 here). */
export const NEXT_TICK_WARM_CALLS = 40_000;

/** Queues NEXT_TICK_WARM_CALLS empty callbacks (they run on the next turn, doing nothing). */
export function warmNextTick(): void {
  for (let i = 0; i < NEXT_TICK_WARM_CALLS; i++) process.nextTick(noop);
}

function noop(): void {}
