/**
 * The clustering rule of the thermal escalations (README): single linkage of FIRMS pixels within
 * CLUSTER_DISTANCE_KM, then per-cluster figures and a status. Pure.
 */
import type { FireDetectionRecord } from '../wildfire/data';

/** Pixels closer than this (great-circle) join one cluster. */
export const CLUSTER_DISTANCE_KM = 10;
/** A cluster seen over at least this span is persistent. */
export const PERSISTENT_HOURS = 24;
/** A cluster with at least this many pixels is elevated. */
export const ELEVATED_MIN_COUNT = 5;
/** A cluster with at least this total radiative power (MW) is elevated. */
export const ELEVATED_MIN_FRP = 100;
/** A pixel of at least this radiative power (MW) flags the cluster `high-frp`. */
export const HIGH_FRP_MW = 100;

const KM_PER_DEG = 111.32;
const BAND_DEG = CLUSTER_DISTANCE_KM / KM_PER_DEG;

export type ClusterStatus = 'PERSISTENT' | 'ELEVATED' | 'NORMAL';
export type ClusterConfidence = 'HIGH' | 'MEDIUM' | 'LOW';

/** One cluster's figures. */
export interface FireCluster {
  id: string;
  latitude: number;
  longitude: number;
  region: string;
  first: number;
  last: number;
  count: number;
  satellites: number;
  avgBrightness: number;
  maxBrightness: number;
  totalFrp: number;
  maxFrp: number;
  nightShare: number;
  persistenceHours: number;
  status: ClusterStatus;
  confidence: ClusterConfidence;
  flags: string[];
}

function distanceKm(a: FireDetectionRecord, b: FireDetectionRecord): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Groups the pixels: single linkage within CLUSTER_DISTANCE_KM (latitude bands keep it near linear). */
export function groupPixels(pixels: readonly FireDetectionRecord[]): FireDetectionRecord[][] {
  const parent = pixels.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const bands = new Map<number, number[]>();
  pixels.forEach((p, i) => {
    const b = Math.floor(p.latitude / BAND_DEG);
    bands.set(b, [...(bands.get(b) ?? []), i]);
  });
  pixels.forEach((p, i) => {
    const b = Math.floor(p.latitude / BAND_DEG);
    for (const nb of [b - 1, b, b + 1]) {
      for (const j of bands.get(nb) ?? []) {
        if (j <= i) continue;
        if (distanceKm(p, pixels[j]!) <= CLUSTER_DISTANCE_KM) parent[find(i)] = find(j);
      }
    }
  });
  const groups = new Map<number, FireDetectionRecord[]>();
  pixels.forEach((p, i) => {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), p]);
  });
  return [...groups.values()];
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** The figures, status, confidence and flags of one group. */
export function describeCluster(group: readonly FireDetectionRecord[]): FireCluster {
  const sorted = [...group].sort((a, b) => a.detectedAt - b.detectedAt || a.id.localeCompare(b.id));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const n = sorted.length;
  const sum = (f: (p: FireDetectionRecord) => number) => sorted.reduce((s, p) => s + f(p), 0);
  const totalFrp = sum((p) => p.frpMw);
  const maxFrp = Math.max(...sorted.map((p) => p.frpMw));
  const persistenceHours = (last.detectedAt - first.detectedAt) / 3_600_000;
  const nightShare = sorted.filter((p) => p.dayNight === 'N').length / n;
  const satellites = new Set(sorted.map((p) => p.satellite)).size;
  const regions = new Map<string, number>();
  for (const p of sorted) regions.set(p.region, (regions.get(p.region) ?? 0) + 1);
  const region = [...regions].sort((a, b) => b[1] - a[1])[0]![0];
  const high = sorted.filter((p) => p.confidence === 'high').length / n;
  const nominalOrHigh =
    sorted.filter((p) => p.confidence === 'high' || p.confidence === 'nominal').length / n;
  const status: ClusterStatus =
    persistenceHours >= PERSISTENT_HOURS
      ? 'PERSISTENT'
      : n >= ELEVATED_MIN_COUNT || totalFrp >= ELEVATED_MIN_FRP
        ? 'ELEVATED'
        : 'NORMAL';
  const flags = [
    ...(nightShare >= 0.5 ? ['night-activity'] : []),
    ...(satellites >= 2 ? ['multi-satellite'] : []),
    ...(maxFrp >= HIGH_FRP_MW ? ['high-frp'] : []),
  ];
  return {
    id: `tc:${first.id}`,
    latitude: round(sum((p) => p.latitude) / n, 5),
    longitude: round(sum((p) => p.longitude) / n, 5),
    region,
    first: first.detectedAt,
    last: last.detectedAt,
    count: n,
    satellites,
    avgBrightness: round(sum((p) => p.brightnessK) / n, 2),
    maxBrightness: Math.max(...sorted.map((p) => p.brightnessK)),
    totalFrp: round(totalFrp, 2),
    maxFrp,
    nightShare: round(nightShare, 3),
    persistenceHours: round(persistenceHours, 2),
    status,
    confidence: high >= 0.5 ? 'HIGH' : nominalOrHigh >= 0.5 ? 'MEDIUM' : 'LOW',
    flags,
  };
}

const RANK: Record<ClusterStatus, number> = { PERSISTENT: 0, ELEVATED: 1, NORMAL: 2 };

/** Every cluster of the pixels, persistent first, then elevated, then normal; by total FRP, then id. */
export function clusterPixels(pixels: readonly FireDetectionRecord[]): FireCluster[] {
  return groupPixels(pixels)
    .map(describeCluster)
    .sort((a, b) => RANK[a.status] - RANK[b.status] || b.totalFrp - a.totalFrp || a.id.localeCompare(b.id));
}
