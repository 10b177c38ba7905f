/**
 * The CLI's dispatcher: parses the command line, resolves where the API is and with which key,
 * and runs the command. Answers the exit status.
 */
import { type CommandShape, hasFlag, optionValue, parseArgs, strayArgument } from './args.js';
import { batchCommand } from './batch-command.js';
import { COMMANDS, completionScript, completions } from './completion.js';
import { ConfigFileError, resolveSettings } from './config.js';
import { getCommand } from './get-command.js';
import { healthCommand } from './health-command.js';
import { COMMAND_HELP, OVERVIEW } from './help.js';
import { type CliIo, EXIT_OK, EXIT_USAGE } from './io.js';
import { opsCommand } from './ops-command.js';

/**
 * The words and options of each command. `get`'s other options are the operation's parameters,
 * which the contract checks (query-check.ts) with the server's own violations.
 */
const SHAPES: Readonly<Record<string, CommandShape>> = {
  ops: { words: [], options: [] },
  get: { words: ['<service>', '<operation>'], options: '*' },
  health: { words: [], options: ['json'] },
  batch: { words: ['<file.json|->'], options: ['idempotency-key', 'table', 'verbose'] },
  completion: { words: ['<bash|zsh>'], options: [] },
  help: { words: ['[command]'], options: [] },
};

/** Runs the CLI with these arguments (without `node` and the script). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === '__complete') {
    const words = argv.slice(2);
    const candidates = completions(Number(argv[1]), words);
    io.out(candidates.length > 0 ? `${candidates.join('\n')}\n` : '');
    return EXIT_OK;
  }
  const args = parseArgs(argv);
  const command = args.positionals[0];
  const shape = command === undefined ? SHAPES.help : SHAPES[command];
  const stray = shape === undefined ? undefined : strayArgument(args, command ?? 'worldmonitor', shape);
  if (stray !== undefined) {
    io.err(`worldmonitor: ${stray}\n`);
    return EXIT_USAGE;
  }
  if (command === undefined || command === 'help') {
    const topic = args.positionals[1];
    const text = topic === undefined ? OVERVIEW : COMMAND_HELP[topic];
    if (text === undefined) {
      io.err(`worldmonitor: no command ${topic}\n\n${OVERVIEW}\n`);
      return EXIT_USAGE;
    }
    io.out(`${text}\n`);
    return command === undefined && !hasFlag(args, 'help') ? EXIT_USAGE : EXIT_OK;
  }
  if (!(COMMANDS as readonly string[]).includes(command)) {
    io.err(`worldmonitor: no command ${command}\n\n${OVERVIEW}\n`);
    return EXIT_USAGE;
  }
  // `get <service> <operation> --help` shows the operation's parameters: get handles its own help.
  if (hasFlag(args, 'help') && command !== 'get') {
    io.out(`${COMMAND_HELP[command]}\n`);
    return EXIT_OK;
  }
  if (command === 'ops') return opsCommand(io);
  if (command === 'completion') {
    const script = completionScript(args.positionals[1] ?? '');
    if (script === undefined) {
      io.err(`${COMMAND_HELP.completion}\n`);
      return EXIT_USAGE;
    }
    io.out(script);
    return EXIT_OK;
  }
  let settings: ReturnType<typeof resolveSettings>;
  try {
    const url = optionValue(args, 'url');
    const key = optionValue(args, 'key');
    const config = optionValue(args, 'config');
    settings = resolveSettings(
      { ...(url ? { url } : {}), ...(key ? { key } : {}), ...(config ? { config } : {}) },
      io.env,
    );
  } catch (error) {
    if (!(error instanceof ConfigFileError)) throw error;
    io.err(`worldmonitor: ${error.message}\n`);
    return EXIT_USAGE;
  }
  if (command === 'get') return getCommand(args, settings, io);
  if (command === 'health') return healthCommand(args, settings, io);
  return batchCommand(args, settings, io);
}
