/** The thermal service: escalation clusters derived from the wildfire service's FIRMS detections. */
import { defineService } from '../service';
import { thermalOperations } from './contract';
import { listThermalEscalationsHandler } from './list-thermal-escalations';

/** The thermal service. */
export const thermalService = defineService({
  name: 'thermal',
  operations: thermalOperations,
  handlers: [listThermalEscalationsHandler],
});
