/**
 * Every environment variable the process reads, in the order the references list them: the
 * server's, the ingestion core's, then each source's (from the services list).
 */
import { CORE_ENV_SECTIONS } from './config';
import type { EnvSection, EnvSpec } from './env-vars';
import { INGEST_ENV } from './ingest/runtime';
import { CATALOG } from './services';

/** All sections of the environment reference. */
export const ENV_SECTIONS: readonly EnvSection[] = [
  ...CORE_ENV_SECTIONS,
  { title: 'Ingestion: every source', spec: INGEST_ENV },
  ...CATALOG.envSections,
];

/** The declarations `loadConfig` validates besides its own (ingestion and sources). */
export const EXTRA_ENV_SPECS: readonly EnvSpec[] = [INGEST_ENV, ...CATALOG.envSpecs];
