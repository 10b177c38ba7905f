/**
 * One API process per data folder in the embedded mode: the second `npm run serve` on the same
 * DATA_DIR refuses to start and names the distributed mode; the CLIs still run beside a server; a
 * killed server leaves no lock behind. Real processes through the real CLI, on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireServerLock, ServerLockedError } from '../../src/cli/server-lock';

/** Longest wait for a server to start or a command to finish, in ms. */
const PROCESS_TIMEOUT_MS = 15_000;

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'wm-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function cli(args: string[]): ChildProcess {
  // Node itself with tsx's loader, not the tsx wrapper: one process, so a signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** Resolves once the server logs that it listens. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), PROCESS_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Server listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Resolves with the exit code and stderr of a command. */
function finished(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => reject(new Error('command did not finish')), PROCESS_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('server lock', () => {
  it('is exclusive while held and free once released', () => {
    const first = acquireServerLock(dataDir);
    expect(() => acquireServerLock(dataDir)).toThrow(ServerLockedError);
    first.release();
    acquireServerLock(dataDir).release();
  });

  it('a second API process on the same DATA_DIR refuses to start; the CLIs still run', async () => {
    const server = cli(['serve']);
    await listening(server);
    const second = await finished(cli(['serve']));
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`Another API process is already serving DATA_DIR=${dataDir}`);
    expect(second.stderr).toContain('STORE=redis');
    const keys = await finished(cli(['keys', 'list']));
    expect(keys.code).toBe(0);
  }, 60_000);

  it('a server killed with SIGKILL leaves no lock behind', async () => {
    const first = cli(['serve']);
    await listening(first);
    const exited = finished(first);
    first.kill('SIGKILL');
    await exited;
    const next = cli(['serve']);
    await listening(next);
  }, 60_000);
});
