/**
 * Splits a command line into positionals and `--name value` / `--name=value` options, in order
 * (a name given twice keeps both values: repeated parameters are arrays). `--flag` followed by
 * another option or nothing is a flag without a value.
 */

/** A parsed command line. */
export interface ParsedArgs {
  positionals: string[];
  /** Options in the order given; `undefined` value for a bare flag. */
  options: [name: string, value: string | undefined][];
}

/** Options that never take a value. */
export const BOOLEAN_FLAGS: ReadonlySet<string> = new Set(['help', 'table', 'verbose', 'json', 'all', 'h']);

/** Parses argv (without `node` and the script). */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options: ParsedArgs['options'] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      options.push(['help', undefined]);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const body = arg.slice(2);
    const eq = body.indexOf('=');
    if (eq >= 0) {
      options.push([body.slice(0, eq), body.slice(eq + 1)]);
      continue;
    }
    const next = argv[i + 1];
    if (BOOLEAN_FLAGS.has(body) || next === undefined || next.startsWith('--')) {
      options.push([body, undefined]);
      continue;
    }
    options.push([body, next]);
    i++;
  }
  return { positionals, options };
}

/** The last value of an option, or undefined. */
export function optionValue(args: ParsedArgs, name: string): string | undefined {
  let value: string | undefined;
  for (const [n, v] of args.options) if (n === name && v !== undefined) value = v;
  return value;
}

/** Whether a flag was given. */
export function hasFlag(args: ParsedArgs, name: string): boolean {
  return args.options.some(([n]) => n === name);
}

/** What a command accepts: how many words after the command, and which options of its own. */
export interface CommandShape {
  /** Words after the command name (e.g. `get` takes `<service> <operation>`). */
  words: readonly string[];
  /** Options besides the global ones; `*` when any other option is an operation parameter. */
  options: readonly string[] | '*';
}

/** Options every command accepts, and those of them that need a value. */
export const GLOBAL_OPTIONS: readonly string[] = ['url', 'key', 'config', 'help'];
const NEEDS_VALUE: ReadonlySet<string> = new Set([
  'url',
  'key',
  'config',
  'idempotency-key',
  'jmespath',
  'format',
  'max-pages',
]);

/**
 * Why a command line holds something its command does not understand (a stray word, an unknown
 * option, an option without its value), or undefined when it holds nothing of the kind. Nothing
 * is silently dropped: `get sanctions lookup-sanction-entity Escobar` names `Escobar`.
 */
export function strayArgument(args: ParsedArgs, command: string, shape: CommandShape): string | undefined {
  const extra = args.positionals.slice(1 + shape.words.length);
  if (extra.length > 0) {
    const words = shape.words.length > 0 ? ` takes ${shape.words.join(' ')}` : ' takes no word';
    const hint = command === 'get' ? '; give parameters as --name value' : '';
    return `unexpected ${extra.length > 1 ? 'words' : 'word'} ${extra.map((w) => JSON.stringify(w)).join(', ')}: ${command}${words}${hint}`;
  }
  for (const [name, value] of args.options) {
    if (value === undefined && NEEDS_VALUE.has(name)) return `--${name} needs a value`;
    if (shape.options === '*' || GLOBAL_OPTIONS.includes(name) || shape.options.includes(name)) continue;
    const known = [...shape.options, ...GLOBAL_OPTIONS].map((o) => `--${o}`).join(', ');
    return `unknown option --${name} for ${command}; it takes ${known}`;
  }
  return undefined;
}
