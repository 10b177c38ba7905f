/**
 * Plain-text tables: a header row and columns padded to their widest cell. `--table` prints list
 * answers this way (the rows are the body itself when it is an array, else its list), fitted to
 * the terminal: values are written for reading (times as `2026-11-27 08:47Z`, coordinates as
 * `12.3,45.6`, arrays as `a, b, +3`), the columns that fit are kept (long free-text and link
 * columns give way first) and cells are clipped with an ellipsis.
 */

/** Widest a cell is shown before it is clipped with an ellipsis. */
export const MAX_CELL_WIDTH = 48;
/** Width of a table when the output is not a terminal and `COLUMNS` is not set. */
export const DEFAULT_TABLE_WIDTH = 100;
/** Space between two columns. */
const GAP = 2;
/** Narrowest a column is clipped to (numbers, times and coordinates are never clipped). */
const MIN_COLUMN_WIDTH = 10;
/** Width long cells are clipped to before anything else gives way. */
const LONG_CELL_WIDTH = 24;
/** Narrowest a header is clipped to when its cells are narrower. */
const MIN_HEADER_WIDTH = 8;
/** Narrowest the first column (usually the record's id or name) is clipped to. */
const MIN_FIRST_COLUMN_WIDTH = 24;
/** Cells that lose their meaning when clipped: numbers, times, coordinates. */
const UNCLIPPABLE = /^(-?\d+(\.\d+)?(e[-+]?\d+)?|\d{4}-\d{2}-\d{2} \d{2}:\d{2}Z|-?[\d.]+,-?[\d.]+)$/;
const TIME_CELL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}Z$/;
const ENUM_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/**
 * Enum values share their type's prefix (`FLIGHT_DELAY_SEVERITY_MAJOR`, `…_MINOR`): a column of
 * two or more of them shows what follows the prefix (`MAJOR`), its header naming the field.
 */
function withoutEnumPrefix(cells: string[]): string[] {
  const values = cells.filter((c) => c !== '');
  // One value alone does not show where its type's name ends (`CYBER_THREAT_TYPE_C2_SERVER`).
  if (new Set(values).size < 2 || !values.every((c) => ENUM_VALUE.test(c))) return cells;
  let prefix = values[0] as string;
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const cut = prefix.lastIndexOf('_') + 1;
  if (cut === 0 || values.some((v) => v.length === cut)) return cells;
  return cells.map((c) => c.slice(cut));
}
/** Items of an array shown before `+N`. */
const ARRAY_ITEMS_SHOWN = 2;

