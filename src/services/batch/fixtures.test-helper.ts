/**
 * Synthetic inputs of the batch tests, built here (no recorded data): conflict events whose size
 * the tests choose, and a request helper.
 */
import type { LightMyRequestResponse } from 'fastify';
import { snapshotKey } from '../../../test/helpers/catalog';
import { BATCH, type BatchTestApp } from './batch-app.test-helper';

/** Publishes `count` synthetic events dated the day before the app's clock, each with a `source` of `filler`. */
export async function publishSyntheticEvents(t: BatchTestApp, count: number, filler: string): Promise<void> {
  const occurredAt = t.clock.ms - 86_400_000;
  const events = Array.from({ length: count }, (_, i) => ({
    id: `synthetic-${i}`,
    eventType: 'Synthetic',
    country: 'Testland',
    countryCode: 'UA',
    location: { latitude: 0, longitude: 0 },
    occurredAt,
    fatalities: 0,
    actors: ['Actor A'],
    source: filler,
  }));
  await t.store.snapshots.publish(
    snapshotKey('conflict:dataset-events'),
    { dataset: 'synthetic test events', events },
    { fetchedAt: new Date(t.clock.ms).toISOString(), source: 'test' },
  );
}

/** POSTs a batch body (an object, or raw text sent as is). */
export function postBatch(
  t: BatchTestApp,
  body: unknown,
  headers: Record<string, string> = {},
  options: { anonymous?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const credential = ['x-service-key', 'x-api-key', 'authorization'].some((h) => h in headers);
  const key = credential || options.anonymous ? {} : { 'x-service-key': t.batchKey };
  return t.app.inject({
    method: 'POST',
    url: BATCH,
    headers: { 'content-type': 'application/json', ...key, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A batch body of the given paths, with ids `op0`, `op1`, ... */
export function batchOf(...paths: string[]): { operations: { id: string; path: string }[] } {
  return { operations: paths.map((path, i) => ({ id: `op${i}`, path })) };
}
