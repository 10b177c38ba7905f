/**
 * `worldmonitor get <service> <operation> [--param value …] [--jmespath EXPR] [--table]`: checks
 * the parameters against the contract, calls the operation and prints its answer.
 */
import { checkQuery } from '../query-check.js';
import { hasFlag, optionValue, type ParsedArgs } from './args.js';
import { findGetOperation, GET_SERVICES, operationsOf } from './catalogue.js';
import type { CliSettings } from './config.js';
import { COMMAND_HELP, operationHelp } from './help.js';
import { type CliIo, EXIT_OK, EXIT_USAGE } from './io.js';
import { ageInWords, clientFor, json, metaLine, reportFailure } from './session.js';
import { listRows, listTable } from './table.js';

/** Options of `get` that are not parameters of the operation. */
const GET_OPTIONS = new Set(['table', 'verbose', 'help', 'url', 'key', 'config', 'format']);

/** Values of `--format`: the server's formats (docs/formats.md); csv and geojson print as sent. */
const FORMATS = ['json', 'csv', 'geojson'];

/** Runs `get`. */
export async function getCommand(args: ParsedArgs, settings: CliSettings, io: CliIo): Promise<number> {
  const [, service, name] = args.positionals;
  if (service === undefined || name === undefined) {
    if (hasFlag(args, 'help')) {
      io.out(`${COMMAND_HELP.get}\n`);
      return EXIT_OK;
    }
    io.err(`${COMMAND_HELP.get}\n\nservices: ${GET_SERVICES.join(', ')}\n`);
    return EXIT_USAGE;
  }
  const op = findGetOperation(service, name);
  if (!op) {
    const known = operationsOf(service).map((o) => o.name);
    io.err(
      known.length > 0
        ? `worldmonitor: ${service} has no operation ${name}; it has: ${known.join(', ')}\n`
        : `worldmonitor: no service ${service}; services: ${GET_SERVICES.join(', ')}\n`,
    );
    return EXIT_USAGE;
  }
  if (hasFlag(args, 'help')) {
    io.out(`${operationHelp(op)}\n`);
    return EXIT_OK;
  }
  const raw = args.options
    .filter(([n]) => !GET_OPTIONS.has(n))
    .map(([n, v]): [string, string] => [paramName(op.params, n), v ?? '']);
  const checked = checkQuery(op, raw);
  const format = optionValue(args, 'format');
  if (format !== undefined && !FORMATS.includes(format))
    checked.violations.push({ field: 'format', description: `must be one of: ${FORMATS.join(', ')}` });
  const text = format !== undefined && format !== 'json';
  if (text && hasFlag(args, 'table'))
    checked.violations.push({ field: 'table', description: `prints JSON lists; it cannot print ${format}` });
  if (checked.violations.length > 0) {
    io.err(json({ violations: checked.violations }));
    return EXIT_USAGE;
  }
  const verbose = hasFlag(args, 'verbose');
  try {
    const query = {
      ...checked.query,
      ...(checked.jmespath === undefined ? {} : { jmespath: checked.jmespath }),
      ...(text ? { format } : {}),
    };
    const answer = await clientFor(settings).request(op, query, text ? { parseAs: 'text' } : {});
    if (verbose) io.err(metaLine(answer));
    else if (answer.dataStatus === 'unavailable')
      io.err(
        'worldmonitor: no data is available for this operation yet; this is its empty or degraded answer\n',
      );
    else if (answer.dataStatus === 'stale') {
      const age = answer.dataAgeSeconds === undefined ? '' : ` (${ageInWords(answer.dataAgeSeconds)})`;
      io.err(`worldmonitor: this data is stale${age}: older than its dataset's refresh window\n`);
    }
    const rows = hasFlag(args, 'table') ? listRows(answer.data) : undefined;
    if (hasFlag(args, 'table') && !rows) io.err('worldmonitor: the answer is not a list; printing JSON\n');
    if (text) io.out(String(answer.data));
    else io.out(rows ? `${listTable(rows.rows)}\n` : json(answer.data));
    return EXIT_OK;
  } catch (error) {
    return reportFailure(io, settings, error, verbose);
  }
}

/** `--page-size` names `page_size` when the operation has that parameter; other names stay as given. */
function paramName(params: readonly { name: string }[], given: string): string {
  const snake = given.replaceAll('-', '_');
  return given.includes('-') && params.some((p) => p.name === snake) ? snake : given;
}
