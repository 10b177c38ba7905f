/**
 * Publication dates of feed entries, read leniently: RFC 822 dates whose day and month names are
 * in the publisher's language (`Seg, 24 Set 2018 19:42:40 -0300`, `Mi., 5 Sept. 2018 …`,
 * `jeu. 6 déc. 2018 …`), and ISO 8601. Month names come from `Intl` (short and long forms of every
 * language in `FEED_DATE_LANGUAGES`, accents, case and dots ignored, a unique prefix of three
 * letters or more accepted) plus the feed spellings `Intl` does not produce. The weekday is
 * redundant with the date and is not checked, so any spelling of it is accepted. A date with an
 * unknown month or time-zone name is not read (undefined): a wrong date is worse than none.
 */

/** Languages whose month names are read (ISO 639-1). */
export const FEED_DATE_LANGUAGES = ['en', 'pt', 'es', 'fr', 'de', 'it', 'nl'] as const;

/** Month spellings seen in feeds that `Intl` does not produce (key: lower case, no accents or dots). */
const MONTH_VARIANTS: Readonly<Record<string, number>> = {
  // German: the older abbreviation of März (Intl writes Mär).
  mrz: 2,
};

/**
 * Time-zone names feeds write instead of an offset, in minutes east of UTC: RFC 822's own (UT, GMT,
 * Z and the four US zones) and common European, Latin American and Asia-Pacific ones. Names that
 * stand for several zones (IST, BST outside the UK, ...) are left out on purpose.
 */
export const ZONE_OFFSETS_MIN: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  akst: -540,
  akdt: -480,
  hst: -600,
  wet: 0,
  west: 60,
  bst: 60,
  cet: 60,
  cest: 120,
  met: 60,
  mest: 120,
  mez: 60,
  mesz: 120,
  eet: 120,
  eest: 180,
  msk: 180,
  brt: -180,
  brst: -120,
  art: -180,
  jst: 540,
  kst: 540,
  hkt: 480,
  sgt: 480,
  aest: 600,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
};

let months: Map<string, Set<number>> | undefined;
let longMonths: [string, number][] | undefined;

/** Lower case, accents and dots removed: `Fév.` → `fev`, `März` → `marz`. */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '');
}

function monthTables(): { exact: Map<string, Set<number>>; long: [string, number][] } {
  if (months && longMonths) return { exact: months, long: longMonths };
  const exact = new Map<string, Set<number>>();
  const long: [string, number][] = [];
  const add = (name: string, month: number) => {
    const key = fold(name);
    exact.set(key, (exact.get(key) ?? new Set()).add(month));
  };
  for (const lang of FEED_DATE_LANGUAGES) {
    for (const style of ['short', 'long'] as const) {
      const format = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = format.format(Date.UTC(2001, m, 15));
        add(name, m);
        if (style === 'long') long.push([fold(name), m]);
      }
    }
  }
  for (const [name, m] of Object.entries(MONTH_VARIANTS)) add(name, m);
  months = exact;
  longMonths = long;
  return { exact, long };
}

/** Month (0-11) of a month name in one of the feed languages, or undefined when unknown or ambiguous. */
export function monthOf(name: string): number | undefined {
  const key = fold(name);
  const { exact, long } = monthTables();
  const found = exact.get(key) ?? (key.length >= 3 ? prefixOf(key, long) : undefined);
  return found?.size === 1 ? [...found][0] : undefined;
}

function prefixOf(key: string, long: [string, number][]): Set<number> | undefined {
  const matches = new Set(long.filter(([n]) => n.startsWith(key)).map(([, m]) => m));
  return matches.size > 0 ? matches : undefined;
}

