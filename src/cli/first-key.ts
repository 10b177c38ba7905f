/**
 * First start with an empty key store: create one local key (tier 3, active, all scopes) and write
 * it to DATA_DIR/first-key.txt with mode 0600. Only the file's path is printed (DESIGN §5).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiKey } from '../auth/api-keys';
import { ALL_SCOPES } from '../auth/caller';
import type { KeyStore } from '../store/ports';

export const FIRST_KEY_FILE = 'first-key.txt';

/** Creates the first key if the store has none; returns the file written, if any. */
export async function ensureFirstKey(
  keys: KeyStore,
  dataDir: string,
  now: Date,
): Promise<string | undefined> {
  if ((await keys.count()) > 0) return undefined;
  const { key } = await createApiKey(
    keys,
    { tier: 3, scopes: [ALL_SCOPES], subscription: 'active', label: 'first local key' },
    now,
  );
  const file = join(dataDir, FIRST_KEY_FILE);
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return file;
}
