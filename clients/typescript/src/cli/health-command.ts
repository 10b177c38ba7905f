/**
 * `worldmonitor health`: each dataset's freshness from `GET /api/health` as a table, the state
 * coloured (green ok, yellow stale, red missing, dim not configured) where colour is enabled.
 */
import type { DatasetHealth, HealthReport } from '../health.js';
import { hasFlag, type ParsedArgs } from './args.js';
import { colourEnabled, paint, type Style } from './colour.js';
import type { CliSettings } from './config.js';
import { type CliIo, EXIT_OK } from './io.js';
import { clientFor, json, reportFailure } from './session.js';
import { renderTable } from './table.js';

const STATE_STYLE: Readonly<Record<string, Style>> = {
  ok: 'green',
  stale: 'yellow',
  missing: 'red',
  not_configured: 'dim',
  never_run: 'dim',
};

const HEADERS = ['DATASET', 'STATE', 'REFRESH', 'AGE', 'RECORDS', 'FETCHED AT', 'LAST ERROR'] as const;
const STYLED_COLUMNS = new Set([1, 2]);

/** `90` → `1m30s`; null → `-`. */
export function formatAge(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
  if (seconds < 86_400)
    return `${Math.floor(seconds / 3600)}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}m`;
  return `${Math.floor(seconds / 86_400)}d${String(Math.floor((seconds % 86_400) / 3600)).padStart(2, '0')}h`;
}

function row(d: DatasetHealth): string[] {
  return [
    d.key,
    d.state,
    d.refresh,
    formatAge(d.ageSeconds),
    String(d.recordCount),
    d.fetchedAt ?? '-',
    d.lastError ?? '',
  ];
}

/** The report as text: a status line, then the table. */
export function healthText(report: HealthReport, colour: boolean): string {
  const status = paint(colour, report.status === 'ok' ? 'green' : 'yellow', report.status);
  const table = renderTable(HEADERS, report.datasets.map(row), (column, text) =>
    STYLED_COLUMNS.has(column) && STATE_STYLE[text] ? paint(colour, STATE_STYLE[text] as Style, text) : text,
  );
  return `status: ${status} (checked ${report.checkedAt})\n\n${table}\n`;
}

/** Runs `health`. */
export async function healthCommand(args: ParsedArgs, settings: CliSettings, io: CliIo): Promise<number> {
  try {
    const answer = await clientFor(settings).serverHealth();
    io.out(
      hasFlag(args, 'json')
        ? json(answer.data)
        : healthText(answer.data, colourEnabled({ isTTY: io.stdoutIsTTY }, io.env)),
    );
    return EXIT_OK;
  } catch (error) {
    return reportFailure(io, settings, error, false);
  }
}