/** Minutes east of UTC of a zone (`-0300`, `+05:30`, `GMT+2`, `CEST`); undefined when unknown. */
export function zoneOffsetMin(zone: string): number | undefined {
  const text = zone.trim();
  if (text === '') return 0;
  const numeric = /^(?:(?:gmt|utc|ut)\s*)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return minutes > 14 * 60 ? undefined : (numeric[1] === '-' ? -1 : 1) * minutes;
  }
  return ZONE_OFFSETS_MIN[text.toLowerCase()];
}

const WEEKDAY = String.raw`(?:[\p{L}][\p{L}.-]*(?:,\s*|\s+))?`;
const DATE = String.raw`(\d{1,2})[.\s-]*(?:de\s+)?(\p{L}+)\.?[,\s-]*(?:de\s+)?(\d{4}|\d{2})`;
const TIME = String.raw`(?:,?\s+(?:(?:at|à|às|as|um|alle|om)\s+)?(\d{1,2})[:h](\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?`;
const ZONE = String.raw`(?:\s*([A-Za-z]{1,5}(?:\s*[+-]\d{1,2}(?::?\d{2})?)?|[+-]\d{1,2}(?::?\d{2})?))?`;
/** `[weekday,] day [.] month [.,] year [time] [zone] [(comment)]`; the weekday may be any word. */
const DAY_MONTH_YEAR = new RegExp(`^${WEEKDAY}${DATE}${TIME}${ZONE}\\s*(?:\\([^)]*\\))?$`, 'u');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Epoch ms of a feed date (see the module comment), or undefined when it cannot be read with confidence. */
export function parseFeedDate(raw: string): number | undefined {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  if (ISO_DATE.test(text)) return isoDate(text);
  const match = DAY_MONTH_YEAR.exec(text);
  if (match) return fromParts(match);
  return englishOnly(text) ? valid(Date.parse(text)) : undefined;
}

function fromParts(match: RegExpExecArray): number | undefined {
  const [, day, monthName, yearText, hour, minute, second, zone] = match;
  const month = monthOf(monthName ?? '');
  const offset = zoneOffsetMin(zone ?? '');
  if (month === undefined || offset === undefined) return undefined;
  const year = yearText!.length === 2 ? twoDigitYear(Number(yearText)) : Number(yearText);
  const [d, h, mi, s] = [Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0)];
  if (h > 23 || mi > 59 || s > 60) return undefined;
  const utc = Date.UTC(year, month, d, h, mi, s);
  // Date.UTC rolls 31 Sep over to 1 Oct: such a date is not a date.
  if (new Date(utc).getUTCDate() !== d) return undefined;
  return valid(utc - offset * 60_000);
}

/** RFC 2822 §4.3: two-digit years 00-49 are 20xx, 50-99 are 19xx. */
function twoDigitYear(yy: number): number {
  return yy < 50 ? 2000 + yy : 1900 + yy;
}

/** ISO 8601; a date-time without an offset is read as UTC, not as the server's local time. */
function isoDate(text: string): number | undefined {
  const hasTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text);
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const normal = text.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2');
  return valid(Date.parse(hasTime && !hasZone ? `${normal}Z` : normal));
}

let englishWords: Set<string> | undefined;

/** True when every word of the text is an English day or month name, a zone name or AM/PM. */
function englishOnly(text: string): boolean {
  if (!englishWords) {
    englishWords = new Set(['am', 'pm', 't', ...Object.keys(ZONE_OFFSETS_MIN)]);
    for (const style of ['short', 'long'] as const) {
      const monthFormat = new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' });
      const dayFormat = new Intl.DateTimeFormat('en', { weekday: style, timeZone: 'UTC' });
      for (let i = 0; i < 12; i++) englishWords.add(fold(monthFormat.format(Date.UTC(2001, i, 15))));
      for (let i = 0; i < 7; i++) englishWords.add(fold(dayFormat.format(Date.UTC(2001, 0, 7 + i))));
    }
  }
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.every((w) => englishWords!.has(fold(w)));
}

function valid(t: number): number | undefined {
  return Number.isNaN(t) ? undefined : t;
}
