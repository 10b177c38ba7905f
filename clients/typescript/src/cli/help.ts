/**
 * Help texts: the overview, one per command, and one per operation (its parameters with their
 * types, allowed values and descriptions, from the contract).
 */
import type { OperationSpec, ParamSpec } from '../operation-spec.js';

/** Pages `--all` walks when `--max-pages` is not given. */
export const DEFAULT_MAX_PAGES = 50;
/** Most pages `--max-pages` allows. */
export const MAX_PAGES_LIMIT = 1000;

/** The overview (`worldmonitor --help`). */
export const OVERVIEW = `worldmonitor: command-line client of the world-monitoring data API

Usage: worldmonitor <command> [options]

Commands:
  ops                                  list the operations, one per line (method and path)
  get <service> <operation> [--param value …] [--format json|table|csv|geojson] [--all]
                                       call an operation and print its answer
  health                               show each dataset's freshness
  batch <file.json>                    run up to 20 operations in one request
  completion <bash|zsh>                print a shell completion script
  help [command]                       show help

Options (every command):
  --url URL        the API (default: WORLDMONITOR_URL, the config file, http://127.0.0.1:8080)
  --key KEY        the API key (default: WORLDMONITOR_KEY, the config file)
  --config FILE    a JSON file {"url": "…", "key": "…"} (default ~/.config/worldmonitor/config.json)
  --help, -h       help of the command

Examples:
  worldmonitor get seismology list-earthquakes --min_magnitude 5 --table
  worldmonitor get aviation list-airport-flights --help      # an operation's parameters

Exit status: 0 on success, 1 when the API answered an error, 2 for a wrong command line.`;

