/**
 * Parser of the ECB euro foreign exchange reference rates (`eurofxref-daily.xml` and
 * `eurofxref-hist-90d.xml`): a `gesmes:Envelope` whose `Cube` holds one `Cube time='YYYY-MM-DD'`
 * per business day, each with `Cube currency='USD' rate='1.0920'` rows. ECB writes the attributes
 * in single quotes; double quotes and any attribute order are read too. Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult } from '../../../../ingest/types';
import type { EcbFxRatesData } from '../../data';

/** The rates of one business day. */
export interface EcbDay {
  date: string;
  /** Units of the currency per 1 EUR, by ISO 4217 code, in file order. */
  rates: Map<string, number>;
  /** Rows whose currency or rate could not be read. */
  malformed: number;
}

const DAY_CUBE = /<Cube\s+time\s*=\s*(['"])([^'"]*)\1\s*>([\s\S]*?)<\/Cube>/g;
const RATE_CUBE = /<Cube\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(['"])(.*?)\2/g;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(raw: string): boolean {
  const m = DATE.exec(raw);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === raw;
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1]!] = m[3]!;
  return out;
}

function readDay(date: string, body: string): EcbDay {
  const rates = new Map<string, number>();
  let malformed = 0;
  for (const m of body.matchAll(RATE_CUBE)) {
    const attrs = attributes(m[1] ?? '');
    const currency = attrs.currency?.trim().toUpperCase() ?? '';
    const rate = Number(attrs.rate?.trim());
    if (!CURRENCY.test(currency) || !attrs.rate?.trim() || !Number.isFinite(rate) || rate <= 0) {
      malformed++;
      continue;
    }
    rates.set(currency, rate);
  }
  return { date, rates, malformed };
}

/** Every business day of an eurofxref file, newest first; refuses a file with no readable day. */
export function parseEcbDays(text: string, resource: string): EcbDay[] {
  if (!/<(?:[\w-]+:)?Envelope\b/.test(text))
    throw new PayloadError(`${resource}: not an ECB eurofxref envelope`);
  const days = new Map<string, EcbDay>();
  for (const m of text.matchAll(DAY_CUBE)) {
    const date = m[2]!.trim();
    if (!isDate(date)) continue;
    const day = readDay(date, m[3] ?? '');
    if (day.rates.size > 0 && !days.has(date)) days.set(date, day);
  }
  if (days.size === 0) throw new PayloadError(`${resource}: no dated rates`);
  return [...days.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The latest day of the daily file, with each currency's rate of the newest earlier day in the
 * 90-day history (absent when there is no history or it has no earlier day). Dated by the rates'
 * own business day, 00:00Z.
 */
export function parseEcbFxRates(payload: { daily: string; hist?: string }): ParseResult<EcbFxRatesData> {
  const latest = parseEcbDays(payload.daily, 'eurofxref-daily.xml')[0]!;
  const warnings: string[] = [];
  if (latest.malformed > 0) warnings.push(`eurofxref-daily.xml: ${latest.malformed} unreadable rate rows`);
  let previous: EcbDay | undefined;
  if (payload.hist !== undefined && payload.hist.trim() !== '') {
    try {
      previous = parseEcbDays(payload.hist, 'eurofxref-hist-90d.xml').find((d) => d.date < latest.date);
    } catch (err) {
      // The history only adds the day-on-day change; the day's rates stand without it.
      warnings.push(err instanceof Error ? err.message : String(err));
    }
  } else {
    warnings.push('eurofxref-hist-90d.xml: not available, no day-on-day change');
  }
  const rates = [...latest.rates].map(([currency, rate]) => {
    const prev = previous?.rates.get(currency);
    return prev === undefined ? { currency, rate } : { currency, rate, previousRate: prev };
  });
  const data: EcbFxRatesData = { date: latest.date, rates };
  if (previous) data.previousDate = previous.date;
  return { data, asOf: `${latest.date}T00:00:00Z`, warnings };
}
