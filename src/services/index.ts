/**
 * The one list of services. Adding a service is one folder and one line here: the operation
 * registry, the handler map, the POST routes, the snapshot-key index, the sources with their jobs
 * and providers, and the environment reference are all derived from this list (DESIGN §6).
 */
import { aviationService } from './aviation';
import { batchService } from './batch';
import { createCatalog } from './catalog';
import { climateService } from './climate';
import { companyMonitoringService } from './company-monitoring';
import { conflictService } from './conflict';
import { consumerPricesService } from './consumer-prices';
import { cyberService } from './cyber';
import { displacementService } from './displacement';
import { economicService } from './economic';
import { forecastService } from './forecast';
import { healthService } from './health';
import { imageryService } from './imagery';
import { infrastructureService } from './infrastructure';
import { intelligenceService } from './intelligence';
import { maritimeService } from './maritime';
import { marketService } from './market';
import { militaryService } from './military';
import { naturalService } from './natural';
import { newsService } from './news';
import { positiveEventsService } from './positive-events';
import { predictionService } from './prediction';
import { researchService } from './research';
import { resilienceService } from './resilience';
import { sanctionsService } from './sanctions';
import { scenarioService } from './scenario';
import { seismologyService } from './seismology';
import type { ServiceDef } from './service';
import { shippingService } from './shipping';
import { supplyChainService } from './supply-chain';
import { thermalService } from './thermal';
import { tradeService } from './trade';
import { unrestService } from './unrest';
import { wildfireService } from './wildfire';

/** Every service, in document order. */
export const SERVICES: readonly ServiceDef[] = [
  aviationService,
  batchService,
  climateService,
  conflictService,
  supplyChainService,
  resilienceService,
  economicService,
  marketService,
  tradeService,
  intelligenceService,
  militaryService,
  companyMonitoringService,
  seismologyService,
  naturalService,
  wildfireService,
  thermalService,
  cyberService,
  sanctionsService,
  maritimeService,
  infrastructureService,
  newsService,
  predictionService,
  imageryService,
  healthService,
  researchService,
  consumerPricesService,
  forecastService,
  scenarioService,
  shippingService,
  displacementService,
  positiveEventsService,
  unrestService,
];

/** Everything derived from the list. */
export const CATALOG = createCatalog(SERVICES);
