/**
 * One API process per data folder in the embedded mode: the second `npm run serve` on the same
 * DATA_DIR refuses to start and names the distributed mode; the CLIs still run beside a server; a
 * killed server leaves no lock behind. The server and the second `serve` are real processes
 * through the real CLI, on 127.0.0.1 (the behaviour users meet); the rest is checked from this
 * process, itself a second process on the data folder: two CLI starts instead of five, each one
 * loading the whole app through tsx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from '../../src/cli/keys';
import { acquireServerLock, ServerLockedError } from '../../src/cli/server-lock';
import { loadConfig } from '../../src/config';
import { Capture } from '../helpers/capture';
import { type CliServer, killAllCli, runCli, startCliServer } from '../helpers/cli-process';

describe('server lock', () => {
  it('is exclusive while held and free once released', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wm-lock-'));
    try {
      const first = acquireServerLock(dataDir);
      expect(() => acquireServerLock(dataDir)).toThrow(ServerLockedError);
      first.release();
      acquireServerLock(dataDir).release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('server lock between processes', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: CliServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wm-lock-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    server = await startCliServer(['serve'], env);
  }, 60_000);
  afterAll(async () => {
    await killAllCli();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second API process on the same DATA_DIR refuses to start; the CLIs still run', async () => {
    const second = await runCli(['serve'], env);
    expect(second.code).toBe(2);
    expect(second.output).toContain(`Another API process is already serving DATA_DIR=${dataDir}`);
    expect(second.output).toContain('STORE=redis');
    // This process is another one on the data folder: the lock is refused here too...
    expect(() => acquireServerLock(dataDir)).toThrow(ServerLockedError);
    // ...and the keys command runs beside the server all the same.
    const stdout = new Capture();
    const stderr = new Capture();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, process.cwd());
    expect(await runKeysCommand(['list'], config, { stdout, stderr })).toBe(0);
  }, 60_000);

  it('a server killed with SIGKILL leaves no lock behind', async () => {
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    acquireServerLock(dataDir).release();
  });
});
