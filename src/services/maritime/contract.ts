/**
 * Maritime service contract: NGA's broadcast navigational warnings, with the response schema and
 * the degraded body declared beside it (DESIGN §4); the vessel snapshot is in `contract-vessels.ts`.
 */
import Type from 'typebox';
import { Cursor, PageSize } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { vesselOperations } from './contract-vessels';
import { maritimeKeys } from './data';

const SERVICE = 'maritime';
const TAG = 'Maritime';

/** Longest `area` filter accepted. */
export const MAX_AREA_FILTER_CHARS = 100;

const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

/** A WGS84 position in decimal degrees. */
export const WarningLocationSchema = Type.Object({
  latitude: Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180 })),
});

/** One navigational warning. */
export const NavigationalWarningSchema = Type.Object({
  id: Type.Optional(
    Type.String({ description: 'Identifier, <area code>-<year>-<number> (e.g. 4-2023-418)' }),
  ),
  title: Type.Optional(
    Type.String({
      description: 'Broadcast and number as NGA cites it, e.g. NAVAREA IV 418/23 or HYDROLANT 808/23',
    }),
  ),
  text: Type.Optional(Type.String({ description: 'Whole warning text, line breaks kept' })),
  area: Type.Optional(
    Type.String({
      description:
        'Sea area and country from the heading of the text (e.g. WESTERN NORTH ATLANTIC, FLORIDA); the broadcast when the text has no heading',
    }),
  ),
  location: Type.Optional(WarningLocationSchema),
  issuedAt: Type.Optional(EpochMs('Issue time, Unix epoch milliseconds')),
  expiresAt: Type.Optional(
    EpochMs(
      'Planned cancellation (the text\'s "CANCEL THIS MSG" time), Unix epoch milliseconds; absent when none is set',
    ),
  ),
  authority: Type.Optional(Type.String({ description: 'Originator of the warning and its own reference' })),
});

/** The page of list-navigational-warnings; its empty page is the degraded answer: no warnings have been loaded (the header says so; not: no warnings in force). */
export const NAVIGATIONAL_WARNINGS_PAGE = pagedList('warnings', NavigationalWarningSchema, {
  items: { description: 'Newest issue first' },
});

/** GET /api/maritime/v1/list-navigational-warnings. */
export const listNavigationalWarnings = getOp({
  id: 'ListNavigationalWarnings',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-navigational-warnings',
  summary: 'Maritime navigational warnings in force',
  description:
    'Active broadcast warnings of NGA (NAVAREA IV and XII, HYDROLANT, HYDROPAC, HYDROARC), newest issue first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`; empty on the last page). `area` keeps the warnings whose broadcast (e.g. NAVAREA IV, HYDROPAC), heading or text contains it, ignoring case and line breaks (e.g. `Persian Gulf`). `location` is the first position the text gives; `expiresAt` the cancellation time the text sets. With `X-Data-Status: unavailable` an empty list means no warnings could be loaded.',
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    area: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_AREA_FILTER_CHARS,
        description: 'Text the broadcast, heading or text must contain (e.g. NAVAREA IV, Persian Gulf)',
      }),
    ),
  }),
  response: NAVIGATIONAL_WARNINGS_PAGE.schema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [maritimeKeys.navigationalWarnings.name],
});

/** Every maritime operation served. */
export const maritimeOperations: readonly OperationDef[] = [listNavigationalWarnings, ...vesselOperations];
