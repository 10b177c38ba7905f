/**
 * Plain-text tables: columns padded to their widest cell (cells clipped to a maximum width),
 * a header row, and `--table` for list answers (the rows are the body itself when it is an array,
 * else its first array of objects).
 */

/** Widest a cell is shown before it is clipped with an ellipsis. */
export const MAX_CELL_WIDTH = 48;

/** A cell's text: scalars as they are, objects and arrays as compact JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function clip(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > MAX_CELL_WIDTH ? `${chars.slice(0, MAX_CELL_WIDTH - 1).join('')}…` : chars.join('');
}

/** A table of rows; `paintCell` may colour a cell (padding is computed on the plain text). */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  paintCell: (column: number, text: string) => string = (_, t) => t,
): string {
  const clipped = rows.map((r) => r.map(clip));
  const widths = headers.map((h, i) =>
    Math.max([...h].length, ...clipped.map((r) => [...(r[i] ?? '')].length)),
  );
  const line = (cells: readonly string[], paintIt: boolean) =>
    cells
      .map((c, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...c].length);
        const shown = paintIt ? paintCell(i, c) : c;
        return i === cells.length - 1 ? shown : `${shown}${pad}`;
      })
      .join('  ')
      .trimEnd();
  return [line(headers, false), ...clipped.map((r) => line(r, true))].join('\n');
}

/** The rows of a list answer: the body if it is an array, else its first array of objects. */
export function listRows(body: unknown): { name: string; rows: unknown[] } | undefined {
  if (Array.isArray(body)) return { name: '', rows: body };
  if (typeof body !== 'object' || body === null) return undefined;
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && !Array.isArray(v)))
      return { name, rows: value };
  }
  return undefined;
}

/** A list answer as a table: one column per field seen in the rows, in first-seen order. */
export function listTable(rows: readonly unknown[]): string {
  const objects = rows.map((r) =>
    typeof r === 'object' && r !== null && !Array.isArray(r) ? r : { value: r },
  );
  const headers: string[] = [];
  for (const row of objects)
    for (const key of Object.keys(row)) if (!headers.includes(key)) headers.push(key);
  const cells = objects.map((row) => headers.map((h) => cellText((row as Record<string, unknown>)[h])));
  return renderTable(headers, cells);
}
