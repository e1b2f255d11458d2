/**
 * The server's logger: pino, one JSON object a line on stdout (or on a stream a test or the benchmark hands
 * in). Made once from LOG_LEVEL and passed through AppDeps; each request gets a child carrying its request id
 * (observability/request-log.ts). Errors are reduced to what helps an operator: a database error's bound
 * parameters (token hashes, e-mail addresses) never reach the log.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** What a request's handlers log through (request-log.ts makes it: the instance's child, with the request id). */
export type RequestLogger = Pick<Logger, 'error' | 'warn' | 'info' | 'debug'>;
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What of an error goes into a log line: never its own fields, which may carry a query's parameters. */
function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: err.stack,
    ...(err.cause instanceof Error ? { cause: err.cause.message } : {}),
  };
}

let stdout: DestinationStream | undefined;
/**
 * One asynchronous stdout writer for the whole process (several instances run in one benchmark): a request
 * never waits on the terminal, and pino flushes it when the process exits.
 */
function stdoutDestination(): DestinationStream {
  return (stdout ??= pino.destination({ dest: 1, sync: false }));
}

/** A logger at `level` writing to `destination` (stdout by default). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
    },
    destination ?? stdoutDestination(),
  );
}

let processLog: Logger | undefined;
/**
 * For the few places that run outside any app instance (the change-bus brokers, background slice refreshes,
 * test mode's Stripe stand-in): a logger from the process's own LOG_LEVEL.
 */
export function processLogger(): Logger {
  const level = process.env.LOG_LEVEL;
  return (processLog ??= createLogger((LOG_LEVELS as readonly string[]).includes(level ?? '') ? (level as LogLevel) : 'info'));
}
