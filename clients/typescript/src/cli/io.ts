/**
 * What a command writes to and reads from, passed in so commands stay testable: the two output
 * streams (with whether each is a terminal) and the environment.
 */

/** The CLI's view of the process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** The terminal's width when stdout is a terminal. */
  columns?: number;
  env: NodeJS.ProcessEnv;
}

/** Exit status: success. */
export const EXIT_OK = 0;
/** Exit status: the API (or the network) answered with an error, or a batch operation failed. */
export const EXIT_FAILED = 1;
/** Exit status: the command line is wrong (unknown command, bad parameters caught before sending). */
export const EXIT_USAGE = 2;
