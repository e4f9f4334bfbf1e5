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
