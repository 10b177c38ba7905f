import { describe, expect, it } from 'vitest';
import { closureTiming, notamTime } from './notam-schedule';

/** Closure texts of the real FAA capture (fixtures/airport-status-information.xml, bundle/). */
const PVD = '!PVD 07/028 PVD AD AP CLSD EXC HEL DLY 0430-0945 2607070430-2608150945';
const SNA = '!SNA 07/047 SNA AD AP CLSD DLY 0630-1315 2607280630-2608011315';
const LAS =
  '!LAS 04/141 LAS AD AP CLSD TO NON SKED TRANSIENT GA ACFT EXC 24HR PPR 702-261-7775 2604281710-2607292300';
/** The closure of issue 14 (another real FAA capture), as quoted there. */
const ISSUE_14 = 'AD AP CLSD EXC EMERG ACFT DLY 0445-0845';

const at = (iso: string) => new Date(iso);

describe('closure NOTAM timing', () => {
  it('reads the validity of a NOTAM as UTC YYMMDDhhmm', () => {
    expect(notamTime('2607070430')).toBe(Date.UTC(2026, 6, 7, 4, 30));
    expect(notamTime('2613010000')).toBeUndefined();
  });

  it("puts a daily closure out of force outside its hours at the feed's time, in force inside", () => {
    // The real capture's Update_Time, 14:41:01Z: both daily closures are over for the day.
    expect(closureTiming(PVD, at('2026-07-29T14:41:01Z'))).toEqual({
      inForce: false,
      reason: 'outside-hours',
    });
    expect(closureTiming(SNA, at('2026-07-29T14:41:01Z')).inForce).toBe(false);
    expect(closureTiming(PVD, at('2026-07-29T04:30:00Z'))).toEqual({ inForce: true, scheduled: true });
    expect(closureTiming(PVD, at('2026-07-29T09:44:59Z')).inForce).toBe(true);
    expect(closureTiming(PVD, at('2026-07-29T09:45:00Z')).inForce).toBe(false);
    expect(closureTiming(ISSUE_14, at('2026-07-30T01:57:00Z')).inForce).toBe(false);
    expect(closureTiming(ISSUE_14, at('2026-07-30T05:00:00Z')).inForce).toBe(true);
  });

  it('runs a window that ends before it starts past midnight', () => {
    const night = 'AD AP CLSD DLY 2200-0600';
    expect(closureTiming(night, at('2026-07-29T23:30:00Z')).inForce).toBe(true);
    expect(closureTiming(night, at('2026-07-30T05:59:00Z')).inForce).toBe(true);
    expect(closureTiming(night, at('2026-07-30T06:00:00Z')).inForce).toBe(false);
    expect(closureTiming(night, at('2026-07-30T21:59:00Z')).inForce).toBe(false);
  });

  it('limits weekday windows to their days, the night after included', () => {
    // 2026-07-31 is a Friday, 2026-08-01 a Saturday, 2026-08-03 a Monday.
    const weekdays = 'AD AP CLSD MON-FRI 0300-1100';
    expect(closureTiming(weekdays, at('2026-07-31T04:00:00Z')).inForce).toBe(true);
    expect(closureTiming(weekdays, at('2026-08-01T04:00:00Z')).inForce).toBe(false);
    const fridayNight = 'AD AP CLSD FRI 2300-0500';
    expect(closureTiming(fridayNight, at('2026-08-01T04:00:00Z')).inForce).toBe(true);
    expect(closureTiming(fridayNight, at('2026-08-03T04:00:00Z')).inForce).toBe(false);
  });

  it('is out of force before and after its validity, and always in force without hours', () => {
    expect(closureTiming(LAS, at('2026-07-29T14:41:01Z'))).toEqual({ inForce: true, scheduled: false });
    expect(closureTiming(LAS, at('2026-07-29T23:00:00Z'))).toEqual({
      inForce: false,
      reason: 'after-validity',
    });
    expect(closureTiming(SNA, at('2026-07-27T07:00:00Z'))).toEqual({
      inForce: false,
      reason: 'before-validity',
    });
    expect(closureTiming('AD AP CLSD', at('2026-07-29T14:41:01Z')).inForce).toBe(true);
    expect(closureTiming('AD AP CLSD 2607070430-PERM', at('2030-01-01T00:00:00Z')).inForce).toBe(true);
  });
});
