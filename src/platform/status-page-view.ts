/**
 * Renders the status page's model as one HTML document: inline CSS only (no script, font or
 * image), every value escaped. Each condition reads in colour and in words (an upper-case label
 * and a sentence), so the page also works without colour. The stylesheet is a constant, so its
 * CSP hash is computed once (`STATUS_PAGE_CSS_HASH`).
 */
import { createHash } from 'node:crypto';
import {
  type DatasetRow,
  type FailureGroup,
  formatDuration,
  type NextRun,
  type OperationRow,
  ROW_CONDITIONS,
  type RowCondition,
  type StatusModel,
} from './status-page-model';

/** Longest source text shown in full in a row (longer ones are clipped, whole in a tooltip). */
export const SOURCE_SHOWN_CHARS = 64;

/** Longest error shown in full in a row (longer ones show their start, whole when opened). */
export const ERROR_SHOWN_CHARS = 120;

/** Upper-case label of each condition, shown in its row's State cell. */
export const CONDITION_LABELS: Readonly<Record<RowCondition, string>> = {
  failing: 'FAILING',
  stale: 'STALE',
  missing: 'NO DATA',
  not_configured: 'NOT CONFIGURED',
  ok: 'OK',
};

const STYLE = `
:root { color-scheme: light; --ok: #1b6e2a; --stale: #8a5300; --failing: #b3261e; --muted: #5f6368; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px 32px 48px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1f2328; background: #fff; }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 17px; margin: 32px 0 8px; }
a { color: #0b57d0; }
code { font: 12.5px ui-monospace, "DejaVu Sans Mono", monospace; }
.overall { display: inline-block; margin: 4px 0 12px; padding: 6px 12px; border-radius: 6px; font-weight: 600; border: 2px solid; }
.overall-ok { color: var(--ok); background: #e8f5e9; }
.overall-degraded { color: var(--stale); background: #fff4e0; }
.overall-down { color: var(--failing); background: #fdecea; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0; }
.facts div { display: flex; gap: 6px; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; font-weight: 600; }
.store-down { color: var(--failing); }
.hint { color: var(--muted); margin: 0 0 8px; max-width: 110ch; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #d0d7de; }
th { background: #f6f8fa; font-weight: 600; position: sticky; top: 0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.error { max-width: 44ch; overflow-wrap: anywhere; font-size: 12.5px; }
td.error summary { cursor: pointer; }
td.error details[open] summary { color: var(--muted); margin-bottom: 4px; }
td.source { max-width: 30ch; overflow-wrap: anywhere; font-size: 12.5px; }
.sub { display: block; color: var(--muted); font-size: 12px; }
.label { display: inline-block; padding: 1px 7px; border-radius: 4px; font-weight: 700; font-size: 12px; letter-spacing: .03em; border: 1px solid; }
tr.row-ok .label { color: var(--ok); background: #e8f5e9; }
tr.row-stale { background: #fff4e0; }
tr.row-stale td:first-child { box-shadow: inset 5px 0 var(--stale); }
tr.row-stale .label { color: #fff; background: var(--stale); }
tr.row-failing { background: #fdecea; }
tr.row-failing td:first-child { box-shadow: inset 5px 0 var(--failing); }
tr.row-failing .label { color: #fff; background: var(--failing); }
tr.group td { background: #fdecea; font-weight: 600; box-shadow: inset 5px 0 var(--failing); }
tr.group .label { color: #fff; background: var(--failing); }
tr.row-missing .label, tr.row-not_configured .label { color: var(--muted); background: #f1f3f4; }
.overdue { color: var(--failing); font-weight: 600; }
footer { margin-top: 32px; color: var(--muted); }
`;

/** `style-src` source of the page's one stylesheet (CSP level 2 hash). */
export const STATUS_PAGE_CSS_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function providerRow(p: StatusModel['providers'][number]): string {
  const label = p.state === 'configured' ? 'OK' : 'NOT CONFIGURED';
  const row = p.state === 'configured' ? 'ok' : 'not_configured';
  const vars = p.variables.map((v) => `<code>${escapeHtml(v)}</code>`).join(', ');
  return `<tr class="row-${row}"><td>${escapeHtml(p.title)} (<code>${escapeHtml(p.id)}</code>)</td><td class="label">${label}</td><td>${vars}</td></tr>`;
}

