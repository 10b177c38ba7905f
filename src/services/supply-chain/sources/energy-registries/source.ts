/**
 * The curated energy registries (keyless JSON files): strategic storage facilities (weekly), fuel
 * shortages (daily) and energy disruptions (weekly). The reference implementation curates them
 * from operator disclosures, GIE AGSI+/ALSI, EIA, Global Energy Monitor (CC-BY 4.0), regulator
 * advisories and press coverage, and publishes them as data files in its public repository beside
 * the pipeline registries; every record carries its cited sources and dates.
 * `ENERGY_REGISTRIES_BASE_URL` points the jobs at another copy in the same format. Bundled real
 * capture in `bundle/`.
 */

import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { supplyChainEnergyKeys } from '../../data-energy';
import { parseDisruptionRegistry, parseShortageRegistry, parseStorageRegistry } from './parser';

/** Default folder of the registry files: the public reference implementation's copies. */
export const ENERGY_REGISTRIES_DEFAULT_BASE_URL =
  'https://raw.githubusercontent.com/koala73/worldmonitor/main/scripts/data';

/** Declared variables of the source. */
export const ENERGY_REGISTRIES_ENV = {
  ENERGY_REGISTRIES_BASE_URL: envVar.url({
    default: ENERGY_REGISTRIES_DEFAULT_BASE_URL,
    description:
      'Folder of the curated storage-facility, fuel-shortage and energy-disruption registry files.',
  }),
} as const;

type Settings = EnvValues<typeof ENERGY_REGISTRIES_ENV>;

/** File of each registry under the base URL. */
export const ENERGY_REGISTRY_FILES = {
  storage: '/storage-facilities.json',
  shortages: '/fuel-shortages.json',
  disruptions: '/energy-disruptions.json',
} as const;

const DAY_MS = 24 * 3_600_000;
/** Fuel shortages change fastest: daily plus up to an hour of jitter. */
export const FUEL_SHORTAGES_SCHEDULE = { everyMs: DAY_MS, jitterMs: 3_600_000 } as const;
/** Storage facilities and disruptions: weekly plus up to six hours of jitter. */
export const WEEKLY_REGISTRY_SCHEDULE = { everyMs: 7 * DAY_MS, jitterMs: 6 * 3_600_000 } as const;
/** Time box of one run (one file of at most a few hundred kilobytes). */
export const ENERGY_REGISTRIES_RUN_TIMEOUT_MS = 60_000;
/** Capture date of the bundled registries (the reference repository snapshot they come from). */
export const ENERGY_REGISTRIES_BUNDLE_CAPTURED_AT = '2026-08-22T00:00:00Z';

const file = (path: string) => path.slice(1);
const bundle = (path: string) =>
  bundleBeside(import.meta.url, {
    name: 'energy-registries',
    files: { registry: file(path) },
    capturedAt: ENERGY_REGISTRIES_BUNDLE_CAPTURED_AT,
  });

function jobs(settings: Settings) {
  const base = settings.ENERGY_REGISTRIES_BASE_URL;
  const common = {
    resource: 'registry',
    accept: 'application/json',
    minRecords: 1,
    timeoutMs: ENERGY_REGISTRIES_RUN_TIMEOUT_MS,
  } as const;
  return [
    singleGetJob({
      ...common,
      id: 'energy-storage-facilities',
      key: supplyChainEnergyKeys.storageFacilities,
      title: 'Curated storage-facility registry (operators, GIE, EIA, GEM + evidence)',
      url: joinUrl(base, ENERGY_REGISTRY_FILES.storage),
      schedule: WEEKLY_REGISTRY_SCHEDULE,
      bundle: bundle(ENERGY_REGISTRY_FILES.storage),
      parse: (body) => parseStorageRegistry(body, file(ENERGY_REGISTRY_FILES.storage)),
    }),
    singleGetJob({
      ...common,
      id: 'energy-fuel-shortages',
      key: supplyChainEnergyKeys.fuelShortages,
      title: 'Curated fuel-shortage registry (regulators, IEA, operators, press)',
      url: joinUrl(base, ENERGY_REGISTRY_FILES.shortages),
      schedule: FUEL_SHORTAGES_SCHEDULE,
      bundle: bundle(ENERGY_REGISTRY_FILES.shortages),
      parse: (body) => parseShortageRegistry(body, file(ENERGY_REGISTRY_FILES.shortages)),
    }),
    singleGetJob({
      ...common,
      id: 'energy-disruptions',
      key: supplyChainEnergyKeys.energyDisruptions,
      title: 'Curated energy-disruption registry (operators, regulators, sanctions lists, press)',
      url: joinUrl(base, ENERGY_REGISTRY_FILES.disruptions),
      schedule: WEEKLY_REGISTRY_SCHEDULE,
      bundle: bundle(ENERGY_REGISTRY_FILES.disruptions),
      parse: (body) => parseDisruptionRegistry(body, file(ENERGY_REGISTRY_FILES.disruptions)),
    }),
  ];
}

/** The curated energy registry source. */
export const energyRegistriesSource = defineSource({
  id: 'energy-registries',
  title: 'Curated energy registries (storage facilities, fuel shortages, energy disruptions)',
  note: 'keyless; shortages daily, storage and disruptions weekly',
  availability: KEYLESS,
  keys: [
    supplyChainEnergyKeys.storageFacilities,
    supplyChainEnergyKeys.fuelShortages,
    supplyChainEnergyKeys.energyDisruptions,
  ],
  env: ENERGY_REGISTRIES_ENV,
  jobs,
});