/** Help of each command. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  ops: `Usage: worldmonitor ops

Lists every operation of the contract, one per line: its method and path. Operations the
server does not serve yet are marked "(contract only)".

Examples:
  worldmonitor ops
  worldmonitor ops | grep climate`,
  get: `Usage: worldmonitor get <service> <operation> [--param value …] [--format F] [--all] [--jmespath EXPR]

Calls a GET operation and prints its answer (JSON unless --format says otherwise). Service and operation are the segments of the
path (/api/<service>/v1/<operation>); \`worldmonitor ops\` lists them and
\`worldmonitor get <service> <operation> --help\` lists an operation's parameters.

Parameters are checked against the contract before anything is sent; a wrong one prints the
same {"violations": […]} body the server would answer and exits 2. Repeat a parameter to give
several values (--airports JFK --airports LHR).

Options:
  --format F       json (default); table: a list answer as a table fitted to the terminal
                   (COLUMNS, else the terminal's width, else 100): times in UTC, long cells
                   clipped, columns that do not fit left out and named on stderr; csv or
                   geojson: the server's own CSV or GeoJSON answer (list operations; GeoJSON
                   where records carry coordinates)
  --table          the same as --format table
  --all            walk every page through the cursor (list operations with a cursor), with a
                   progress line on stderr; prints one answer holding every record (csv and
                   geojson: two requests per page, one for the cursor)
  --max-pages N    stop --all after N pages (default ${DEFAULT_MAX_PAGES}, at most ${MAX_PAGES_LIMIT})
  --jmespath EXPR  project the answer on the server (JMESPath; not with --all)
  --verbose        print the status, X-Data-Status, the data's age and rate-limit headers on stderr

Examples:
  worldmonitor get seismology list-earthquakes --min_magnitude 5 --all --table
  worldmonitor get climate get-co2-monitoring --jmespath monitoring.currentPpm

A word or option the command does not understand is refused (exit 2), never dropped.`,
  health: `Usage: worldmonitor health [--json]

Prints each dataset's state, refresh state, age and record count as a table (coloured on a
terminal; NO_COLOR turns colour off). --json prints the server's answer as it is.

Examples:
  worldmonitor health
  worldmonitor health --json`,
  batch: `Usage: worldmonitor batch <file.json|-> [--idempotency-key KEY] [--table]

Runs the operations of a file in one request. The file holds the API's request body
({"operations": [{"id": "a", "path": "/api/…?…"}, …]}) or just the array of operations; "-"
reads standard input. Prints the answer; exits 1 when an operation failed. With
--idempotency-key a retry replays the first answer. --table prints one line per operation.

Examples:
  worldmonitor batch operations.json --idempotency-key nightly-1
  echo '[{"path": "/api/climate/v1/get-co2-monitoring"}]' | worldmonitor batch - --table`,
  completion: `Usage: worldmonitor completion <bash|zsh>

Prints a completion script for commands, services, operations, parameters and their values.
  bash: source <(worldmonitor completion bash)      (or add that line to ~/.bashrc)
  zsh:  source <(worldmonitor completion zsh)       (or add that line to ~/.zshrc)
The script calls \`worldmonitor\`, so it must be on PATH (see the client's README: npm link,
or a link in ~/.local/bin).

Examples:
  source <(worldmonitor completion bash)
  worldmonitor completion zsh > ~/.zfunc/_worldmonitor`,
  help: `Usage: worldmonitor help [command]

Examples:
  worldmonitor help get
  worldmonitor get aviation list-airport-flights --help`,
};

function typeOf(p: ParamSpec): string {
  if (p.type === 'array') return `${p.items?.type ?? 'string'}, repeatable`;
  return p.type;
}

function paramLine(p: ParamSpec): string {
  const facts = [typeOf(p)];
  if (p.required) facts.push('required');
  if (p.minimum !== undefined || p.maximum !== undefined)
    facts.push(`${p.minimum ?? ''}..${p.maximum ?? ''}`);
  if (p.default !== undefined) facts.push(`default ${JSON.stringify(p.default)}`);
  const values = p.enum ?? p.items?.enum;
  const lines = [`  --${p.name} (${facts.join(', ')})`];
  if (p.description) lines.push(`      ${p.description}`);
  if (values) lines.push(`      one of: ${values.join(', ')}`);
  if (p.aliases?.length) lines.push(`      also accepted as: ${p.aliases.join(', ')}`);
  return lines.join('\n');
}

function shellWord(value: unknown): string {
  const text = String(value);
  return /^[\w.:,@/+-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/** The parameters of an operation's example request (its required ones), as options. */
function exampleOptions(op: OperationSpec): string {
  const words: string[] = [];
  for (const p of op.params) {
    const value = p.example ?? (p.required ? (p.enum?.[0] ?? p.default) : undefined);
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) words.push(`--${p.name} ${shellWord(v)}`);
  }
  return words.map((w) => ` ${w}`).join('');
}

/** One or two command lines that work for an operation. */
export function operationExamples(op: OperationSpec): string[] {
  const base = `worldmonitor get ${op.service} ${op.name}${exampleOptions(op)}`;
  if (op.formats === undefined) return [base, `${base} --jmespath 'keys(@)'`];
  const paged = op.params.some((p) => p.name === 'cursor');
  return [`${base} --table`, paged ? `${base} --all --format csv > ${op.name}.csv` : `${base} --format csv`];
}

/** Help of one operation. */
export function operationHelp(op: OperationSpec): string {
  const params = op.params.length > 0 ? op.params.map(paramLine).join('\n') : '  (none)';
  const formats = op.formats
    ? ` [--format ${['json', 'table', ...op.formats.filter((f) => f !== 'json')].join('|')}]`
    : '';
  return `${op.method} ${op.path}
${op.summary}

Usage: worldmonitor get ${op.service} ${op.name} [--param value …]${formats} [--jmespath EXPR]

Parameters:
${params}
  --jmespath (string)
      JMESPath expression applied to the answer on the server

Examples:
${operationExamples(op)
  .map((line) => `  ${line}`)
  .join('\n')}

\`worldmonitor get --help\` lists the options of every operation (--format, --all, --verbose).`;
}
