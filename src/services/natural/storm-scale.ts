/**
 * Rules for the storm fields derived from NHC's figures (written down in the README): the
 * Saffir-Simpson category of a wind, the names of NHC's classification codes, the basin of an
 * ATCF id, and the averaging period of US advisory winds.
 */

/**
 * Lowest 1-minute sustained wind (kt) of Saffir-Simpson categories 1 to 5 (NHC's scale:
 * 64-82, 83-95, 96-112, 113-136, 137+ kt).
 * @see https://www.nhc.noaa.gov/aboutsshws.php
 */
export const SAFFIR_SIMPSON_MIN_KT = [64, 83, 96, 113, 137] as const;
/** NHC and CPHC advise 1-minute sustained winds. */
export const US_WIND_AVERAGING_MINUTES = 1;
/** ATCF basin prefixes NHC and CPHC issue, as the reference writes them. */
const BASINS: Readonly<Record<string, string>> = { al: 'AL', ep: 'EP', cp: 'CP' };
/** Names of NHC's classification codes; other codes are passed on as NHC writes them. */
const CLASSIFICATIONS: Readonly<Record<string, string>> = {
  TD: 'Tropical Depression',
  TS: 'Tropical Storm',
  HU: 'Hurricane',
  STD: 'Subtropical Depression',
  STS: 'Subtropical Storm',
};

/** Saffir-Simpson category of a sustained wind in kt: 1-5, 0 below hurricane strength. */
export function saffirSimpsonCategory(windKt: number): number {
  return SAFFIR_SIMPSON_MIN_KT.filter((min) => windKt >= min).length;
}

/** The name of an NHC classification code ("TS" → "Tropical Storm"); the code itself when unknown. */
export function classificationName(code: string): string {
  return Object.hasOwn(CLASSIFICATIONS, code) ? (CLASSIFICATIONS[code] as string) : code;
}

/** The basin of an ATCF id (ep072026 → EP); undefined outside NHC's basins. */
export function nhcBasin(atcfId: string): string | undefined {
  const prefix = atcfId.slice(0, 2).toLowerCase();
  return Object.hasOwn(BASINS, prefix) ? BASINS[prefix] : undefined;
}
