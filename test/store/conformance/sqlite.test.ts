/**
 * The store conformance suite on the embedded SQLite adapter: each backend is a fresh file in a
 * temporary directory, so two store instances share it the way two processes would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore } from '../../../src/store/sqlite';
import { type BackendFactory, storeTracker } from './harness';
import { storeConformance } from './suites';

const sqlite: BackendFactory = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'wm-conformance-'));
    const file = join(dir, 'store.db');
    const stores = storeTracker();
    return {
      async open(now) {
        return stores.add(createSqliteStore(file, now));
      },
      async dispose() {
        await stores.closeAll();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

storeConformance(sqlite);
