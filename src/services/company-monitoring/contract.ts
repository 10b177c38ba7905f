/**
 * Company-monitoring service contract (SPEC §1, §2.5, §4.6). Contract only: the import is in the
 * OpenAPI document but not routed, so calls to it get the ordinary 404.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { type OperationDef, postOp } from '../../contract/op';
import { isoCountries as countries } from '../../reference/countries';

const SERVICE = 'company-monitoring';
const TAG = 'Company Monitoring';

/** Contract version every import request carries (SPEC §9). */
export const COMPANY_IMPORT_CONTRACT_VERSION = 'cm-import-v1';
/** Most rows one import may carry (SPEC §8). */
export const MAX_IMPORT_ROWS = 100;
/** Longest client import id. */
export const MAX_CLIENT_IMPORT_ID_LENGTH = 64;
/** Length limits of the company fields. */
export const COMPANY_FIELD_LIMITS = {
  name: 256,
  aliases: 20,
  alias: 256,
  domains: 10,
  domain: 253,
  identifiers: 20,
  identifier: 512,
  xHandles: 5,
  locations: 20,
  location: 256,
  customerReference: 128,
  reasonCode: 64,
} as const;

/** `DOMICILE_COUNTRY_<ISO2>` for every ISO 3166-1 alpha-2 code (from i18n-iso-countries). */
export const DOMICILE_COUNTRIES: readonly string[] = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => `DOMICILE_COUNTRY_${code}`);

/** Per-row outcomes of an import. */
export const COMPANY_IMPORT_ROW_OUTCOMES = [
  'COMPANY_IMPORT_ROW_OUTCOME_UNSPECIFIED',
  'COMPANY_IMPORT_ROW_OUTCOME_CREATED',
  'COMPANY_IMPORT_ROW_OUTCOME_REPLAYED',
  'COMPANY_IMPORT_ROW_OUTCOME_CONFLICT',
  'COMPANY_IMPORT_ROW_OUTCOME_REJECTED',
  'COMPANY_IMPORT_ROW_OUTCOME_NO_OP',
] as const;

const HOSTNAME_PATTERN =
  '^(?:www\\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.?$';
const L = COMPANY_FIELD_LIMITS;
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A company as a client submits it. */
export const MonitoredCompanyInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: L.name, description: 'Legal or common name' }),
  aliases: Type.Optional(Type.Array(Text(L.alias), { maxItems: L.aliases })),
  customerReference: Type.Optional(
    Type.String({ maxLength: L.customerReference, description: "The client's own reference" }),
  ),
  domains: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: L.domain, pattern: HOSTNAME_PATTERN }), {
      maxItems: L.domains,
      description: 'Web domains of the company (hostnames)',
    }),
  ),
  domicileCountry: Type.Unsafe<string>({
    type: 'string',
    enum: [...DOMICILE_COUNTRIES],
    description: 'Country of domicile, DOMICILE_COUNTRY_<ISO 3166-1 alpha-2>',
  }),
  identifiers: Type.Optional(
    Type.Array(Text(L.identifier), { maxItems: L.identifiers, description: 'Registry ids, tickers, LEIs' }),
  ),
  xHandles: Type.Optional(
    Type.Array(Type.String({ maxLength: 16, pattern: '^@?[A-Za-z0-9_]{1,15}$' }), { maxItems: L.xHandles }),
  ),
  locations: Type.Optional(Type.Array(Text(L.location), { maxItems: L.locations })),
});

/** One row of an import. */
export const MonitoredCompanyImportRowSchema = Type.Object({
  ordinal: Int32({
    minimum: 0,
    maximum: MAX_IMPORT_ROWS - 1,
    description: 'Position of the row, from 0; the ordinals of an import are 0..n-1',
  }),
  company: MonitoredCompanyInputSchema,
});

/** ImportMonitoredCompanyBatchRequest (SPEC §2.5). */
export const ImportMonitoredCompanyBatchRequestSchema = Type.Object({
  clientImportId: Type.String({
    minLength: 1,
    maxLength: MAX_CLIENT_IMPORT_ID_LENGTH,
    description: 'Client id of the import; repeating it replays the rows already imported',
  }),
  contractVersion: Type.Literal(COMPANY_IMPORT_CONTRACT_VERSION),
  rows: Type.Array(MonitoredCompanyImportRowSchema, { minItems: 1, maxItems: MAX_IMPORT_ROWS }),
});
export type ImportMonitoredCompanyBatchRequest = Static<typeof ImportMonitoredCompanyBatchRequestSchema>;

/** The outcome of one imported row. */
export const CompanyImportRowResultSchema = Type.Object({
  ordinal: Int32({ minimum: 0 }),
  companyId: Type.Optional(
    Type.String({
      pattern: '^cm_company_[0-9A-HJKMNP-TV-Z]{26}$',
      description: 'Id of the created or matched company, cm_company_<ULID>',
    }),
  ),
  outcome: StringEnum(COMPANY_IMPORT_ROW_OUTCOMES),
  reasonCode: Type.Optional(
    Type.String({ maxLength: L.reasonCode, description: 'Why a row was rejected or conflicted' }),
  ),
});

/** ImportMonitoredCompanyBatchResponse (SPEC §2.5). */
export const ImportMonitoredCompanyBatchResponseSchema = Type.Object({
  createdCount: Int32({ minimum: 0 }),
  rejectedCount: Int32({ minimum: 0 }),
  replayedCount: Int32({ minimum: 0 }),
  results: Type.Array(CompanyImportRowResultSchema, { maxItems: MAX_IMPORT_ROWS }),
});

/** POST /api/company-monitoring/v1/import-monitored-company-batch (contract only). */
export const importMonitoredCompanyBatch = postOp({
  id: 'ImportMonitoredCompanyBatch',
  service: SERVICE,
  tag: TAG,
  rpc: 'import-monitored-company-batch',
  summary: 'Import monitored companies',
  description: `Imports up to ${MAX_IMPORT_ROWS} normalized company rows into the caller's account and returns a deterministic outcome per row; the counts tell how many rows were created, rejected and replayed. Retrying with the same clientImportId replays rows per row, so the Idempotency-Key header is ignored here. Contract only: this operation is published but not served yet (disabled until its dependency passes). Requires scope company_monitoring:write.`,
  body: ImportMonitoredCompanyBatchRequestSchema,
  response: ImportMonitoredCompanyBatchResponseSchema,
  access: { scope: 'company_monitoring:write' },
  cacheTier: 'none',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  availability: {
    kind: 'own-store',
    reason:
      "writes the caller's monitored-company records to this server's store (contract only: not routed)",
  },
  routed: false,
  errorStatuses: [400, 401, 403, 429],
});

/** Every company-monitoring operation. */
export const companyMonitoringOperations: readonly OperationDef[] = [importMonitoredCompanyBatch];
