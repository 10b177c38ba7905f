/**
 * The request-time port of the maritime service (DESIGN §1): a vessel snapshot of a bounding box,
 * filled by `sources/aisstream/` when `AISSTREAM_API_KEY` is set, or by tests through
 * `deps.providers`; without it get-vessel-snapshot answers its degraded body.
 */
import type { VesselSnapshotData } from './sources/aisstream/parser';

/** A vessel snapshot lookup. */
export interface VesselSnapshotProvider {
  /** The vessels AIS reports in the box during a short listening window. */
  snapshot(box: { south: number; west: number; north: number; east: number }): Promise<VesselSnapshotData>;
}

/** The request-time providers of the maritime service. */
export interface MaritimeProviders {
  vessels?: VesselSnapshotProvider;
}

declare module '../../ingest/source' {
  interface Providers {
    maritime?: MaritimeProviders;
  }
}
