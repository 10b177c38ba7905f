/**
 * The shipping service, version 2 path (`/api/v2/shipping/…`; DESIGN §8, no public source): the
 * reference scores a route with route, port-cluster and bypass tables typed in its own code. The
 * operation is routed with the reference's contract and always answers its degraded body.
 */
import Type from 'typebox';
import { CountryCode, StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList } from '../no-source';

const BypassOptionSchema = Type.Object({
  activationThreshold: Type.Optional(Type.String()),
  addedCostMultiplier: Type.Optional(Type.Number({ format: 'double' })),
  addedTransitDays: Type.Optional(Type.Integer({ format: 'int32' })),
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
});

const ChokepointExposureSchema = Type.Object({
  chokepointId: Type.Optional(Type.String()),
  chokepointName: Type.Optional(Type.String()),
  exposurePct: Type.Optional(Type.Integer({ format: 'int32' })),
});

const RouteIntelligenceResponseSchema = Type.Object({
  bypassOptions: Type.Optional(Type.Array(BypassOptionSchema)),
  cargoType: Type.Optional(Type.String()),
  chokepointExposures: Type.Optional(Type.Array(ChokepointExposureSchema)),
  disruptionScore: Type.Optional(Type.Integer({ format: 'int32' })),
  fetchedAt: Type.Optional(Type.String()),
  fromIso2: Type.Optional(Type.String()),
  hs2: Type.Optional(Type.String()),
  primaryRouteId: Type.Optional(Type.String()),
  toIso2: Type.Optional(Type.String()),
  warRiskTier: Type.Optional(Type.String()),
});

const SERVICE = 'shipping';
const TAG = 'Shipping';

/** Why nothing is served. */
export const SHIPPING_REASON =
  'the reference scores routes with route, port-cluster, bypass-corridor and war-risk tables typed in its own code; no public dataset publishes that model';

const routeIntelligence = noSourceGet({
  id: 'RouteIntelligence',
  version: 2,
  exampleQuery: 'from_iso2=CN&to_iso2=DE',
  service: SERVICE,
  tag: TAG,
  rpc: 'route-intelligence',
  summary: 'Chokepoint exposure and disruption risk of a trade route',
  description:
    'Scores the sea route between two countries for an HS chapter (`hs2`, default 27) and cargo type (`cargo_type`, default container): its chokepoints, bypass options, war-risk tier and disruption score. `from_iso2` and `to_iso2` (aliases `fromIso2`, `toIso2`) are required; empty lists with an empty `fetchedAt` mean no route model, not zero exposure. Requires an active paid subscription; accepts a bearer token.',
  query: Type.Object({
    from_iso2: CountryCode('Origin country, ISO 3166-1 alpha-2'),
    to_iso2: CountryCode('Destination country, ISO 3166-1 alpha-2'),
    cargo_type: Type.Optional(
      StringEnum(['container', 'tanker', 'bulk', 'roro'] as const, {
        description: 'Cargo type: container (default), tanker, bulk or roro',
      }),
    ),
    hs2: Type.Optional(
      Type.String({ pattern: '^[0-9]{2}$', description: 'HS chapter, two digits (default 27)' }),
    ),
  }),
  queryAliases: { fromIso2: 'from_iso2', toIso2: 'to_iso2', cargoType: 'cargo_type' },
  response: RouteIntelligenceResponseSchema,
  access: { subscription: 'paid' },
  bearer: true,
  reason: SHIPPING_REASON,
  degraded: (q) => ({
    fromIso2: q.from_iso2,
    toIso2: q.to_iso2,
    hs2: q.hs2 ?? '27',
    cargoType: q.cargo_type ?? 'container',
    primaryRouteId: '',
    chokepointExposures: [],
    bypassOptions: [],
    fetchedAt: '',
  }),
});

/** The shipping operations. */
export const shippingNoSource = noSourceList([routeIntelligence]);
