/**
 * `worldmonitor batch <file.json|->`: sends the operations of a file as one batch (optionally with
 * an Idempotency-Key) and prints the answer; exits 1 when any operation failed.
 */
import { readFileSync } from 'node:fs';
import type { BatchOperation } from '../batch.js';
import { hasFlag, optionValue, type ParsedArgs } from './args.js';
import type { CliSettings } from './config.js';
import { COMMAND_HELP } from './help.js';
import { type CliIo, EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io.js';
import { clientFor, json, metaLine, reportFailure } from './session.js';
import { renderTable } from './table.js';

/** Reads the operations of a batch file: the API's body, or its `operations` array alone. */
export function readBatchFile(file: string): BatchOperation<unknown>[] {
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : (parsed as { operations?: unknown } | null)?.operations;
  if (!Array.isArray(list)) throw new Error('expected {"operations": [...]} or an array of operations');
  return list.map((entry, i) => {
    const { id, path } = (entry ?? {}) as { id?: unknown; path?: unknown };
    if (typeof path !== 'string') throw new Error(`operations[${i}].path must be a string`);
    if (id !== undefined && typeof id !== 'string') throw new Error(`operations[${i}].id must be a string`);
    return id === undefined ? { path } : { id, path };
  });
}

/** Runs `batch`. */
export async function batchCommand(args: ParsedArgs, settings: CliSettings, io: CliIo): Promise<number> {
  const file = args.positionals[1];
  if (file === undefined) {
    io.err(`${COMMAND_HELP.batch}\n`);
    return EXIT_USAGE;
  }
  let operations: BatchOperation<unknown>[];
  try {
    operations = readBatchFile(file);
  } catch (error) {
    io.err(`worldmonitor: cannot read batch file ${file}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const key = optionValue(args, 'idempotency-key');
  const verbose = hasFlag(args, 'verbose');
  try {
    const answer = await clientFor(settings).batch(
      operations,
      key === undefined ? {} : { idempotencyKey: key },
    );
    if (verbose) io.err(metaLine(answer));
    const { succeeded, failed, results } = answer.data;
    if (hasFlag(args, 'table')) {
      const rows = results.map((r) => [
        r.id,
        String(r.status),
        r.ok ? '' : r.code,
        JSON.stringify(r.ok ? r.data : r.body) ?? '',
      ]);
      io.out(`${renderTable(['ID', 'STATUS', 'ERROR', 'BODY'], rows)}\n`);
    } else {
      const plain = results.map((r) =>
        r.ok
          ? { id: r.id, status: r.status, body: r.data }
          : { id: r.id, status: r.status, error: r.code, body: r.body },
      );
      io.out(json({ succeeded, failed, results: plain }));
    }
    return failed > 0 ? EXIT_FAILED : EXIT_OK;
  } catch (error) {
    return reportFailure(io, settings, error, verbose);
  }
}