/** The width a table must fit: `COLUMNS`, else the terminal's, else {@link DEFAULT_TABLE_WIDTH}. */
export function tableWidth(env: NodeJS.ProcessEnv, terminalColumns: number | undefined): number {
  const fromEnv = Number(env.COLUMNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  if (terminalColumns !== undefined && terminalColumns > 0) return terminalColumns;
  return DEFAULT_TABLE_WIDTH;
}

const MS_2000 = Date.UTC(2000, 0, 1);
const MS_2100 = Date.UTC(2100, 0, 1);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Names of fields that hold a time (`occurredAt`, `updated_at`, `timestamp`, `lastSeen`…). */
const TIME_NAME = /(At|_at|[Tt]ime|[Tt]imestamp|[Dd]ate|Seen|_seen|[Ee]poch)$/;

/** A time as `2026-11-27 08:47Z` (UTC, to the minute). */
export function utcMinute(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z`;
}

/** Whether a number is a time: epoch ms of this century, or epoch seconds in a field named for a time. */
function timeOf(value: number, name: string): number | undefined {
  if (!Number.isInteger(value)) return undefined;
  if (value >= MS_2000 && value < MS_2100) return value;
  if (TIME_NAME.test(name) && value * 1000 >= MS_2000 && value * 1000 < MS_2100) return value * 1000;
  return undefined;
}

function coordinate(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** `{latitude, longitude}` (or `lat`/`lon`/`lng`) as `lat,lon`, or undefined. */
function coordinates(value: Record<string, unknown>): string | undefined {
  const lat = value.latitude ?? value.lat;
  const lon = value.longitude ?? value.lon ?? value.lng;
  return typeof lat === 'number' && typeof lon === 'number'
    ? `${coordinate(lat)},${coordinate(lon)}`
    : undefined;
}

/**
 * A value as a table shows it: times as UTC minutes, coordinates as `lat,lon`, arrays as their
 * first items and `+N`, other objects as `key=value` pairs; `name` is the field's name (epoch
 * seconds count as a time only in a field named for one).
 */
export function cellText(value: unknown, name = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const ms = timeOf(value, name);
    if (ms !== undefined) return utcMinute(ms);
    // 31.0400009155 → 31.04: six significant digits say what a float holds.
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
  }
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? utcMinute(Date.parse(value)) : value;
  if (Array.isArray(value)) {
    const shown = value.slice(0, ARRAY_ITEMS_SHOWN).map((v) => cellText(v, name));
    const more = value.length - shown.length;
    return [...shown, ...(more > 0 ? [`+${more}`] : [])].join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const point = coordinates(record);
    if (point !== undefined) return point;
    return Object.entries(record)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${typeof v === 'object' ? `(${cellText(v, k)})` : cellText(v, k)}`)
      .join(' ');
  }
  return String(value);
}

function length(text: string): number {
  return [...text].length;
}

function clip(text: string, width: number): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > width ? `${chars.slice(0, Math.max(0, width - 1)).join('')}…` : chars.join('');
}

/** A table of rows; `paintCell` may colour a cell (padding is computed on the plain text). */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  paintCell: (column: number, text: string) => string = (_, t) => t,
  widths?: readonly number[],
): string {
  const limit = (i: number) => widths?.[i] ?? MAX_CELL_WIDTH;
  const clipped = rows.map((r) => r.map((c, i) => clip(c, limit(i))));
  const heads = headers.map((h, i) => clip(h, limit(i)));
  const shown = heads.map((h, i) => Math.max(length(h), ...clipped.map((r) => length(r[i] ?? ''))));
  const line = (cells: readonly string[], paintIt: boolean) =>
    cells
      .map((c, i) => {
        const pad = ' '.repeat((shown[i] ?? 0) - length(c));
        const painted = paintIt ? paintCell(i, c) : c;
        return i === cells.length - 1 ? painted : `${painted}${pad}`;
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  return [line(heads, false), ...clipped.map((r) => line(r, true))].join('\n');
}

/** The rows of a list answer: the body if it is an array, else its list of objects (or its empty list). */
export function listRows(body: unknown): { name: string; rows: unknown[] } | undefined {
  if (Array.isArray(body)) return { name: '', rows: body };
  if (typeof body !== 'object' || body === null) return undefined;
  const entries = Object.entries(body);
  for (const [name, value] of entries) {
    if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && !Array.isArray(v)))
      return { name, rows: value };
  }
  // A page with no records yet: its (first) empty list.
  if ('pagination' in body)
    for (const [name, value] of entries)
      if (Array.isArray(value) && value.length === 0) return { name, rows: [] };
  return undefined;
}

/** Link and free-text fields: the first columns left out when a table does not fit. */
const LOW_PRIORITY =
  /(url|link|href|description|summary|text|body|content|snippet|abstract|html|image|thumbnail)$/i;

/** A list table fitted to a width, and the columns left out. */
export interface FittedTable {
  text: string;
  /** Columns that did not fit (named as in the answer). */
  hidden: string[];
}

/**
 * A list answer as a table `width` characters wide at most: one column per field seen in the rows
 * (in first-seen order, empty columns left out), as many as fit, each clipped no narrower than
 * {@link MIN_COLUMN_WIDTH} (times never), the widest clipped first.
 */
