import { ConnectionError, TimeoutError } from 'sequelize';

/** Seconds a client should wait before retrying while the database is unreachable (Retry-After). */
export const RETRY_AFTER_S = 5;

/** Driver codes and MySQL errnos that mean "the server is gone", not "this query is wrong". */
const CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
]);
/**
 * Messages without a code: mysql2 refusing a connection that died mid-transaction, and Sequelize asked for a
 * connection after its pool was closed (a process shutting down while requests are still in flight).
 */
const CLOSED = ['connection is in closed state', 'getConnection was called after the connection manager was closed'];
// 1053 server shutdown in progress, 1927 connection killed, 2006 server gone away, 2013 lost connection during query.
const ERRNOS = new Set([1053, 1927, 2006, 2013]);

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  parent?: unknown;
  original?: unknown;
  cause?: unknown;
}

/**
 * True when err (or what it wraps: Sequelize keeps the driver's error as parent/original) says the database cannot be
 * reached right now: refused or lost connections, a full pool past its acquire timeout, a server shutting down. Such a
 * request is answered 503 with Retry-After (UnavailableError) instead of 500: the client did nothing wrong and may simply retry.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    if (cur instanceof ConnectionError || cur instanceof TimeoutError) return true;
    const e = cur as DriverError;
    if (typeof e.code === 'string' && CODES.has(e.code)) return true;
    if (typeof e.errno === 'number' && ERRNOS.has(e.errno)) return true;
    const message = e.message;
    if (typeof message === 'string' && CLOSED.some((m) => message.includes(m))) return true;
    cur = e.parent ?? e.original ?? e.cause;
  }
  return false;
}
