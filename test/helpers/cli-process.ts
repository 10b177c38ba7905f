/**
 * Runs the real CLI (`src/main.ts`) as child processes for multi-process tests: Node itself with
 * tsx's loader (one process, so a signal reaches the server; no build needed), a clean
 * environment (PATH plus what the test passes), output captured. A server is ready once it logs
 * the address it listens on; every process a test started is killed at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** Longest wait for a server to listen or a command to finish, in ms (two busy cores, tsx). */
export const CLI_PROCESS_TIMEOUT_MS = 30_000;

/** A started CLI process. */
export interface CliProcess {
  child: ChildProcess;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it exits. */
  exited: Promise<number | string>;
}

/** A running server: its base URL. */
export interface CliServer extends CliProcess {
  url: string;
}

const started = new Set<ChildProcess>();

/** Starts `main.ts <args>` with `env` (and PATH). */
export function startCli(args: readonly string[], env: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  child.stdout?.on('data', (c: Buffer) => {
    text += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    text += c.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { child, output: () => text, exited };
}

/** Starts a server command (`serve`, `start`, `worker`) on a free port; resolves once it listens. */
export async function startCliServer(
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliServer> {
  const proc = startCli(args, { HOST: '127.0.0.1', PORT: '0', ...env });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${args[0]} did not listen:\n${proc.output()}`)),
      CLI_PROCESS_TIMEOUT_MS,
    );
    const check = () => {
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(proc.output());
      if (!m?.[1]) return;
      clearTimeout(timer);
      resolve(m[1]);
    };
    proc.child.stdout?.on('data', check);
    proc.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited with ${code} before listening:\n${proc.output()}`));
    });
  });
  return { ...proc, url };
}

/** Runs a command to its end; resolves with its exit code and output. */
export async function runCli(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | string; output: string }> {
  const proc = startCli(args, env);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not finish`)), CLI_PROCESS_TIMEOUT_MS);
  });
  try {
    const code = await Promise.race([proc.exited, timeout]);
    return { code, output: proc.output() };
  } finally {
    clearTimeout(timer);
  }
}

/** Kills every CLI process still running (SIGKILL), and waits for them to exit. */
export async function killAllCli(): Promise<void> {
  const children = [...started];
  const exits = children.map((c) => new Promise<void>((resolve) => c.once('exit', () => resolve())));
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(exits);
}
