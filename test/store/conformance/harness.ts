/**
 * What the store conformance suites run on: a factory of fresh, empty backends, each of which can
 * open several store instances sharing it (standing in for several processes on one SQLite file
 * or one Redis). Every suite is written once against this and run on every adapter (DESIGN §1).
 */
import { afterEach, beforeEach } from 'vitest';
import type { Store } from '../../../src/store/ports';

/** One empty backend (a SQLite file, a flushed Redis). */
export interface StoreBackend {
  /** Opens one more store instance on this backend, with its own clock. */
  open(now?: () => Date): Promise<Store>;
  /** Closes every store it opened and removes what it created. */
  dispose(): Promise<void>;
}

/** How a suite gets backends for one adapter. */
export interface BackendFactory {
  /** Adapter name, shown in the test titles. */
  name: string;
  create(): Promise<StoreBackend>;
}

/** A fixed clock for tests: time moves only when a test says so. */
export function fixedClock(iso: string): () => Date {
  return () => new Date(iso);
}

/** Gives each test of the calling `describe` a fresh backend, disposed after the test. */
export function useBackend(factory: BackendFactory): { current(): StoreBackend } {
  let backend: StoreBackend | undefined;
  beforeEach(async () => {
    backend = await factory.create();
  });
  afterEach(async () => {
    await backend?.dispose();
    backend = undefined;
  });
  return {
    current() {
      if (!backend) throw new Error('no backend: call inside a test');
      return backend;
    },
  };
}

/** Tracks opened stores so a backend can close them all. */
export function storeTracker(): { add(store: Store): Store; closeAll(): Promise<void> } {
  const stores: Store[] = [];
  return {
    add(store) {
      stores.push(store);
      return store;
    },
    async closeAll() {
      await Promise.all(stores.splice(0).map((s) => s.close()));
    },
  };
}
