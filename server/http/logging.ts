import type { FastifyRequest } from 'fastify';

export interface LoggerOptions {
  level: string;
  /** Where the log lines go; standard output when absent. */
  stream?: { write(line: string): void };
}

/**
 * The server's logger. A request is logged by method, path and caller address: its query string
 * and body may hold personal data (passport numbers, phones, e-mail addresses) and are never logged.
 */
export function loggerOf(options: LoggerOptions) {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, path: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  };
}

interface DatabaseFailure {
  name?: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/**
 * An unexpected error as logged: its kind, the first line of its message and where it was thrown.
 * A failed query's message goes on to list its parameters, and the database's own error quotes the
 * values it refused, so of the cause only its kind and the names of what it concerns are kept.
 */
export function loggedError(error: Error & { code?: string; cause?: unknown }) {
  const cause = error.cause as DatabaseFailure | undefined;
  return {
    type: error.name,
    code: error.code,
    message: error.message.split('\n')[0],
    stack: error.stack?.split('\n').filter((line) => line.startsWith('    at ')).join('\n'),
    ...(cause ? { cause: { type: cause.name, code: cause.code, table: cause.table, column: cause.column, constraint: cause.constraint } } : {}),
  };
}
