/**
 * What an error from node-postgres means for the request that met it and for the client it came
 * from. Two questions, kept apart:
 * - is PostgreSQL unavailable (a 503 with Retry-After, nothing the visitor did wrong), and
 * - is the connection itself broken (the client must be discarded, never given back to the pool).
 */

import type { QueryConfig } from 'pg';

/**
 * A query with a client-side time limit of its own (node-postgres reads `query_timeout` from the
 * query as from the client's config; its types do not declare it).
 */
export const timedQuery = (text: string, ms: number): QueryConfig =>
  ({ text, query_timeout: ms }) as QueryConfig;

/** Socket errors: the connection is gone or never came. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * SQLSTATEs after which the session cannot be trusted: class 08 (connection exception) and the
 * server shutting the session down (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now).
 */
const SESSION_ENDED_SQLSTATES = /^(08|57P0[1-3])/;

/**
 * SQLSTATEs that mean "PostgreSQL cannot serve this right now" while the session itself is fine:
 * class 53 (insufficient resources, e.g. too many connections), 3D000 (the database is gone),
 * class 28 (authorisation, e.g. a password changed under a running server), 57014 (a statement
 * cancelled by the order's statement_timeout) and 55P03 (its lock_timeout).
 */
const BUSY_SQLSTATES = /^(53|3D000|28|57014$|55P03$)/;

/** Messages node-postgres and pg-pool give their own connection failures and timeouts. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|connection is closed|Client was closed and is not queryable/i;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Whether the connection that gave this error is broken or in an unknown state (a socket error,
 * the server ending the session, a query that timed out with its answer still to come): its
 * client must be discarded.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code && (CONNECTION_ERRNOS.has(code) || SESSION_ENDED_SQLSTATES.test(code))) return true;
  return CONNECTION_MESSAGES.test(error.message);
}

/**
 * Whether an error from node-postgres means the database is down, unreachable, refusing
 * connections or too slow for the order's deadline (a 503 for the request), as opposed to a
 * fault in what was asked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  const code = codeOf(error);
  return code !== undefined && BUSY_SQLSTATES.test(code);
}

/** A short reason for the log: the error code where there is one, else the message. */
export function unavailableReason(error: unknown): string {
  return codeOf(error) ?? (error instanceof Error ? error.message : String(error));
}
