/**
 * Wingbits Customer API (commercial, `WINGBITS_API_KEY`, header `x-api-key`). This deployment
 * reports truthfully whether the key is set (`get-wingbits-status`); the aircraft lookups are
 * routed with their contracts but not built: no capture of the answers of
 * `/v1/flights/details/{icao24}` or `ecs-api.wingbits.com/v1/flights/{icao24}` and no published
 * example of them was found, so no parser could be written from either (README).
 * @see https://docs.wingbits.com/developers/flights
 */
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import type { MilitaryProviders } from '../../providers';

/** Declared variables of the source. */
export const WINGBITS_ENV = {
  WINGBITS_API_KEY: envVar.secret({
    description: 'Wingbits Customer API key (commercial; sent as x-api-key).',
  }),
  WINGBITS_BASE_URL: envVar.url({
    default: 'https://customer-api.wingbits.com',
    description: 'Wingbits Customer API origin.',
  }),
} as const;

/** The Wingbits source. */
export const wingbitsSource = defineSource({
  id: 'wingbits',
  title: 'Wingbits Customer API',
  note: 'commercial key WINGBITS_API_KEY; request time',
  availability: {
    kind: 'operator-key',
    variables: ['WINGBITS_API_KEY'],
    reason: 'a commercial Wingbits Customer API key',
  },
  env: WINGBITS_ENV,
  providers: (settings): { military?: MilitaryProviders } =>
    settings.WINGBITS_API_KEY ? { military: { wingbits: { configured: true } } } : {},
});
