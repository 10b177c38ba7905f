/**
 * `worldmonitor get <service> <operation> [--param value …] [--format json|table|csv|geojson]
 * [--all] [--jmespath EXPR]`: checks the parameters against the contract, calls the operation
 * (every page of it with `--all`) and prints its answer.
 */
import type { WorldMonitor } from '../client.js';
import type { OperationSpec } from '../operation-spec.js';
import { checkQuery } from '../query-check.js';
import type { ResponseMeta } from '../response-meta.js';
import { hasFlag, optionValue, type ParsedArgs } from './args.js';
import { findGetOperation, GET_SERVICES, operationsOf } from './catalogue.js';
import type { CliSettings } from './config.js';
import { COMMAND_HELP, DEFAULT_MAX_PAGES, MAX_PAGES_LIMIT, operationHelp } from './help.js';
import { type CliIo, EXIT_OK, EXIT_USAGE } from './io.js';
import { ageInWords, clientFor, json, metaLine, reportFailure } from './session.js';
import { listRows, listTable, tableWidth } from './table.js';

/** Options of `get` that are not parameters of the operation. */
const GET_OPTIONS = new Set([
  'table',
  'verbose',
  'help',
  'url',
  'key',
  'config',
  'format',
  'all',
  'max-pages',
]);

/** Values of `--format`: JSON, a table of it, and the server's formats (docs/formats.md), printed as sent. */
const FORMATS = ['json', 'table', 'csv', 'geojson'];

type Format = 'json' | 'table' | 'csv' | 'geojson';
type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;

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
  const violations = checked.violations;
  const given = optionValue(args, 'format');
  const format = (given ?? (hasFlag(args, 'table') ? 'table' : 'json')) as Format;
  if (!FORMATS.includes(format))
    violations.push({ field: 'format', description: `must be one of: ${FORMATS.join(', ')}` });
  else if (hasFlag(args, 'table') && format !== 'table')
    violations.push({
      field: 'table',
      description: `is --format table; it cannot be combined with --format ${format}`,
    });
  const all = hasFlag(args, 'all');
  const maxPagesText = optionValue(args, 'max-pages');
  const maxPages = maxPagesText === undefined ? DEFAULT_MAX_PAGES : Number(maxPagesText);
  if (all) {
    if (!op.params.some((p) => p.name === 'cursor'))
      violations.push({ field: 'all', description: 'this operation has no cursor: it answers in one page' });
    if (checked.jmespath !== undefined)
      violations.push({
        field: 'all',
        description: 'cannot be combined with --jmespath (the projection would drop the cursor)',
      });
  }
  if (maxPagesText !== undefined) {
    if (!all) violations.push({ field: 'max-pages', description: 'only applies with --all' });
    else if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > MAX_PAGES_LIMIT)
      violations.push({ field: 'max-pages', description: `must be an integer from 1 to ${MAX_PAGES_LIMIT}` });
  }
  if (violations.length > 0) {
    io.err(json({ violations }));
    return EXIT_USAGE;
  }
  const verbose = hasFlag(args, 'verbose');
  const text = format === 'csv' || format === 'geojson';
  const query: Query = {
    ...checked.query,
    ...(checked.jmespath === undefined ? {} : { jmespath: checked.jmespath }),
    ...(text ? { format } : {}),
  };
  const client = clientFor(settings);
  try {
    const answer = all
      ? await allPages(client, op, query, format, maxPages, io)
      : await client.request(op, query, text ? { parseAs: 'text' } : {});
    reportData(answer, verbose, io);
    if (text) io.out(String(answer.data));
    else if (format === 'table') printTable(answer.data, io);
    else io.out(json(answer.data));
    return EXIT_OK;
  } catch (error) {
    return reportFailure(io, settings, error, verbose);
  }
}

/** What the headers say about the data, on stderr: all of it with --verbose, else only when it is not fresh. */
function reportData(meta: ResponseMeta, verbose: boolean, io: CliIo): void {
  if (verbose) io.err(metaLine(meta));
  else if (meta.dataStatus === 'unavailable')
    io.err(
      'worldmonitor: no data is available for this operation yet; this is its empty or degraded answer\n',
    );
  else if (meta.dataStatus === 'stale') {
    const age = meta.dataAgeSeconds === undefined ? '' : ` (${ageInWords(meta.dataAgeSeconds)})`;
    io.err(`worldmonitor: this data is stale${age}: older than its dataset's refresh window\n`);
  }
}

/** A list answer as a table fitted to the terminal, the columns left out named on stderr. */
function printTable(body: unknown, io: CliIo): void {
  const list = listRows(body);
  if (!list) {
    io.err('worldmonitor: the answer is not a list; printing JSON\n');
    io.out(json(body));
    return;
  }
  const width = tableWidth(io.env, io.columns);
  const table = listTable(list.rows, width);
  io.out(`${table.text}\n`);
  if (table.hidden.length > 0)
    io.err(
      `worldmonitor: left out to fit ${width} columns: ${table.hidden.join(', ')} (--format json has all)\n`,
    );
}

