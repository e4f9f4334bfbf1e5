/** A request the server refuses, with the reason the client is shown. Always a 4xx. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new RequestError(400, message, details);
export const notFound = (message: string) => new RequestError(404, message);

/**
 * A dependency the request needs is down (PostgreSQL while orders are taken): answered 503 with
 * `Retry-After` and the reason, never a 500. Nothing was written.
 */
export class UnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
    this.name = 'UnavailableError';
  }
}

/**
 * A dependency unreachable at start (DATABASE_URL, REDIS_URL): the server prints its message,
 * one line naming the variable, the host and what to check, and exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
