/**
 * Help texts: the overview, one per command, and one per operation (its parameters with their
 * types, allowed values and descriptions, from the contract).
 */
import type { OperationSpec, ParamSpec } from '../operation-spec.js';

/** The overview (`worldmonitor --help`). */
export const OVERVIEW = `worldmonitor: command-line client of the world-monitoring data API

Usage: worldmonitor <command> [options]

Commands:
  ops                                  list the operations, one per line (method and path)
  get <service> <operation> [--param value …] [--jmespath EXPR] [--table]
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

Exit status: 0 on success, 1 when the API answered an error, 2 for a wrong command line.`;

/** Help of each command. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  ops: `Usage: worldmonitor ops

Lists every operation of the contract, one per line: its method and path. Operations the
server does not serve yet are marked "(contract only)".`,
  get: `Usage: worldmonitor get <service> <operation> [--param value …] [--jmespath EXPR] [--table]

Calls a GET operation and prints its JSON answer. Service and operation are the segments of the
path (/api/<service>/v1/<operation>); \`worldmonitor ops\` lists them and
\`worldmonitor get <service> <operation> --help\` lists an operation's parameters.

Parameters are checked against the contract before anything is sent; a wrong one prints the
same {"violations": […]} body the server would answer and exits 2. Repeat a parameter to give
several values (--airports JFK --airports LHR).

Options:
  --jmespath EXPR  project the answer on the server (JMESPath)
  --table          print a list answer as a table
  --format F       csv or geojson: print the server's CSV or GeoJSON answer as sent (list
                   operations; GeoJSON where records carry coordinates)
  --verbose        print the status, X-Data-Status, the data's age and rate-limit headers on stderr

A word or option the command does not understand is refused (exit 2), never dropped.`,
  health: `Usage: worldmonitor health [--json]

Prints each dataset's state, refresh state, age and record count as a table (coloured on a
terminal; NO_COLOR turns colour off). --json prints the server's answer as it is.`,
  batch: `Usage: worldmonitor batch <file.json|-> [--idempotency-key KEY] [--table]

Runs the operations of a file in one request. The file holds the API's request body
({"operations": [{"id": "a", "path": "/api/…?…"}, …]}) or just the array of operations; "-"
reads standard input. Prints the answer; exits 1 when an operation failed. With
--idempotency-key a retry replays the first answer. --table prints one line per operation.`,
  completion: `Usage: worldmonitor completion <bash|zsh>

Prints a completion script for commands, services, operations, parameters and their values.
  bash: source <(worldmonitor completion bash)      (or add that line to ~/.bashrc)
  zsh:  source <(worldmonitor completion zsh)       (or add that line to ~/.zshrc)`,
  help: `Usage: worldmonitor help [command]`,
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

/** Help of one operation. */
export function operationHelp(op: OperationSpec): string {
  const params = op.params.length > 0 ? op.params.map(paramLine).join('\n') : '  (none)';
  return `${op.method} ${op.path}
${op.summary}

Usage: worldmonitor get ${op.service} ${op.name} [--param value …] [--jmespath EXPR] [--table]

Parameters:
${params}
  --jmespath (string)
      JMESPath expression applied to the answer on the server`;
}
