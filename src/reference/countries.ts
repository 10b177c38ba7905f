/**
 * Country name → ISO 3166-1 alpha-2, for datasets that name countries their own way (UCDP: "DR
 * Congo (Zaire)", "Bosnia-Herzegovina"; ACLED: "Democratic Republic of Congo"). Uses the names and
 * aliases of `i18n-iso-countries` (no hand-typed table) with a few spelling rules: historical names
 * in parentheses dropped, "DR" read as "Democratic Republic of", articles and punctuation ignored,
 * leading "Kingdom/Republic/State of" dropped, a unique prefix ("Syria" → Syrian Arab Republic)
 * and a plural form ("Laos" → Lao ...) accepted.
 */
import { createRequire } from 'node:module';
// The library without its locales: the package's main entry registers all 80 of them (~0.6 MB of
// JSON parsed at every start); only the English names are used here.
import countries, { type LocaleData } from 'i18n-iso-countries/index.js';

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

/** The `i18n-iso-countries` library with the English names only: import it from here, not the package. */
export const isoCountries = countries;

const IGNORED_WORDS = new Set(['the', 'of', 'and']);
const LEADING_TITLES = new Set([
  'kingdom',
  'republic',
  'state',
  'federal',
  'islamic',
  'democratic',
  'people',
  's',
]);

let index: { exact: Map<string, string>; entries: [string, string][] } | undefined;

/** Normal form of a country name: lower case, no accents, no punctuation, no articles. */
export function normaliseCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !IGNORED_WORDS.has(w))
    .join(' ');
}

function getIndex(): { exact: Map<string, string>; entries: [string, string][] } {
  if (index) return index;
  const exact = new Map<string, string>();
  const entries: [string, string][] = [];
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const n of Array.isArray(names) ? names : [names]) {
      const key = normaliseCountryName(n);
      if (!exact.has(key)) exact.set(key, code);
      entries.push([key, code]);
    }
  }
  index = { exact, entries };
  return index;
}

/** ISO-2 code of a country name, or undefined when it cannot be resolved unambiguously. */
export function countryCodeOf(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return undefined;
  const withoutParens = trimmed.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const inParens = /\(([^)]*)\)/.exec(trimmed)?.[1] ?? '';
  for (const candidate of [trimmed, withoutParens, inParens]) {
    const code = resolve(normaliseCountryName(candidate.replace(/^DR\b/i, 'Democratic Republic of')));
    if (code) return code;
  }
  return undefined;
}

function resolve(key: string): string | undefined {
  if (key === '') return undefined;
  const { exact, entries } = getIndex();
  const direct = exact.get(key);
  if (direct) return direct;
  const words = key.split(' ');
  while (words.length > 1 && LEADING_TITLES.has(words[0]!)) {
    words.shift();
    const shorter = exact.get(words.join(' '));
    if (shorter) return shorter;
  }
  const prefixed = new Set(
    entries.filter(([n]) => n.startsWith(`${key}`) && n.length > key.length).map(([, c]) => c),
  );
  if (prefixed.size === 1) return [...prefixed][0];
  if (!key.includes(' ') && key.endsWith('s')) {
    const stem = key.slice(0, -1);
    const plural = new Set(entries.filter(([n]) => n.split(' ')[0] === stem).map(([, c]) => c));
    if (plural.size === 1) return [...plural][0];
  }
  return undefined;
}

/** ISO-2 of an ISO-3 code in any case (`bfa` → BF), or undefined when it is not an ISO country. */
export function iso2OfIso3(iso3: string): string | undefined {
  const code = iso3.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? countries.alpha3ToAlpha2(code) : undefined;
}

/** An ISO-2 code when `countries` knows it (upper-cased), else undefined. */
export function validIso2(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && countries.isValid(upper) ? upper : undefined;
}
