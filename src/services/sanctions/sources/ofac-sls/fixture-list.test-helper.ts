/** The recorded SDN files of `fixtures/` and the list they make, for the service's tests. */
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import type { SanctionsListData } from '../../data';
import { carryForward } from './history';
import { parseSdnFiles, type SdnFiles } from './parser';

/** The three recorded files (32 entries of the 2019 list). */
export const FIXTURE_FILES: SdnFiles = {
  sdn: readFixture(import.meta.url, 'sdn.csv'),
  add: readFixture(import.meta.url, 'add.csv'),
  alt: readFixture(import.meta.url, 'alt.csv'),
};

/** Real rows of the July 2021 list (`fixtures/2021-07/`): North Korean vessels, OFAC's flag spellings. */
export const FIXTURE_FILES_2021: SdnFiles = {
  sdn: readFixture(import.meta.url, '2021-07', 'sdn.csv'),
  add: readFixture(import.meta.url, '2021-07', 'add.csv'),
  alt: readFixture(import.meta.url, '2021-07', 'alt.csv'),
};

/** Real rows of two names alike (`fixtures/ranking/`): `AL-ZUMAR, Abbud` a.k.a. `EL-ZOMOR, ...` and the vessel `ZOMOROUD`. */
export const RANKING_FILES: SdnFiles = {
  sdn: readFixture(import.meta.url, 'ranking', 'sdn.csv'),
  add: readFixture(import.meta.url, 'ranking', 'add.csv'),
  alt: readFixture(import.meta.url, 'ranking', 'alt.csv'),
};

/** The fixture list as a first snapshot dated `at` (optionally without some entries). */
export function fixtureList(at: string, without: readonly number[] = []): SanctionsListData {
  const entries = parseSdnFiles(FIXTURE_FILES).entries.filter((e) => !without.includes(e.entNum));
  return carryForward(undefined, entries, at);
}
