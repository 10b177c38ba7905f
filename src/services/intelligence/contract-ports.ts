/**
 * Port activity operation of the intelligence service (issue 40): tanker traffic per port of a
 * country from IMF PortWatch's daily port calls.
 */
import Type, { type Static } from 'typebox';
import { CountryCode, Int32 } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { portActivityKeys } from './port-data';

/** One port's tanker activity. */
export const PortActivityEntrySchema = Type.Object({
  portId: Type.Optional(Type.String({ description: "PortWatch's port id (port1069)" })),
  portName: Type.Optional(Type.String()),
  lat: Type.Optional(Type.Number({ format: 'double' })),
  lon: Type.Optional(Type.Number({ format: 'double' })),
  tankerCalls30d: Type.Optional(
    Int32({ minimum: 0, description: 'Tanker port calls over the last 30 published days' }),
  ),
  trendDeltaPct: Type.Optional(
    Type.Number({ format: 'double', description: 'Those calls against the 30 days before, percent' }),
  ),
  importTankerDwt: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Tanker cargo imported over the 30 days, metric tonnes (PortWatch import_tanker)',
    }),
  ),
  exportTankerDwt: Type.Optional(
    Type.Number({
      format: 'double',
      description: 'Tanker cargo exported over the 30 days, metric tonnes (PortWatch export_tanker)',
    }),
  ),
  anomalySignal: Type.Optional(
    Type.Boolean({ description: 'True when tanker calls fell by half or more (service README)' }),
  ),
});

/** CountryPortActivityResponse. */
export const CountryPortActivityResponseSchema = Type.Object({
  available: Type.Boolean({ description: 'False when no PortWatch port data is loaded' }),
  fetchedAt: Type.String({
    description: 'ISO 8601 date of the newest PortWatch day summed; empty when none',
  }),
  ports: Type.Array(PortActivityEntrySchema, { description: 'Most tanker calls first' }),
});

/** The degraded answer: no port data loaded. */
export const PORT_ACTIVITY_UNAVAILABLE: Static<typeof CountryPortActivityResponseSchema> = {
  available: false,
  fetchedAt: '',
  ports: [],
};

/** GET /api/intelligence/v1/get-country-port-activity. */
export const getCountryPortActivity = getOp({
  id: 'GetCountryPortActivity',
  service: 'intelligence',
  tag: 'Intelligence',
  rpc: 'get-country-port-activity',
  summary: 'Tanker traffic at the ports of a country',
  description:
    "Tanker port calls and tanker cargo tonnes of each port IMF PortWatch tracks in the country (`country_code`, alias `countryCode`; every port when absent) over the last 30 days PortWatch has published, the change against the 30 days before, and an anomaly flag (rule in the service README). The format comes from PortWatch's ArcGIS documentation; offline there is no data (`available: false`).",
  query: Type.Object({
    country_code: Type.Optional(CountryCode('ISO 3166-1 alpha-2 country code (e.g. US)')),
  }),
  queryAliases: { countryCode: 'country_code' },
  response: CountryPortActivityResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [portActivityKeys.portActivity.name],
});

/** The port operations. */
export const portOperations: readonly OperationDef[] = [getCountryPortActivity];
