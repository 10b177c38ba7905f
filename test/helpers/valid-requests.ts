/**
 * One valid request per operation (query string or body), used by the auth matrix and the
 * contract-wide tests. A routed operation missing here fails the matrix: adding an operation to
 * the contract means adding its valid request here.
 */
export const VALID_QUERIES: Readonly<Record<string, string>> = {
  ListAirportDelays: '',
  GetAirportOpsSummary: 'airports=JFK&airports=LAX',
  ListAirportFlights: 'airport=JFK',
  GetCarrierOps: 'airports=JFK',
  GetFlightStatus: 'flight_number=UA100&date=2026-01-15',
  TrackAircraft: 'sw_lat=40&sw_lon=-75&ne_lat=41&ne_lon=-73',
  GetVideoLiveStreamInfo: 'channel=example',
  SearchFlightPrices: 'origin=JFK&destination=LHR&departure_date=2026-12-01',
  ListAviationNews: '',
  SearchExtFlights: 'origin=JFK&destination=LHR&departure_date=2026-12-01',
  SearchExtDates: 'origin=JFK&destination=LHR&start_date=2026-12-01&end_date=2026-12-10',
  ListClimateAnomalies: '',
  ListClimateDisasters: '',
  GetCo2Monitoring: '',
  GetOceanIceData: '',
  ListAirQualityData: '',
  ListClimateNews: '',
  ListDatasetEvents: 'country=UA',
  ListPipelines: '',
  GetDemographicsCapability: 'country_code=DE',
  GetOilInventories: '',
  GetEnergyPrices: '',
  GetCustomsRevenue: '',
  ListMarketImplications: '',
};

/** A valid batch body (one public operation). */
export const VALID_BATCH_BODY = { operations: [{ id: 'a', path: '/api/conflict/v1/list-dataset-events' }] };
