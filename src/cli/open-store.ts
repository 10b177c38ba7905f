/**
 * Opens the store the configuration names (the embedded SQLite store by default).
 */
import { type Config, sqliteFile } from '../config';
import type { Store } from '../store/ports';
import { createSqliteStore } from '../store/sqlite';

/** Opens the configured store. */
export async function openStore(config: Config): Promise<Store> {
  if (config.store === 'redis') throw new Error('STORE=redis is not available yet; use STORE=sqlite');
  return createSqliteStore(sqliteFile(config));
}
