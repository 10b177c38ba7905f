/** GET /api/conflict/v1/list-iran-events: no public source; always the documented degraded body. */
import { defineHandler, unavailable } from '../handler';
import { IRAN_EVENTS_UNAVAILABLE, listIranEvents } from './contract-events';

/** Handler of list-iran-events. */
export const listIranEventsHandler = defineHandler(listIranEvents, async () =>
  unavailable(IRAN_EVENTS_UNAVAILABLE),
);
