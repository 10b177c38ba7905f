/**
 * Rules for the storm fields derived from NHC's figures (written down in the README): the
 * Saffir-Simpson category of a wind, the names of NHC's classification codes, the basin of a
 * storm (NHC's product bin, else its ATCF id), and the averaging period of US advisory winds.
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
/** NHC's product bins (`AT1`-`AT5`, `EP1`-`EP5`, `CP1`-`CP5`) by the basin each serves. */
const BIN_BASINS: Readonly<Record<string, string>> = { at: 'AL', ep: 'EP', cp: 'CP' };
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

/**
 * The basin a storm is in: where NHC files it (its `binNumber`: `CP2` → CP), else the basin of its
 * ATCF id (ep072026 → EP). The id keeps the basin the storm formed in: an eastern Pacific storm that
 * crosses 140°W keeps its `ep` id but is filed, and advised by CPHC, in a Central Pacific bin.
 * Undefined outside NHC's basins.
 */
export function nhcBasin(atcfId: string, binNumber?: string): string | undefined {
  const bin = /^([a-z]{2})\d$/i.exec(binNumber?.trim() ?? '')?.[1]?.toLowerCase();
  if (bin !== undefined && Object.hasOwn(BIN_BASINS, bin)) return BIN_BASINS[bin];
  const prefix = atcfId.slice(0, 2).toLowerCase();
  return Object.hasOwn(BASINS, prefix) ? BASINS[prefix] : undefined;
}
