/**
 * Cyber service contract: threat indicators (botnet command-and-control servers), keyed access.
 * With no snapshot the operation answers the degraded body declared beside its response schema,
 * with `X-Data-Status: unavailable` (DESIGN §4).
 */
import Type from 'typebox';
import { Cursor, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { cyberKeys } from './data';
import { CRITICALITY_LEVELS } from './severity';

const SERVICE = 'cyber';
const TAG = 'Cyber';

/** Threat types of the contract (UNSPECIFIED is never answered). */
export const CYBER_THREAT_TYPES = [
  'CYBER_THREAT_TYPE_UNSPECIFIED',
  'CYBER_THREAT_TYPE_C2_SERVER',
  'CYBER_THREAT_TYPE_MALWARE_HOST',
  'CYBER_THREAT_TYPE_PHISHING',
  'CYBER_THREAT_TYPE_MALICIOUS_URL',
] as const;
/** Threat sources of the contract (UNSPECIFIED is never answered). */
export const CYBER_THREAT_SOURCES = [
  'CYBER_THREAT_SOURCE_UNSPECIFIED',
  'CYBER_THREAT_SOURCE_FEODO',
  'CYBER_THREAT_SOURCE_URLHAUS',
  'CYBER_THREAT_SOURCE_C2INTEL',
  'CYBER_THREAT_SOURCE_OTX',
  'CYBER_THREAT_SOURCE_ABUSEIPDB',
] as const;
/** Indicator kinds of the contract. */
export const CYBER_THREAT_INDICATOR_TYPES = [
  'CYBER_THREAT_INDICATOR_TYPE_UNSPECIFIED',
  'CYBER_THREAT_INDICATOR_TYPE_IP',
  'CYBER_THREAT_INDICATOR_TYPE_DOMAIN',
  'CYBER_THREAT_INDICATOR_TYPE_URL',
] as const;

/** The values a filter parameter accepts: the contract's, without UNSPECIFIED. */
const specified = <T extends string>(values: readonly T[]) =>
  values.filter((v) => !v.endsWith('_UNSPECIFIED'));

const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

/** A WGS84 position in decimal degrees. */
export const GeoCoordinatesSchema = Type.Object({
  latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90, description: 'Degrees north' }),
  longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180, description: 'Degrees east' }),
});

/** One threat indicator (the reference's CyberThreat record). */
export const CyberThreatSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Source-prefixed id (feodo:<ip>:<port>)' }),
  type: Type.Optional(StringEnum(CYBER_THREAT_TYPES, { description: 'What the indicator is used for' })),
  source: Type.Optional(StringEnum(CYBER_THREAT_SOURCES, { description: 'Who lists it' })),
  indicator: Type.Optional(Type.String({ description: 'The IP address, domain or URL' })),
  indicatorType: Type.Optional(StringEnum(CYBER_THREAT_INDICATOR_TYPES)),
  location: Type.Optional(GeoCoordinatesSchema),
  country: Type.Optional(
    Type.String({ description: 'ISO 3166-1 alpha-2; absent when the source does not state it' }),
  ),
  severity: Type.Optional(
    StringEnum(CRITICALITY_LEVELS, { description: 'Derived by the rule of the service README' }),
  ),
  malwareFamily: Type.Optional(Type.String({ description: 'Malware the indicator serves, when known' })),
  tags: Type.Optional(Type.Array(Type.String(), { description: 'Descriptive tags' })),
  firstSeenAt: Type.Optional(EpochMs('When the source first listed it, Unix epoch ms')),
  lastSeenAt: Type.Optional(
    EpochMs('Last day it was seen active, Unix epoch ms at 00:00 UTC (the source gives a date)'),
  ),
});

/** The page of list-cyber-threats; its empty page is the degraded answer: no threat list has been loaded. @see SPEC §7 */
export const CYBER_THREATS_PAGE = pagedList('threats', CyberThreatSchema);

/** GET /api/cyber/v1/list-cyber-threats. */
export const listCyberThreats = getOp({
  id: 'ListCyberThreats',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-cyber-threats',
  summary: 'Cyber threat indicators',
  description:
    'Botnet command-and-control servers of the abuse.ch Feodo Tracker blocklist, most recently active first. `start`/`end` (inclusive, Unix epoch ms or ISO 8601) keep the servers active during the window (first seen before its end, last seen on or after its start); without them every listed server is answered. `type`, `source` and `min_severity` filter on the answered values. Pages of `page_size`; pass `pagination.nextCursor` as `cursor` for the next page (empty on the last). Country and network fields are absent: the list does not state them.',
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    type: Type.Optional(
      StringEnum(specified(CYBER_THREAT_TYPES), { description: 'Only threats of this type' }),
    ),
    source: Type.Optional(
      StringEnum(specified(CYBER_THREAT_SOURCES), { description: 'Only threats listed by this source' }),
    ),
    min_severity: Type.Optional(
      StringEnum(specified(CRITICALITY_LEVELS), { description: 'Only threats of at least this severity' }),
    ),
  }),
  response: CYBER_THREATS_PAGE.schema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [cyberKeys.feodoC2.name],
});

/** Every cyber operation. */
export const cyberOperations: readonly OperationDef[] = [listCyberThreats];
