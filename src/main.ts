/**
 * Process entry: the only file that reads `process.env` (STYLE, DESIGN §6). Dispatches to the CLI
 * commands: start (API + scheduler), serve (API only), worker (scheduler only), keys, ingest.
 */
import { runCli } from './cli/run';
import { ConfigError, loadConfig } from './config';
import { EXTRA_ENV_SPECS } from './env-sections';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.cwd(), EXTRA_ENV_SPECS);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 2;
    }
    throw err;
  }
  return runCli(process.argv.slice(2), config, { stdout: process.stdout, stderr: process.stderr });
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`fatal: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
