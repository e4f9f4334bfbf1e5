import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * The server's request log: one JSON line per request (Fastify's pino), with a request id that
 * follows the request through every line it causes and goes back in `X-Request-Id`, so an
 * operator can match a visitor's report, a proxy's log and this one.
 *
 * What a line says: the request id, the method, the route (its pattern, e.g.
 * `/api/catalogue/products`, or `/*` for a page), the path without its query, the status and the
 * duration. Never a query string, a header or a body: visitors type addresses into the places
 * search and send their name, email, phone and street in a sample order, and none of that may
 * reach a log. Errors are logged with the request id too (app.ts), their messages never carrying
 * what was sent.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a client or proxy may choose: short, and nothing but safe characters. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id: the caller's X-Request-Id when it has a safe form, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = Array.isArray(sent) ? sent[0] : sent;
  return id && CLIENT_REQUEST_ID.test(id) ? id : randomUUID();
}

/**
 * Fastify's request logging, as one line per request: nothing when a request comes in, and when
 * it ends its line (at `error` with the error when it failed). A route that is not found is
 * said by that line's status, not by a line with the raw URL.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'not found',
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Fastify's options for the log: on at `level`, or off; request ids either way. */
export function loggerOptions(
  on: boolean,
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: on ? { level } : false,
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}

/** Sends the request id back to the caller. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
