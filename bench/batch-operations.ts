/**
 * The batch the benches send: twenty distinct snapshot-backed GETs (answered from the response
 * cache once rendered; 40 bytes to 9 KB each, ~57 KB together), and the batch endpoint.
 */

/** The batch endpoint. */
export const BATCH_PATH = '/api/batch/v1/execute';

/** Twenty cached operations, each with its own snapshot. */
export const BATCHED_OPERATIONS: readonly string[] = [
  '/api/aviation/v1/list-airport-delays',
  '/api/aviation/v1/get-airport-ops-summary',
  '/api/aviation/v1/get-carrier-ops',
  '/api/climate/v1/list-climate-disasters',
  '/api/climate/v1/get-co2-monitoring',
  '/api/climate/v1/get-ocean-ice-data',
  '/api/climate/v1/list-air-quality-data',
  '/api/economic/v1/get-oil-inventories',
  '/api/economic/v1/get-energy-prices',
  '/api/economic/v1/get-ecb-fx-rates',
  '/api/seismology/v1/list-earthquakes',
  '/api/natural/v1/list-natural-events',
  '/api/wildfire/v1/list-fire-detections',
  '/api/cyber/v1/list-cyber-threats',
  '/api/news/v1/list-feed-digest',
  '/api/prediction/v1/list-prediction-markets',
  '/api/research/v1/list-arxiv-papers',
  '/api/research/v1/list-hackernews-items',
  '/api/sanctions/v1/lookup-sanction-entity',
  '/api/health/v1/list-air-quality-alerts',
];
