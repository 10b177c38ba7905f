#!/usr/bin/env node
/**
 * The `worldmonitor` command (bin of this package). See `worldmonitor --help`.
 */
import { runCli } from './cli/main.js';

const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  ...(process.stdout.isTTY ? { columns: process.stdout.columns } : {}),
  env: process.env,
});
process.exitCode = code;
