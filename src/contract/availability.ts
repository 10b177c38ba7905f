/**
 * Where an operation's data comes from (DESIGN §8, "Availability is visible"). Each source declares
 * its own (`defineSource`); an operation's is derived from the sources of the snapshot keys it reads
 * and of the providers it calls, or declared on the operation when no source fills it (derived
 * answers, the project's own store, no public source). The OpenAPI document carries it on every
 * operation as `x-availability`.
 */

/** What a source says about itself: reachable without a key, with an operator's key, or from documentation only. */
export type SourceAvailability =
  | { readonly kind: 'keyless-upstream' }
  | {
      readonly kind: 'operator-key';
      /** The variables that enable it (any one of them, or the group the reason names). */
      readonly variables: readonly string[];
      /** One line: what the key is and where it comes from. */
      readonly reason: string;
    }
  | {
      readonly kind: 'documented-format';
      /** One line: why no live capture checks the parser. */
      readonly reason: string;
      /** Variables the upstream also needs, when it is keyed. */
      readonly variables?: readonly string[];
    };

/** Where an operation's data comes from, as the OpenAPI document shows it (`x-availability`). */
export type Availability =
  | {
      readonly kind: 'keyless-upstream';
      /** Ids of the sources (`sources/<id>/`). */
      readonly sources: readonly string[];
      readonly reason?: string;
    }
  | {
      readonly kind: 'operator-key';
      readonly sources: readonly string[];
      readonly variables: readonly string[];
      readonly reason: string;
    }
  | {
      readonly kind: 'documented-format';
      readonly sources: readonly string[];
      readonly variables?: readonly string[];
      readonly reason: string;
    }
  | { readonly kind: 'derived'; readonly from: readonly string[]; readonly reason: string }
  | { readonly kind: 'own-store'; readonly reason: string }
  | { readonly kind: 'no-public-source'; readonly reason: string }
  /** Served with its contract, and an upstream exists, but no source of this project reads it yet. */
  | { readonly kind: 'no-source-yet'; readonly reason: string };

/** The kinds of an operation fed by sources. */
export type SourcedAvailability = Extract<Availability, { readonly sources: readonly string[] }>;

/** Every kind, in the order of how much an operator must do (or cannot do) to get data. */
export const AVAILABILITY_KINDS = [
  'keyless-upstream',
  'operator-key',
  'documented-format',
  'derived',
  'own-store',
  'no-public-source',
  'no-source-yet',
] as const satisfies readonly Availability['kind'][];

/** A source reachable without any key. */
export const KEYLESS: SourceAvailability = { kind: 'keyless-upstream' };

/** One source's availability as its operations see it. */
export interface SourceAvailabilityOf {
  readonly id: string;
  readonly availability: SourceAvailability;
}

const RANK: Record<SourceAvailability['kind'], number> = {
  'keyless-upstream': 0,
  'operator-key': 1,
  'documented-format': 2,
};

/**
 * The availability of an operation fed by these sources: the most demanding kind among them
 * (documentation only, then an operator key, then keyless), the union of their variables, and one
 * reason naming each source that is not keyless (and the keyless ones beside them).
 */
export function combineSourceAvailability(sources: readonly SourceAvailabilityOf[]): SourcedAvailability {
  if (sources.length === 0) throw new Error('combineSourceAvailability: no source');
  const ids = sources.map((s) => s.id);
  const worst = sources.reduce((a, b) => (RANK[b.availability.kind] > RANK[a.availability.kind] ? b : a));
  if (worst.availability.kind === 'keyless-upstream') return { kind: 'keyless-upstream', sources: ids };
  const variables = [
    ...new Set(
      sources.flatMap((s) =>
        s.availability.kind === 'keyless-upstream' ? [] : (s.availability.variables ?? []),
      ),
    ),
  ];
  const reasons = sources.flatMap((s) =>
    s.availability.kind === 'keyless-upstream' ? [] : [`${s.id}: ${s.availability.reason}`],
  );
  const keyless = sources.filter((s) => s.availability.kind === 'keyless-upstream').map((s) => s.id);
  if (keyless.length > 0) reasons.push(`${keyless.join(', ')}: keyless`);
  const reason = reasons.join('; ');
  return worst.availability.kind === 'operator-key'
    ? { kind: 'operator-key', sources: ids, variables, reason }
    : { kind: 'documented-format', sources: ids, ...(variables.length > 0 ? { variables } : {}), reason };
}