export function listTable(rows: readonly unknown[], width: number = DEFAULT_TABLE_WIDTH): FittedTable {
  if (rows.length === 0) return { text: '(no records)', hidden: [] };
  const objects = rows.map((r) =>
    typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Record<string, unknown>) : { value: r },
  );
  const names: string[] = [];
  for (const row of objects) for (const key of Object.keys(row)) if (!names.includes(key)) names.push(key);
  const columns = names.map((name, index) => {
    const cells = withoutEnumPrefix(objects.map((row) => cellText(row[name], name).replace(/\s+/g, ' ')));
    const widest = Math.max(0, ...cells.map(length));
    const natural = Math.min(MAX_CELL_WIDTH, Math.max(length(name), widest));
    const whole = cells.every((c) => c === '' || UNCLIPPABLE.test(c));
    const floor = whole ? widest : Math.min(widest, index === 0 ? MIN_FIRST_COLUMN_WIDTH : MIN_COLUMN_WIDTH);
    const min = Math.max(floor, Math.min(length(name), MIN_HEADER_WIDTH, natural));
    const empty = cells.every((c) => c === '');
    // The first column (the record's id or name) and times are kept first; links and free text last.
    const isTime = cells.some((c) => c !== '') && cells.every((c) => c === '' || TIME_CELL.test(c));
    const rank = index === 0 || isTime ? 0 : LOW_PRIORITY.test(name) ? 2 : 1;
    // What the column claims when columns are chosen: its cells up to LONG_CELL_WIDTH.
    const comfortable = Math.max(
      min,
      Math.min(natural, LONG_CELL_WIDTH, widest),
      Math.min(length(name), MIN_HEADER_WIDTH),
    );
    return { name, index, cells, natural, widest, min, comfortable, empty, rank };
  });
  const candidates = columns.filter((c) => !c.empty);
  const order = [...(candidates.length > 0 ? candidates : columns)].sort(
    (a, b) => a.rank - b.rank || a.index - b.index,
  );
  const chosen: typeof columns = [];
  let used = 0;
  // Columns at their comfortable width, in order of rank; then, in the room left, at their minimum.
  for (const wanted of ['comfortable', 'min'] as const)
    for (const column of order) {
      if (chosen.includes(column)) continue;
      const need = column[wanted] + (chosen.length > 0 ? GAP : 0);
      if (chosen.length > 0 && used + need > width) continue;
      chosen.push(column);
      used += need;
    }
  chosen.sort((a, b) => a.index - b.index);
  const widths = chosen.map((c) => c.natural);
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP * (widths.length - 1);
  // Long cells are clipped first (to LONG_CELL_WIDTH), then headers wider than their cells give
  // way (`countryCode` over `UA` becomes `countr…`), then the widest cells down to their minimum.
  const floors = [
    chosen.map((c) => Math.max(c.min, Math.min(c.natural, LONG_CELL_WIDTH))),
    chosen.map((c) =>
      Math.max(
        c.min,
        Math.min(c.natural, LONG_CELL_WIDTH, c.widest),
        Math.min(length(c.name), MIN_HEADER_WIDTH),
      ),
    ),
    chosen.map((c) => c.min),
  ];
  for (const floor of floors) {
    while (total() > width) {
      let widest = -1;
      for (let i = 0; i < widths.length; i++)
        if (
          (widths[i] as number) > (floor[i] as number) &&
          (widest < 0 || (widths[i] as number) > (widths[widest] as number))
        )
          widest = i;
      if (widest < 0) break;
      widths[widest] = (widths[widest] as number) - 1;
    }
  }
  const text = renderTable(
    chosen.map((c) => c.name),
    objects.map((_, r) => chosen.map((c) => c.cells[r] ?? '')),
    undefined,
    widths,
  );
  const hidden = columns.filter((c) => !c.empty && !chosen.includes(c)).map((c) => c.name);
  return { text, hidden };
}
