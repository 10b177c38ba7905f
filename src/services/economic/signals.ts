/**
 * The macro-signals wave of the economic service in one list (handlers, keys, sources), so the
 * service index takes it in one line each.
 */
import type { Source } from '../../ingest/source';
import type { SnapshotKey } from '../../store/snapshot';
import type { BoundHandler } from '../handler';
import { signalsKeys } from './data-signals';
import { getMacroSignalsHandler } from './get-macro-signals';
import { alternativeMeFngSource } from './sources/alternative-me-fng/source';

export const signalsHandlers: readonly BoundHandler[] = [getMacroSignalsHandler];
export const signalsKeysAll: Readonly<Record<string, SnapshotKey>> = signalsKeys as unknown as Record<
  string,
  SnapshotKey
>;
export const signalsSources: readonly Source[] = [alternativeMeFngSource];
