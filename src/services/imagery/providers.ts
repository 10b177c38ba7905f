/**
 * The port of the request-time imagery search (DESIGN §1). The Earth Search source registers its
 * adapter under the name below (`sources/earth-search/source.ts`); tests may pass their own through
 * `deps.providers`. Without one the operation answers its degraded body (DESIGN §4).
 */
import type { Providers } from '../handler';
import type { ImageryScene } from './contract';

/** Names under which the adapters are registered in `providers`. */
export const IMAGERY_PROVIDERS = { search: 'imagery.search' } as const;

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

/** The adapter registered under the search port, when it has the method the port needs. */
export function imageryProvider(providers: Providers): ImageryProvider | undefined {
  const candidate = providers[IMAGERY_PROVIDERS.search];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof (candidate as Record<string, unknown>).search === 'function'
    ? (candidate as ImageryProvider)
    : undefined;
}
