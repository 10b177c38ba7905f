/** `worldmonitor ops`: every operation of the contract, one per line, with its method and path. */
import { ALL_OPERATIONS } from './catalogue.js';
import { type CliIo, EXIT_OK } from './io.js';

/** Runs `ops`. */
export function opsCommand(io: CliIo): number {
  const lines = ALL_OPERATIONS.map((op) => `${op.method} ${op.path}${op.routed ? '' : '  (contract only)'}`);
  io.out(`${lines.join('\n')}\n`);
  return EXIT_OK;
}
