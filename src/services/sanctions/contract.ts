/**
 * Sanctions service contract: the entity lookup over OFAC's SDN list (schema, degraded body) and
 * the list of operations; the sanctions-pressure summary is in `contract-pressure.ts`. Paths,
 * parameters and fields follow the published SanctionsService contract; fields marked "beyond the
 * reference" are additions.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { listSanctionsPressure } from './contract-pressure';
import { SDN_PARTY_TYPES, sanctionsKeys } from './data';

const SERVICE = 'sanctions';
const TAG = 'Sanctions';

/** `max_results` when absent. */
export const DEFAULT_LOOKUP_RESULTS = 10;
/** Largest `max_results`. */
export const MAX_LOOKUP_RESULTS = 50;
/** Shortest and longest `q`, in characters. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
/** Most words of `q` (each is compared with the whole vocabulary of the list). */
export const MAX_QUERY_WORDS = 16;
/** The `source` of a lookup answered from the OFAC list. */
export const LOOKUP_SOURCE = 'ofac';

const Count = (description: string) => Int32({ minimum: 0, description });

/** One matched entity. */
export const SanctionEntityMatchSchema = Type.Object({
  id: Type.String({ description: 'List and entry number, e.g. `SDN:4695`' }),
  name: Type.String({ description: 'Primary name as OFAC writes it' }),
  entityType: StringEnum(SDN_PARTY_TYPES, { description: 'Kind of designated party' }),
  countryCodes: Type.Array(Type.String(), {
    description: 'ISO 3166-1 alpha-2 codes of the countries of its addresses (and a vessel flag)',
  }),
  programs: Type.Array(Type.String(), { description: 'Sanctions programs, e.g. SDGT' }),
  score: Type.Number({
    format: 'double',
    minimum: 0,
    maximum: 1,
    description: 'Match score, 0-1, three decimals; results are ordered by it (beyond the reference)',
  }),
  matchedName: Type.String({
    description: 'The name, alias or vessel call sign that matched best (beyond the reference)',
  }),
});

/** LookupSanctionEntityResponse. */
export const LookupSanctionEntityResponseSchema = Type.Object({
  results: Type.Array(SanctionEntityMatchSchema, { description: 'Best matches first, at most max_results' }),
  total: Count('Number of entities that matched, before max_results'),
  source: Type.String({ description: '`ofac` when the SDN list was searched; empty when no list is loaded' }),
});

/** The degraded lookup: no list has been loaded. */
export const LOOKUP_UNAVAILABLE: Static<typeof LookupSanctionEntityResponseSchema> = {
  results: [],
  total: 0,
  source: '',
};

/** GET /api/sanctions/v1/lookup-sanction-entity. */
export const lookupSanctionEntity = getOp({
  id: 'LookupSanctionEntity',
  service: SERVICE,
  tag: TAG,
  rpc: 'lookup-sanction-entity',
  summary: 'Search the OFAC SDN list by name',
  description:
    "Finds designated persons, organisations, vessels and aircraft on OFAC's Specially Designated Nationals list by name, alias (also the `a.k.a.` names of the remarks) or vessel call sign. Case, accents, punctuation and word order do not matter and close spellings match; each result carries its score, best first. Without `q` nothing is searched and the list is empty. `max_results` (alias `maxResults`) caps the list; `total` counts every match.",
  query: Type.Object({
    q: Type.Optional(
      Type.String({
        minLength: MIN_QUERY_LENGTH,
        maxLength: MAX_QUERY_LENGTH,
        description: `Name to look for: ${MIN_QUERY_LENGTH}-${MAX_QUERY_LENGTH} characters, 1-${MAX_QUERY_WORDS} words of letters or digits`,
      }),
    ),
    max_results: Type.Optional(
      Int32({
        minimum: 1,
        maximum: MAX_LOOKUP_RESULTS,
        default: DEFAULT_LOOKUP_RESULTS,
        description: `Most results returned, 1-${MAX_LOOKUP_RESULTS}`,
      }),
    ),
  }),
  queryAliases: { maxResults: 'max_results' },
  response: LookupSanctionEntityResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [sanctionsKeys.sdnList.name],
  exampleQuery: 'q=hizballah',
});

/** Every sanctions operation, in document order. */
export const sanctionsOperations: readonly OperationDef[] = [listSanctionsPressure, lookupSanctionEntity];
