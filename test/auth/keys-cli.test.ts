import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ensureFirstKey, FIRST_KEY_FILE } from '../../src/cli/first-key';
import { runKeysCommand } from '../../src/cli/keys';
import { type Config, loadConfig, sqliteFile } from '../../src/config';
import { createSqliteStore } from '../../src/store/sqlite';
import { Capture } from '../helpers/capture';
import { servedStore, TEST_LOAD_SHEDDING } from '../helpers/test-app';

const CO2 = '/api/climate/v1/get-co2-monitoring';

async function keys(config: Config, ...argv: string[]) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await runKeysCommand(argv, config, { stdout, stderr });
  return { code, out: stdout.text(), err: stderr.text() };
}

describe('keys CLI against a running server (same SQLite file)', () => {
  let dir: string;
  let config: Config;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wm-keys-'));
    config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', KEY_CACHE_TTL_MS: '50' }, process.cwd());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates keys that work on the next request, and revocation takes effect within the cache TTL', async () => {
    const store = await servedStore(createSqliteStore(sqliteFile(config)));
    // The key cache takes time from the app's clock: move it past KEY_CACHE_TTL_MS instead of sleeping.
    let clock = Date.now();
    const app = await buildApp({
      config,
      store,
      jobs: [],
      logger: false,
      now: () => new Date(clock),
      loadShedding: TEST_LOAD_SHEDDING,
    });
    try {
      const created = await keys(config, 'create', '--tier', '2', '--label', 'ci', '--json');
      expect(created.code).toBe(0);
      const lines = created.out.trim().split('\n');
      expect(lines).toHaveLength(1);
      const record = JSON.parse(lines[0]!);
      expect(record).toMatchObject({ tier: 2, planKey: 'api', label: 'ci', subscription: 'active' });
      expect(record.key).toMatch(/^wmk_[A-Za-z0-9_-]{43}$/);
      expect(record.hash).toBeUndefined();

      const ok = await app.inject({ url: CO2, headers: { 'x-service-key': record.key } });
      expect(ok.statusCode).toBe(200);

      const listed = await keys(config, 'list', '--json');
      expect(listed.out).not.toContain(record.key);
      expect(JSON.parse(listed.out)).toEqual([expect.objectContaining({ id: record.id, tier: 2 })]);

      expect((await keys(config, 'set-tier', record.id, '1')).code).toBe(0);
      expect((await keys(config, 'set-subscription', record.id, 'lapsed')).code).toBe(0);
      expect((await keys(config, 'revoke', record.id)).code).toBe(0);
      clock += 80;
      const revoked = await app.inject({ url: CO2, headers: { 'x-service-key': record.key } });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual({ error: 'API key has been revoked' });
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('refuses bad arguments with usage and a non-zero exit', async () => {
    expect((await keys(config, 'create', '--tier', '7')).code).toBe(2);
    expect((await keys(config, 'set-subscription', 'key_x', 'gold')).code).toBe(2);
    expect((await keys(config, 'frobnicate')).code).toBe(2);
    const missing = await keys(config, 'revoke', 'key_does_not_exist');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No key');
  });

  it('follows the tier for the plan unless --plan is given, and keeps scopes and account', async () => {
    const a = JSON.parse((await keys(config, 'create', '--tier', '3', '--json')).out);
    expect(a.planKey).toBe('enterprise');
    const b = JSON.parse(
      (
        await keys(
          config,
          'create',
          '--plan',
          'custom',
          '--scope',
          'company_monitoring:write',
          '--account',
          'acme',
          '--json',
        )
      ).out,
    );
    expect(b).toMatchObject({
      planKey: 'custom',
      tier: 0,
      scopes: ['company_monitoring:write'],
      accountId: 'acme',
    });
  });

  it('creates the first key once, in a 0600 file, and never again', async () => {
    const store = await servedStore(createSqliteStore(sqliteFile(config)));
    try {
      const file = await ensureFirstKey(store.keys, dir, new Date());
      expect(file).toBe(join(dir, FIRST_KEY_FILE));
      expect(statSync(file!).mode & 0o777).toBe(0o600);
      expect(await ensureFirstKey(store.keys, dir, new Date())).toBeUndefined();
      const [record] = await store.keys.list();
      expect(record).toMatchObject({ tier: 3, subscription: 'active', scopes: ['*'] });
    } finally {
      await store.close();
    }
  });
});
