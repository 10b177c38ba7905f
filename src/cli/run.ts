/**
 * Command dispatcher: `start` (API + scheduler), `serve` (API only), `worker` (scheduler only),
 * `keys`, `ingest`.
 */
import type { Config } from '../config';
import { runIngestCommand } from './ingest';
import type { CliIo } from './io';
import { runKeysCommand } from './keys';
import { runServer } from './serve';
import { runWorker } from './worker';

export type { CliIo } from './io';

/** Runs a command; resolves with the exit code (servers resolve when they stop). */
export async function runCli(argv: string[], config: Config, io: CliIo): Promise<number> {
  const [command = 'start', ...rest] = argv;
  switch (command) {
    case 'start':
      return runServer(config, io, { scheduler: true });
    case 'serve':
      return runServer(config, io, { scheduler: false });
    case 'worker':
      return runWorker(config, io);
    case 'keys':
      return runKeysCommand(rest, config, io);
    case 'ingest':
      return runIngestCommand(rest, config, io);
    default:
      io.stderr.write(`Unknown command "${command}". Commands: start, serve, worker, keys, ingest\n`);
      return 2;
  }
}
