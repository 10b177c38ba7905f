/**
 * The port of the request-time imagery search (DESIGN §1): the `imagery` field of the providers,
 * filled by the Earth Search source (`sources/earth-search/source.ts`); tests may pass their own
 * through `deps.providers`. Without one the operation answers its degraded body (DESIGN §4).
 */
import type { ImageryScene } from './contract';

/** The request-time providers of the imagery service. */
export interface ImageryProviders {
  search?: ImageryProvider;
}

declare module '../../ingest/source' {
  interface Providers {
    imagery?: ImageryProviders;
  }
}

/** A validated scene search, in STAC terms. */
export interface ImagerySearch {
  /** STAC collection ids, at least one. */
  collections: string[];
  /** west, south, east, north in degrees. */
  bbox?: [number, number, number, number];
  /** A STAC datetime (instant or interval with `..` open ends), UTC. */
  datetime?: string;
  limit: number;
}

/** What a search found. */
export interface ImageryAnswer {
  scenes: (ImageryScene & { collection: string })[];
  totalResults: number;
  cacheHit: boolean;
  /** When the answer was fetched from the catalogue (ISO 8601). */
  fetchedAt: string;
}

/** The scene search; rejects when the catalogue gave no answer. */
export interface ImageryProvider {
  search(query: ImagerySearch): Promise<ImageryAnswer>;
}
