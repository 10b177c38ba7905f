/**
 * Where the server's log lines go: stdout, written in batches. A line is appended to a buffer (the
 * request that logs it pays for an array push); the buffer is written with one system call once it
 * holds LOG_BUFFER_BYTES, or LOG_FLUSH_INTERVAL_MS after its first line, or when the app closes or
 * the process exits.
 *
 * Measured on one CPU (CPU per line beyond a logger writing nowhere): pino's synchronous
 * destination +2.8 µs (one `write` call per line), its asynchronous one (sonic-boom) +3.8 µs (its
 * writes go through libuv's thread pool, which shares the server's CPU), this batching +0.5 µs.
 *
 * A stdout that cannot take more (a full non-blocking pipe: nobody reads the log) keeps the rest
 * for the next attempt, LOG_FLUSH_INTERVAL_MS later, and lines wait in memory meanwhile, up to
 * LOG_BACKLOG_MAX_CHARS. Past that, new lines are dropped and counted, and once stdout takes
 * everything again a warning line says how many were lost: a log nobody reads must not grow the
 * server's memory without end. Sizes are counted in string length (bytes for ASCII lines).
 */
import { writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Bytes buffered before they are written at once. */
export const LOG_BUFFER_BYTES = 32 * 1024;
/** Most log text held while stdout takes nothing; later lines are dropped and counted. */
export const LOG_BACKLOG_MAX_CHARS = 8 * 1024 * 1024;
/** `msg` of the line that reports dropped lines. */
export const DROPPED_LINES_MESSAGE = 'log lines dropped: stdout took nothing while the backlog was full';
/** Longest a line waits in the buffer, in milliseconds. */
export const LOG_FLUSH_INTERVAL_MS = 200;
/** Longest a final flush (close, exit) keeps retrying a stdout that is full, in milliseconds. */
export const FINAL_FLUSH_TIMEOUT_MS = 2000;
/** Pause between two attempts of a final flush, in milliseconds. */
const FINAL_FLUSH_RETRY_MS = 5;

/** Writes bytes to a file descriptor; answers how many were written (fs.writeSync's shape). */
export type WriteFn = (fd: number, bytes: Buffer) => number;

/** A pino destination (anything with `write(line)`) that batches its writes. */
export class BufferedLogDestination {
  private lines: string[] = [];
  private buffered = 0;
  /** Bytes of an earlier batch that could not be written yet. */
  private unwritten: Buffer | undefined;
  private timer: NodeJS.Timeout | undefined;
  private gone = false;
  /** True while stdout is full: lines wait for the retry timer instead of forcing writes. */
  private blocked = false;
  /** Lines dropped because the backlog was full, not yet reported. */
  private dropped = 0;

  constructor(
    private readonly fd: number,
    private readonly writeBytes: WriteFn = writeSync,
  ) {}

  /** Appends one line (pino passes each line with its newline). */
  write(line: string): boolean {
    if (this.gone) return true;
    if (this.buffered + (this.unwritten?.length ?? 0) >= LOG_BACKLOG_MAX_CHARS) {
      this.dropped += 1;
      return true;
    }
    this.lines.push(line);
    this.buffered += line.length;
    if (this.buffered >= LOG_BUFFER_BYTES && !this.blocked) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_INTERVAL_MS).unref();
    return true;
  }

  /** Writes what is buffered now; what stdout does not take waits for the next attempt. */
  flush(): void {
    this.clearTimer();
    if (!this.tryWrite() && !this.gone) {
      this.timer = setTimeout(() => this.flush(), LOG_FLUSH_INTERVAL_MS).unref();
    }
  }

  /** Writes everything buffered, retrying a full stdout for up to FINAL_FLUSH_TIMEOUT_MS (close, exit). */
  flushSync(): void {
    this.clearTimer();
    const deadline = Date.now() + FINAL_FLUSH_TIMEOUT_MS;
    while (!this.tryWrite() && !this.gone && Date.now() < deadline) sleep(FINAL_FLUSH_RETRY_MS);
  }

  /** True once nothing is left to write. */
  private tryWrite(): boolean {
    if (this.lines.length > 0) {
      const batch = Buffer.from(this.lines.join(''), 'utf8');
      this.unwritten = this.unwritten ? Buffer.concat([this.unwritten, batch]) : batch;
      this.lines = [];
      this.buffered = 0;
    }
    while (this.unwritten && this.unwritten.length > 0) {
      try {
        const n = this.writeBytes(this.fd, this.unwritten);
        this.unwritten = n >= this.unwritten.length ? undefined : this.unwritten.subarray(n);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
          this.blocked = true;
          return false;
        }
        // stdout is gone (EPIPE) or unusable: stop logging rather than fail requests.
        this.gone = true;
        this.unwritten = undefined;
        return true;
      }
    }
    this.unwritten = undefined;
    this.blocked = false;
    if (this.dropped > 0) {
      // After the lines kept (they are older than the dropped ones).
      this.lines.push(droppedLinesNotice(this.dropped, Date.now()));
      this.dropped = 0;
      return this.tryWrite();
    }
    return true;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** pino's default `base` bindings (pid, hostname) as they follow `time` on every line. */
export function pinoBaseBindings(): string {
  return `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
}

/** A pino-format warning line (level 40) counting the dropped lines. */
export function droppedLinesNotice(dropped: number, timeMs: number): string {
  return `{"level":40,"time":${timeMs}${pinoBaseBindings()},"dropped":${dropped},"msg":"${DROPPED_LINES_MESSAGE}"}\n`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
