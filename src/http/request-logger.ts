/**
 * A request's logger, made only when something logs on it. Fastify gives every request a child of
 * the server's logger bound to its request id; pino builds that child eagerly (a new object with
 * its serialised bindings), which was a measured part of a cached GET's cost (docs/performance.md),
 * while most requests log nothing on it: the access line is written from the `onResponse` hook
 * (access-log.ts). This stand-in has the logger's methods and makes the child on first use, so the
 * lines a request does log carry its `reqId` exactly as before.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/** A request logger whose pino child is made on its first line, level change or child. */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...args);
  }

  error(...args: LogArgs): void {
    this.logger.error(...args);
  }

  warn(...args: LogArgs): void {
    this.logger.warn(...args);
  }

  info(...args: LogArgs): void {
    this.logger.info(...args);
  }

  debug(...args: LogArgs): void {
    this.logger.debug(...args);
  }

  trace(...args: LogArgs): void {
    this.logger.trace(...args);
  }

  silent(...args: LogArgs): void {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify `childLoggerFactory`: each request gets a logger that is made when first used. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