/** The whole page. */
export function renderStatusPage(
  model: StatusModel,
  links: { docs: string; health: readonly string[] },
): string {
  const now = Date.parse(model.checkedAt);
  const rows = [...model.datasets].sort(
    (a, b) => ROW_CONDITIONS.indexOf(a.condition) - ROW_CONDITIONS.indexOf(b.condition),
  );
  const ownFailures = rows.filter((r) => r.condition === 'failing' && r.group === undefined);
  const rest = rows.filter((r) => r.condition !== 'failing');
  // Datasets failing for reasons of their own first; then each shared cause once, its datasets below it.
  const body = [
    ...ownFailures.map((r) => datasetRow(r, now)),
    ...model.failureGroups.flatMap((g) => [
      groupRow(g),
      ...rows.filter((r) => r.group === g.cause).map((r) => datasetRow(r, now)),
    ]),
    ...rest.map((r) => datasetRow(r, now)),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Status: ${escapeHtml(model.overall)} · World-monitoring data API</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>World-monitoring data API: status</h1>
${overallLine(model)}
${facts(model)}
</header>
<main>
<section id="datasets">
<h2>Datasets (${model.datasets.length})</h2>
${model.store.up ? '' : '<p class="store-down">The store does not answer: the rows below are the last state this process read from it.</p>\n'}<p class="hint">Worst first. <em>Failing</em>: the last refresh failed (health's <code>stale</code>); whatever data it has is still served. <em>Stale</em>: no successful refresh for more than two cadences, or data older than its freshness window (three cadences; bundled captures included). Datasets failing for one shared cause (no network, say) are listed once under it, below those failing for reasons of their own. Next run is estimated from the last attempt plus the job's cadence: the scheduler runs in <code>start</code> and <code>worker</code> processes, which may not be this one.</p>
<table>
<thead><tr><th>Service</th><th>Dataset</th><th>Source</th><th>State</th><th>Age of data</th><th>Last successful refresh</th><th>Records</th><th>Next run</th><th>Last error</th></tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
</section>
<section id="providers">
<h2>Request-time providers (${model.providers.length})</h2>
<p class="hint">Asked when an operation's answer is not cached. <em>Not configured</em>: its credential is not set, and the operations it serves answer their degraded body.</p>
<table>
<thead><tr><th>Provider</th><th>State</th><th>Credential</th></tr></thead>
<tbody>
${model.providers.map(providerRow).join('\n')}
</tbody>
</table>
</section>
<section id="operations">
<h2>Operations (${model.operations.length})</h2>
<p class="hint">Each links to its entry in the <a href="${escapeHtml(links.docs)}">API reference</a>.</p>
<table>
<thead><tr><th>Operation</th><th>Summary</th><th>Access</th><th>Where its data comes from</th><th>Datasets</th><th>Served</th></tr></thead>
<tbody>
${model.operations.map(operationRow).join('\n')}
</tbody>
</table>
</section>
</main>
<footer>Machine-readable: ${links.health.map((h) => `<a href="${escapeHtml(h)}"><code>${escapeHtml(h)}</code></a>`).join(', ')}. This page is regenerated on every request.</footer>
</body>
</html>
`;
}

function overallLine(model: StatusModel): string {
  const counts = ROW_CONDITIONS.filter((c) => model.counts[c] > 0)
    .map((c) => `${model.counts[c]} ${CONDITION_LABELS[c].toLowerCase()}`)
    .join(' · ');
  const word = { ok: 'All datasets OK', degraded: 'Degraded', down: 'Store down' }[model.overall];
  return `<p class="overall overall-${model.overall}">${escapeHtml(word)}${counts ? `: ${escapeHtml(counts)}` : ''}</p>`;
}

function facts(model: StatusModel): string {
  const store = model.store.up
    ? `${model.store.mode}: answering`
    : `${model.store.mode}: NOT ANSWERING${model.store.error ? ` (${model.store.error})` : ''}`;
  const items: [string, string, string?][] = [
    ['Build', model.version.build],
    ['Contract', model.version.contractVersion],
    ['Node', model.version.node],
    ['Store', store, model.store.up ? undefined : 'store-down'],
    ['Ready', readyText(model), model.store.ready ? undefined : 'store-down'],
    ['Checked', formatTime(model.checkedAt)],
  ];
  const body = items
    .map(
      ([name, value, cls]) =>
        `<div><dt>${escapeHtml(name)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd></div>`,
    )
    .join('');
  return `<dl class="facts">${body}</dl>`;
}

/** What `/api/health/ready` answers, in words. */
function readyText(model: StatusModel): string {
  if (model.store.ready) return 'yes';
  return model.store.up ? 'no: bundled data still loading' : 'no: the store does not answer';
}

/** The header of datasets failing for one shared cause: said once, above them. */
function groupRow(g: FailureGroup): string {
  return `<tr class="group"><td colspan="9"><span class="label">FAILING</span> ${g.keys.length} datasets: ${escapeHtml(g.cause)}<span class="sub">one cause, listed once; each row below says only what is its own</span></td></tr>`;
}

function datasetRow(r: DatasetRow, now: number): string {
  const name = r.key.startsWith(`${r.service}:`) ? r.key.slice(r.service.length + 1) : r.key;
  const note = [r.note, `health: ${r.healthState}`].filter(Boolean).join('; ');
  return `<tr class="row row-${r.condition}" data-key="${escapeHtml(r.key)}">
<td>${escapeHtml(r.service)}</td>
<td><code>${escapeHtml(name)}</code></td>
<td class="source">${r.source === null ? '—' : sourceCell(r.source)}</td>
<td class="state"><span class="label">${CONDITION_LABELS[r.condition]}</span><span class="sub">${escapeHtml(note)}</span></td>
<td>${r.ageSeconds === null ? '—' : escapeHtml(formatDuration(r.ageSeconds * 1000))}${r.fetchedAt ? `<span class="sub">${timeTag(r.fetchedAt)}</span>` : ''}</td>
<td>${r.lastSuccessAt === null ? 'never' : `${timeTag(r.lastSuccessAt)}<span class="sub">${escapeHtml(ago(r.lastSuccessAt, now))}</span>`}</td>
<td class="num">${r.recordCount.toLocaleString('en-US')}</td>
<td>${nextRunCell(r.nextRun, r.cadenceMs, now)}</td>
<td class="error">${r.lastError === null ? '—' : r.group !== undefined ? `<span class="sub">${escapeHtml(r.group)} (see above)</span>` : errorCell(r.lastError)}</td>
</tr>`;
}

/** A long source (a list of feed URLs) is clipped in the table; its whole text is the cell's tooltip. */
function sourceCell(source: string): string {
  if (source.length <= SOURCE_SHOWN_CHARS) return escapeHtml(source);
  return `<span title="${escapeHtml(source)}">${escapeHtml(source.slice(0, SOURCE_SHOWN_CHARS - 1))}…</span>`;
}

/** A long error (every feed of a source failing) opens on a click (`<details>`, no script needed). */
function errorCell(error: string): string {
  if (error.length <= ERROR_SHOWN_CHARS) return escapeHtml(error);
  return `<details><summary>${escapeHtml(error.slice(0, ERROR_SHOWN_CHARS - 1))}…</summary>${escapeHtml(error)}</details>`;
}

function nextRunCell(next: NextRun, cadenceMs: number | null, now: number): string {
  const every =
    cadenceMs === null ? '' : `<span class="sub">every ${escapeHtml(formatDuration(cadenceMs))}</span>`;
  if (next.kind === 'not_scheduled') return escapeHtml(next.reason);
  if (next.kind === 'first_run') return `when a scheduler first runs it${every}`;
  if (next.overdue) {
    return `<span class="overdue">OVERDUE</span> since ${timeTag(next.latest)}<span class="sub">is a scheduler (<code>start</code> or <code>worker</code>) running?</span>${every}`;
  }
  const window = next.earliest === next.latest ? '' : ` – ${escapeHtml(formatClock(next.latest))}`;
  const due =
    Date.parse(next.earliest) > now ? `in ${formatDuration(Date.parse(next.earliest) - now)}` : 'due now';
  return `${timeTag(next.earliest)}${window}<span class="sub">${escapeHtml(due)}</span>${every}`;
}

function operationRow(op: OperationRow): string {
  return `<tr>
<td><a href="${escapeHtml(op.docsHref)}"><code>${escapeHtml(op.method)} ${escapeHtml(op.path)}</code></a></td>
<td>${escapeHtml(op.summary)}</td>
<td>${escapeHtml(op.access)}</td>
<td>${escapeHtml(op.availability)}</td>
<td>${op.datasets.length === 0 ? '—' : op.datasets.map((k) => `<code>${escapeHtml(k)}</code>`).join(' ')}</td>
<td>${op.served ? 'yes' : 'no (contract only)'}</td>
</tr>`;
}

function timeTag(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatTime(iso))}</time>`;
}

/** `2026-11-24 08:53 UTC` */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** `08:53 UTC` */
function formatClock(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

function ago(iso: string, now: number): string {
  const ms = now - Date.parse(iso);
  return ms >= 0 ? `${formatDuration(ms)} ago` : `in ${formatDuration(-ms)}`;
}
