/**
 * Whether a closure NOTAM of the FAA feed is in force at a given time (the feed's own
 * `Update_Time`). A closure text may end with its validity (`2607070430-2608150945`, UTC
 * `YYMMDDhhmm`, the end possibly `PERM` or followed by `EST`) and may limit the closure to daily
 * or weekday hours (`DLY 0445-0845`, `MON-FRI 0300-1100`, `SAT SUN 2200-0600`; UTC, a window whose
 * end is before its start runs past midnight into the next day). Pure.
 */

/** Why a closure is, or is not, in force at a time. */
export type ClosureTiming =
  | { inForce: true; scheduled: boolean }
  | { inForce: false; reason: 'before-validity' | 'after-validity' | 'outside-hours' };

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const ALL_DAYS: ReadonlySet<number> = new Set([0, 1, 2, 3, 4, 5, 6]);
const VALIDITY = /(?<!\d)(\d{10})-(\d{10}|PERM)(?:EST)?\s*$/;
const HOURS = /^([01]\d|2[0-4])([0-5]\d)-([01]\d|2[0-4])([0-5]\d)$/;
const DAY_TOKEN = /^(SUN|MON|TUE|WED|THU|FRI|SAT)(?:-(SUN|MON|TUE|WED|THU|FRI|SAT))?$/;
const MINUTES_PER_DAY = 1440;

/** A time window of the day in minutes since 00:00 UTC, `end` exclusive, starting on `days`. */
interface HoursWindow {
  days: ReadonlySet<number>;
  start: number;
  end: number;
}

/** Whether the closure in `text` is in force at `at`; a text without dates is always in force. */
export function closureTiming(text: string, at: Date): ClosureTiming {
  const t = at.getTime();
  const validity = VALIDITY.exec(text.trim());
  if (validity) {
    const from = notamTime(validity[1]!);
    const to = validity[2] === 'PERM' ? undefined : notamTime(validity[2]!);
    if (from !== undefined && t < from) return { inForce: false, reason: 'before-validity' };
    if (to !== undefined && t >= to) return { inForce: false, reason: 'after-validity' };
  }
  const windows = scheduleOf(validity ? text.trim().slice(0, validity.index) : text);
  if (windows.length === 0) return { inForce: true, scheduled: false };
  return windows.some((w) => inWindow(w, at))
    ? { inForce: true, scheduled: true }
    : { inForce: false, reason: 'outside-hours' };
}

/** `YYMMDDhhmm` (UTC, 20YY) as epoch ms. */
export function notamTime(text: string): number | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  return Date.UTC(2000 + year, month - 1, day, hour, minute);
}

/**
 * The hour windows of a closure text: a day spec (`DLY`, `DAILY`, `MON-FRI`, `SAT SUN`, `MON,WED`)
 * followed by one or more `hhmm-hhmm` ranges. Texts of other forms (sunrise/sunset, dates) have none.
 */
function scheduleOf(text: string): HoursWindow[] {
  const tokens = text
    .toUpperCase()
    .split(/[\s,]+/)
    .filter((s) => s !== '');
  const windows: HoursWindow[] = [];
  let days: Set<number> | undefined;
  let daysClosed = false;
  for (const token of tokens) {
    const dayRange = DAY_TOKEN.exec(token);
    if (token === 'DLY' || token === 'DAILY' || dayRange) {
      // A new day spec after hour ranges starts a new group.
      if (!days || daysClosed) days = new Set();
      daysClosed = false;
      for (const d of dayRange ? dayRangeOf(dayRange[1]!, dayRange[2]) : ALL_DAYS) days.add(d);
      continue;
    }
    const hours = HOURS.exec(token);
    if (hours && days) {
      const start = Number(hours[1]) * 60 + Number(hours[2]);
      const end = Number(hours[3]) * 60 + Number(hours[4]);
      if (start <= MINUTES_PER_DAY && end <= MINUTES_PER_DAY) windows.push({ days, start, end });
      daysClosed = true;
      continue;
    }
    // Any other word ends the schedule being read.
    days = undefined;
    daysClosed = false;
  }
  return windows;
}

function dayRangeOf(from: string, to: string | undefined): number[] {
  const a = DAYS.indexOf(from as (typeof DAYS)[number]);
  const b = to === undefined ? a : DAYS.indexOf(to as (typeof DAYS)[number]);
  const out: number[] = [];
  for (let d = a; ; d = (d + 1) % 7) {
    out.push(d);
    if (d === b) break;
  }
  return out;
}

/** A window that ends before it starts runs from `start` on its day to `end` on the next day. */
function inWindow(w: HoursWindow, at: Date): boolean {
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  const day = at.getUTCDay();
  const previousDay = (day + 6) % 7;
  if (w.start === w.end) return w.days.has(day);
  if (w.start < w.end) return w.days.has(day) && minute >= w.start && minute < w.end;
  return (w.days.has(day) && minute >= w.start) || (w.days.has(previousDay) && minute < w.end);
}
