/**
 * Per-request loggers made on first use. Fastify gives every request a child logger bound to its
 * request id; making a pino child costs ~1 µs (bench/README.md). At `LOG_LEVEL=warn` and above
 * nothing logs on the hot path (at `info`, the default, Fastify writes two lines per request, and
 * the child is made for them). A LazyRequestLogger answers the logging calls of disabled levels
 * itself and makes the real child, with the same bindings, the first time something is written.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
/** Fastify's logger is pino, which answers `isLevelEnabled`. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A request's logger: the child is made when a call at an enabled level first needs it. */
class LazyRequestLogger {
  private made: ParentLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): ParentLogger {
    this.made ??= this.parent.child(this.bindings, this.options) as ParentLogger;
    return this.made;
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }
}

/** Fastify `childLoggerFactory`: a LazyRequestLogger per request. */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  // A route-level log level changes what is enabled: such a request gets its child at once. So
  // does a logger that is not pino (Fastify's null logger when logging is off: its child is itself).
  const pinoLike = typeof (logger as Partial<ParentLogger>).isLevelEnabled === 'function';
  if (options.level !== undefined || !pinoLike) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;
};
