import { describe, expect, it } from 'vitest';
import { feodoSeverity, RECENT_ONLINE_DAYS, severityRank } from './severity';

/** The list date of the bundled capture. */
const LIST = Date.UTC(2024, 3, 4, 7, 3, 3);
const entry = (status: string | undefined, lastOnline?: [number, number]) => ({
  ip: '192.0.2.1',
  port: 443,
  firstSeenAt: Date.UTC(2024, 0, 1),
  ...(status === undefined ? {} : { status }),
  ...(lastOnline ? { lastOnlineAt: Date.UTC(2024, lastOnline[0], lastOnline[1]) } : {}),
});

describe('Feodo C2 severity rule', () => {
  it('is HIGH for a C2 online at the last check, whatever its last-online day', () => {
    expect(feodoSeverity(entry('online', [2, 1]), LIST)).toBe('CRITICALITY_LEVEL_HIGH');
    expect(feodoSeverity(entry('ONLINE'), LIST)).toBe('CRITICALITY_LEVEL_HIGH');
  });

  it(`is MEDIUM for an offline C2 last online within ${RECENT_ONLINE_DAYS} days of the list date, LOW before`, () => {
    expect(feodoSeverity(entry('offline', [3, 4]), LIST)).toBe('CRITICALITY_LEVEL_MEDIUM');
    expect(feodoSeverity(entry('offline', [2, 28]), LIST)).toBe('CRITICALITY_LEVEL_MEDIUM');
    expect(feodoSeverity(entry('offline', [2, 27]), LIST)).toBe('CRITICALITY_LEVEL_LOW');
    expect(feodoSeverity(entry(undefined, [3, 2]), LIST)).toBe('CRITICALITY_LEVEL_MEDIUM');
    expect(feodoSeverity(entry('offline'), LIST)).toBe('CRITICALITY_LEVEL_LOW');
  });

  it('ranks levels for min_severity', () => {
    expect(severityRank('CRITICALITY_LEVEL_LOW')).toBeLessThan(severityRank('CRITICALITY_LEVEL_MEDIUM'));
    expect(severityRank('CRITICALITY_LEVEL_HIGH')).toBeLessThan(severityRank('CRITICALITY_LEVEL_CRITICAL'));
  });
});
