/** Transitional: a source whose jobs still read the raw environment record. Removed once every source declares its variables. */
import type { RawEnv } from '../env-vars';
import type { Source } from './source';
import type { AnyIngestJob } from './types';

/** Wraps a raw-environment job factory as a source with no declared variables. */
export function defineLegacySource(
  id: string,
  title: string,
  note: string,
  jobs: (env: Record<string, string | undefined>) => AnyIngestJob[],
): Source {
  return { id, title, note, env: {}, createJobs: (env: RawEnv) => jobs({ ...env }), createProviders: () => ({}) };
}