interface Pagination {
  nextCursor?: string;
  totalCount?: number;
}

function paginationOf(body: unknown): Pagination {
  const p = (body as { pagination?: unknown } | null)?.pagination;
  return typeof p === 'object' && p !== null ? (p as Pagination) : {};
}

/**
 * Every page of a list operation, following `pagination.nextCursor` until it is empty (or repeats,
 * or `maxPages` pages were read), as one answer: the first page's meta, the records of every page
 * (CSV: one header row; GeoJSON: one FeatureCollection). A progress line goes to stderr.
 */
async function allPages(
  client: WorldMonitor,
  op: OperationSpec,
  query: Query,
  format: Format,
  maxPages: number,
  io: CliIo,
): Promise<Awaited<ReturnType<WorldMonitor['request']>>> {
  const text = format === 'csv' || format === 'geojson';
  let first: Awaited<ReturnType<WorldMonitor['request']>> | undefined;
  let cursor = typeof query.cursor === 'string' ? query.cursor : '';
  const seen = new Set<string>();
  const bodies: unknown[] = [];
  let records = 0;
  let pagination: Pagination = {};
  let pages = 0;
  const progress = (done: boolean) => {
    const total = pagination.totalCount ? ` of ${pagination.totalCount}` : '';
    const line = `worldmonitor: page ${pages}, ${records}${total} records${done ? '' : '…'}`;
    if (io.stderrIsTTY) io.err(`\r${line}\u001b[K${done ? '\n' : ''}`);
    else io.err(`${line}\n`);
  };
  while (true) {
    const pageQuery: Query = { ...query, ...(cursor === '' ? {} : { cursor }) };
    if (text) {
      // The CSV and GeoJSON answers carry no cursor: it is read from the JSON page first.
      const { format: _, ...jsonQuery } = pageQuery;
      const meta = await client.request(op, { ...jsonQuery, jmespath: 'pagination' });
      pagination = (meta.data ?? {}) as Pagination;
      const page = await client.request(op, pageQuery, { parseAs: 'text' });
      first ??= page;
      bodies.push(page.data);
      records += format === 'csv' ? csvRecords(String(page.data)) : geojsonFeatures(String(page.data)).length;
    } else {
      const page = await client.request(op, pageQuery);
      first ??= page;
      bodies.push(page.data);
      pagination = paginationOf(page.data);
      records += listRows(page.data)?.rows.length ?? 0;
    }
    pages++;
    seen.add(cursor);
    cursor = pagination.nextCursor ?? '';
    const more = cursor !== '' && !seen.has(cursor);
    progress(!more || pages >= maxPages);
    if (!more) break;
    if (pages >= maxPages) {
      io.err(
        `worldmonitor: stopped after ${pages} pages (--max-pages ${maxPages}); more records remain (next cursor ${cursor})\n`,
      );
      break;
    }
  }
  const data =
    format === 'csv'
      ? joinCsv(bodies as string[])
      : format === 'geojson'
        ? joinGeojson(bodies as string[])
        : joinPages(bodies, pagination);
  return { ...(first as NonNullable<typeof first>), data };
}

/** Records of a CSV answer (lines after the header; a quoted field may hold a line break). */
function csvRecords(csv: string): number {
  return Math.max(0, splitCsvRows(csv).length - 1);
}

/** The rows of a CSV text, each with its CRLF, line breaks inside quotes kept. */
function splitCsvRows(csv: string): string[] {
  const rows: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) {
      rows.push(csv.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < csv.length) rows.push(csv.slice(start));
  return rows;
}

/** Pages of CSV as one: the first page's header row, then every page's records. */
function joinCsv(pages: readonly string[]): string {
  return pages.map((page, i) => (i === 0 ? page : splitCsvRows(page).slice(1).join(''))).join('');
}

function geojsonFeatures(text: string): unknown[] {
  const features = (JSON.parse(text) as { features?: unknown }).features;
  return Array.isArray(features) ? features : [];
}

/** Pages of GeoJSON as one FeatureCollection. */
function joinGeojson(pages: readonly string[]): string {
  const first = JSON.parse(pages[0] ?? '{}') as Record<string, unknown>;
  return `${JSON.stringify({ ...first, features: pages.flatMap(geojsonFeatures) })}\n`;
}

/** Pages of JSON as one body: the first page with every page's records and the last page's pagination. */
function joinPages(pages: readonly unknown[], pagination: Pagination): unknown {
  const first = pages[0];
  const list = listRows(first);
  if (!list || list.name === '' || typeof first !== 'object' || first === null) return first;
  const rows = pages.flatMap((p) => (p as Record<string, unknown[]>)[list.name] ?? []);
  return { ...first, [list.name]: rows, pagination };
}

/** `--page-size` names `page_size` when the operation has that parameter; other names stay as given. */
function paramName(params: readonly { name: string }[], given: string): string {
  const snake = given.replaceAll('-', '_');
  return given.includes('-') && params.some((p) => p.name === snake) ? snake : given;
}
