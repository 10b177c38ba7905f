/**
 * Country name → ISO 3166-1 alpha-2, for datasets that name countries their own way (UCDP: "DR
 * Congo (Zaire)", "Bosnia-Herzegovina"; ACLED: "Democratic Republic of Congo"; OFAC: "Korea,
 * North", "Democratic People's Republic of Korea", "St. Kitts & Nevis").
 *
 * A name resolves only when all its words name one country: the names and aliases of
 * `i18n-iso-countries`, plus `EXTRA_COUNTRY_NAMES` for common spellings the library lacks. Names
 * are compared as sets of words after a lossless normal form (case, accents, punctuation, `&` →
 * "and", "St." → "Saint", the words "the", "of", "and" ignored), so word order does not matter
 * ("Korea, North" = "North Korea") but no word is ever dropped: "Democratic People's Republic of
 * Korea" can never read as "Republic of Korea". Beyond that, three narrow rules: a historical name
 * in parentheses (UCDP's "Russia (Soviet Union)"), a leading "DR" read as "Democratic Republic of",
 * a leading courtesy title that never tells two countries apart ("Kingdom of eSwatini"), and a
 * shorter form of exactly one country's name ("Micronesia", "Moldova").
 */
import { createRequire } from 'node:module';
// The library without its locales: the package's main entry registers all 80 of them (~0.6 MB of
// JSON parsed at every start); only the English names are used here.
import countries, { type LocaleData } from 'i18n-iso-countries/index.js';

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

/** The `i18n-iso-countries` library with the English names only: import it from here, not the package. */
export const isoCountries = countries;

/**
 * Spellings the English names of `i18n-iso-countries` lack, used by the sources read here: OFAC's
 * country and vessel-flag values (its SDN files write "Burma", "Macau", "Laos", "Syria", "Brunei"
 * and "Democratic People's Republic of Korea"), the ISO/UN formal names ("Korea, Democratic
 * People's Republic of", "Viet Nam", "Cabo Verde"), former names UCDP keeps in parentheses
 * ("Swaziland"), the short forms of UN agencies and ReliefWeb ("DPR Korea", "Lao PDR"), and the
 * US government's "Congo (Kinshasa)" / "Congo (Brazzaville)" (USGS Mineral Commodity Summaries).
 * "Congo" is listed by the library for both Congos; ISO 3166-1's short name "Congo" is the
 * Republic of the Congo (CG), as UCDP and the UN use it, so the table settles it that way.
 */
export const EXTRA_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  "Korea, Democratic People's Republic of": 'KP',
  'DPR Korea': 'KP',
  Burma: 'MM',
  Macau: 'MO',
  Laos: 'LA',
  Syria: 'SY',
  Brunei: 'BN',
  Congo: 'CG',
  // The US government's (USGS, State Department) way of telling the two Congos apart.
  'Congo (Kinshasa)': 'CD',
  'Congo (Brazzaville)': 'CG',
  'Lao PDR': 'LA',
  'Viet Nam': 'VN',
  'Cabo Verde': 'CV',
  Swaziland: 'SZ',
  'East Timor': 'TL',
  'Republic of China': 'TW',
  'Vatican City': 'VA',
};

/** Words a country name may carry or leave out without naming another country. */
const FILLER_WORDS = new Set(['the', 'of', 'and']);

/**
 * Leading titles that never tell two countries apart, read as a whole (never word by word):
 * "Kingdom of eSwatini" is eSwatini. "Democratic", "People's" and the like are not here: they
 * separate the two Koreas, the two Congos and the two Chinas.
 */
const COURTESY_TITLES = [
  'kingdom',
  'hashemite kingdom',
  'sultanate',
  'principality',
  'grand duchy',
  'state',
  'plurinational state',
  'islamic republic',
  'arab republic',
  'socialist republic',
  'united republic',
  'bolivarian republic',
  'commonwealth',
  'federal republic',
  'republic',
];

interface NameIndex {
  /** Sorted words of a name → its codes (more than one when the name is ambiguous). */
  byWords: Map<string, Set<string>>;
  /** Every known name in order-preserving normal form, with its code. */
  names: [string, string][];
}

let index: NameIndex | undefined;

/** Normal form of a country name: lower case, no accents or punctuation, `&` and "St." spelled out, no filler words. */
export function normaliseCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !FILLER_WORDS.has(w))
    .map((w) => (w === 'st' ? 'saint' : w))
    .join(' ');
}

function wordsKey(normal: string): string {
  return normal.split(' ').sort().join(' ');
}

function getIndex(): NameIndex {
  if (index) return index;
  const byWords = new Map<string, Set<string>>();
  const names: [string, string][] = [];
  const add = (name: string, code: string) => {
    const normal = normaliseCountryName(name);
    if (normal === '') return;
    const key = wordsKey(normal);
    byWords.set(key, (byWords.get(key) ?? new Set()).add(code));
    names.push([normal, code]);
  };
  for (const [code, all] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of Array.isArray(all) ? all : [all]) add(name, code);
  }
  // The table settles what the library leaves ambiguous, so its entries replace, not add.
  for (const [name, code] of Object.entries(EXTRA_COUNTRY_NAMES)) {
    byWords.delete(wordsKey(normaliseCountryName(name)));
    add(name, code);
  }
  index = { byWords, names };
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

function resolve(normal: string): string | undefined {
  if (normal === '') return undefined;
  const exact = only(getIndex().byWords.get(wordsKey(normal)));
  if (exact) return exact;
  const untitled = withoutTitle(normal);
  if (untitled) {
    const code = only(getIndex().byWords.get(wordsKey(untitled)));
    if (code) return code;
  }
  return shorterFormOf(untitled ?? normal);
}

/** The name without a leading courtesy title ("kingdom eswatini" → "eswatini"), or undefined. */
function withoutTitle(normal: string): string | undefined {
  for (const title of COURTESY_TITLES) {
    if (normal.startsWith(`${title} `)) return normal.slice(title.length + 1);
  }
  return undefined;
}

/** The code of the one country whose name begins with these whole words ("micronesia" → FM). */
function shorterFormOf(normal: string): string | undefined {
  const codes = new Set(
    getIndex()
      .names.filter(([n]) => n.startsWith(`${normal} `))
      .map(([, c]) => c),
  );
  return only(codes);
}

function only(codes: Set<string> | undefined): string | undefined {
  return codes?.size === 1 ? [...codes][0] : undefined;
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
