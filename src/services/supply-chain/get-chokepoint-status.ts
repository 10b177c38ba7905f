/**
 * GET /api/supply-chain/v1/get-chokepoint-status: every chokepoint IMF PortWatch tracks, with its
 * latest transits, week-on-week change, 30-day anomaly and the NGA warnings in force near it
 * (read through the maritime service's data). The rule is `chokepoint-status-rule.ts`.
 */
import type { Static } from 'typebox';
import type { SnapshotRead } from '../../store/snapshot';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { maritimeKeys, type NavigationalWarningsData } from '../maritime/data';
import type { ChokepointPlace, ChokepointTransits } from './chokepoint-data';
import { anyHit, readChokepoints, requireKnownChokepoint } from './chokepoint-reads';
import {
  disruptionScore,
  scoreStatus,
  type TransitFigures,
  transitFigures,
  WARNING_RADIUS_KM,
  warningsNear,
} from './chokepoint-status-rule';
import { CHOKEPOINT_STATUS_UNAVAILABLE, getChokepointStatus } from './contract-chokepoints';

type Response = Static<typeof getChokepointStatus.response>;
type Info = Response['chokepoints'][number];

/** Inputs of the reference's status no source of this project provides, with the reason. */
export const ALWAYS_MISSING_INPUTS: readonly string[] = [
  "warRiskTier: the reference's tiers are typed by hand from Lloyd's Joint War Committee listings; no public data file holds them",
  "affectedRoutes, directions, directionalDwt: route and direction tables typed by hand in the reference's code",
  "flowEstimate: the reference's EIA baselines are typed by hand in its code",
];

/** What the status names as missing, given what was read. */
function missingInputs(transits: boolean, registry: boolean, warnings: boolean, ais: boolean): string[] {
  const missing: string[] = [
    ais
      ? 'aisDisruptions, congestionLevel: AISSTREAM_API_KEY is set, but disruption counts need a continuously running AIS relay with baselines, which this project does not run'
      : 'aisDisruptions, congestionLevel: no AIS operator key (AISSTREAM_API_KEY not set), and disruption counts would also need a continuously running AIS relay',
  ];
  if (!transits) missing.push('transitSummary, disruptionScore: no PortWatch transit data loaded yet');
  if (!registry)
    missing.push('lat, lon, activeWarnings: no PortWatch chokepoint database loaded yet (positions)');
  else if (!warnings) missing.push('activeWarnings: no NGA navigational warnings loaded yet');
  return [...missing, ...ALWAYS_MISSING_INPUTS];
}

/** The chokepoints to list: the database's, then any only the transits name. */
function chokepointList(places: readonly ChokepointPlace[], transits: readonly ChokepointTransits[]) {
  const list = places.map((p) => ({ id: p.id, name: p.name, place: p as ChokepointPlace | undefined }));
  for (const t of transits)
    if (!places.some((p) => p.id === t.id)) list.push({ id: t.id, name: t.name, place: undefined });
  return list;
}

/** One sentence with the figures. */
function describe(name: string, f: TransitFigures | undefined, warnings: number | undefined): string {
  const parts: string[] = [];
  if (f) {
    parts.push(`${f.latest.total} transits on ${f.latest.date}`);
    if (f.weekMean !== undefined) parts.push(`7-day mean ${f.weekMean}`);
    if (f.wowChangePct !== undefined) parts.push(`week on week ${f.wowChangePct}%`);
    if (f.disruptionPct !== undefined)
      parts.push(`${f.disruptionPct}% below the 30-day baseline ${f.baselineMean}`);
  } else parts.push('no transit data');
  if (warnings !== undefined) parts.push(`${warnings} NGA warnings within ${WARNING_RADIUS_KM} km`);
  return `${name}: ${parts.join('; ')}`;
}

function toInfo(
  entry: { id: string; name: string; place: ChokepointPlace | undefined },
  transits: ChokepointTransits | undefined,
  nga: NavigationalWarningsData | undefined,
): Info {
  const { id, name, place } = entry;
  const f = transits ? transitFigures(transits.days) : undefined;
  const near = place && nga ? warningsNear(place, nga.warnings) : undefined;
  const scored = f !== undefined || near !== undefined;
  const score = disruptionScore(f?.disruptionPct, near?.length);
  const info: Info = { id, name };
  if (place) Object.assign(info, { lat: place.lat, lon: place.lon });
  if (scored) Object.assign(info, { disruptionScore: score, status: scoreStatus(score) });
  if (near) Object.assign(info, { activeWarnings: near.length, warningIds: near });
  info.description = describe(name, f, near?.length);
  info.transitSummary = f
    ? {
        todayTotal: f.latest.total,
        ...(f.latest.tanker === undefined ? {} : { todayTanker: f.latest.tanker }),
        ...(f.latest.cargo === undefined ? {} : { todayCargo: f.latest.cargo }),
        ...(f.latest.cargo !== undefined && f.latest.tanker !== undefined
          ? { todayOther: Math.max(0, f.latest.total - f.latest.cargo - f.latest.tanker) }
          : {}),
        ...(f.wowChangePct === undefined ? {} : { wowChangePct: f.wowChangePct }),
        ...(f.disruptionPct === undefined ? {} : { disruptionPct: f.disruptionPct }),
        dataAvailable: true,
        latestDate: f.latest.date,
        ...(f.anomaly === undefined ? {} : { anomaly: f.anomaly }),
      }
    : { dataAvailable: false };
  return info;
}

/** Handler of get-chokepoint-status. */
export const getChokepointStatusHandler = defineHandler(getChokepointStatus, async (ctx, query) => {
  const [reads, ngaRead] = await Promise.all([
    readChokepoints(ctx),
    ctx.snapshots.read(maritimeKeys.navigationalWarnings),
  ]);
  if (!anyHit(reads)) return unavailable(CHOKEPOINT_STATUS_UNAVAILABLE);
  const only = query.chokepoint_id?.toLowerCase();
  if (only !== undefined) requireKnownChokepoint(reads, only);
  const places = reads.registry.status === 'hit' ? reads.registry.snapshot.data.chokepoints : [];
  const transits = reads.transits.status === 'hit' ? reads.transits.snapshot.data.chokepoints : [];
  const nga = ngaRead.status === 'hit' ? ngaRead.snapshot.data : undefined;
  const chokepoints = chokepointList(places, transits)
    .filter((c) => only === undefined || c.id === only)
    .map((c) =>
      toInfo(
        c,
        transits.find((t) => t.id === c.id),
        nga,
      ),
    );
  const hits = [reads.registry, reads.transits, ngaRead] as SnapshotRead<unknown>[];
  const fetchedAt = oldestFetchedAt(hits) as string;
  return fromData(
    {
      chokepoints,
      fetchedAt: reads.transits.status === 'hit' ? reads.transits.snapshot.meta.fetchedAt : '',
      upstreamUnavailable: reads.transits.status !== 'hit',
      missingInputs: missingInputs(
        reads.transits.status === 'hit',
        places.length > 0,
        nga !== undefined,
        ctx.providers.maritime?.vessels !== undefined,
      ),
    },
    fetchedAt,
  );
});
