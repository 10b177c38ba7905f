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
export const BOOLEAN_FLAGS: ReadonlySet<string> = new Set(['help', 'table', 'verbose', 'json', 'h']);

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
