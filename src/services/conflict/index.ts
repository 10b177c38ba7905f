/** Handlers of the conflict service. */
import type { BoundHandler } from '../handler';
import { listDatasetEventsHandler } from './list-dataset-events';

/** Every conflict handler. */
export const conflictHandlers: readonly BoundHandler[] = [listDatasetEventsHandler];
