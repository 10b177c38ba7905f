/**
 * The port of the request-time GDELT DOC 2.0 lookups (DESIGN §1): the `gdeltDoc` field of the
 * providers, filled by the GDELT DOC source (`sources/gdelt-doc/source.ts`); tests may pass their
 * own. Without one, or when GDELT gives no answer, the operations answer their degraded bodies.
 */

/** One article of an ArtList answer. */
export interface GdeltDocArticle {
  url: string;
  title: string;
  /** `seendate` as GDELT writes it (`20240101T000000Z`). */
  seenDate?: string;
  domain?: string;
  language?: string;
  image?: string;
}

/** One point of a timeline. */
export interface GdeltTimelinePoint {
  date: string;
  value: number;
}

/** An article search. */
export interface GdeltDocSearch {
  query: string;
  maxRecords: number;
  timespan?: string;
  sort: string;
}

/** The DOC 2.0 lookups. Both reject (ProviderCallError) when GDELT gave no usable answer. */
export interface GdeltDocProvider {
  articles(search: GdeltDocSearch): Promise<{ articles: GdeltDocArticle[]; fetchedAt: string }>;
  timeline(
    mode: 'timelinevol' | 'timelinetone',
    query: string,
    timespan: string,
  ): Promise<{ points: GdeltTimelinePoint[]; fetchedAt: string }>;
}

declare module '../../ingest/source' {
  interface Providers {
    gdeltDoc?: GdeltDocProvider;
  }
}
