/**
 * GET /api/resilience/v1/get-demographics-capability: validated age-structure, education and
 * industrial-workforce observations of one country, each group from its own upstream stage
 * (SPEC §2.3, §4.6).
 */
import type { SnapshotRead } from '../../store/snapshot';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import {
  type CapabilityMetric,
  missingObservation,
  type Observation,
  type ObservationGroup,
  pickObservation,
  WORKFORCE_METRICS,
  WORKFORCE_PARTS,
} from './capability-metrics';
import { type DemographicsCapability, demographicsUnavailable, getDemographicsCapability } from './contract';
import { AGE_STRUCTURE_METRICS, EDUCATION_METRICS, type ObservationRow, resilienceKeys } from './data';

type Stage = DemographicsCapability['stages'][number];
type ObservationSet = { observations: readonly ObservationRow[] };

/** Handler of get-demographics-capability. */
export const getDemographicsCapabilityHandler = defineHandler(
  getDemographicsCapability,
  async (ctx, query) => {
    const countryCode: string = query.country_code;
    const [wpp, education, ilostat] = await Promise.all([
      ctx.snapshots.read(resilienceKeys.demographicsAgeStructure),
      ctx.snapshots.read(resilienceKeys.demographicsEducation),
      ctx.snapshots.read(resilienceKeys.demographicsIndustrialWorkforce),
    ]);
    const reads = [wpp, education, ilostat] as SnapshotRead<ObservationSet>[];
    const fetchedAt = oldestFetchedAt(reads);
    if (fetchedAt === undefined) return unavailable(demographicsUnavailable(countryCode));

    const year = ctx.now().getUTCFullYear();
    const rowsOf = (read: SnapshotRead<ObservationSet>) =>
      read.status === 'hit'
        ? read.snapshot.data.observations.filter((o) => o.countryCode === countryCode)
        : [];
    const ageRows = rowsOf(wpp);
    const eduRows = rowsOf(education);
    const iloRows = rowsOf(ilostat);

    const ageStructure = group(AGE_STRUCTURE_METRICS, (m) => pickObservation(ageRows, m, year));
    const educationGroup = group(EDUCATION_METRICS, (m) => pickObservation(eduRows, m, year));
    const industrialWorkforce = workforceGroup(iloRows, year);
    return fromData(
      {
        countryCode,
        available: ageStructure.available || educationGroup.available || industrialWorkforce.available,
        fetchedAt,
        stages: [stage('wpp', wpp), stage('education', education), stage('ilostat', ilostat)],
        ageStructure,
        education: educationGroup,
        industrialWorkforce,
      },
      fetchedAt,
    );
  },
);

/** A group of observations; `available` when any of them is. */
function group<M extends CapabilityMetric>(
  metrics: readonly M[],
  pick: (metric: M) => Observation | undefined,
): ObservationGroup<M> {
  const entries = metrics.map((m) => [m, pick(m) ?? missingObservation(m)] as const);
  const available = entries.some(([, o]) => o.available);
  return { available, ...Object.fromEntries(entries) } as ObservationGroup<M>;
}

/**
 * The trained industrial workforce is craft trades plus machine operators, only when both come
 * from the same year and source (adding figures of different years would describe no real year).
 */
function workforceGroup(rows: readonly ObservationRow[], year: number) {
  return group(WORKFORCE_METRICS, (m) => {
    if (m !== 'trainedIndustrialWorkforcePeople') return pickObservation(rows, m, year);
    const [craft, operators] = WORKFORCE_PARTS.map((p) => pickObservation(rows, p, year));
    if (!craft?.available || !operators?.available) return undefined;
    if (craft.year !== operators.year || craft.source !== operators.source) return undefined;
    return {
      available: true,
      unit: craft.unit,
      value: (craft.value ?? 0) + (operators.value ?? 0),
      year: craft.year,
      source: craft.source,
    };
  });
}

function stage(name: Stage['name'], read: SnapshotRead<ObservationSet>): Stage {
  if (read.status !== 'hit') {
    return { name, status: 'unavailable', fetchedAt: '', recordCount: 0, newestObservationYear: 0 };
  }
  const { data, meta } = read.snapshot;
  const newest = data.observations.reduce((max, o) => Math.max(max, o.year), 0);
  return {
    name,
    status: 'fresh',
    fetchedAt: meta.fetchedAt,
    recordCount: meta.recordCount,
    newestObservationYear: newest,
  };
}
