import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError } from '../errors';
import { type ErrorObject, JSONAPI_OBJECT } from './types';

/** Why a JSON:API query was refused, naming the query parameter at fault (`source.parameter`). */
export function queryError(parameter: string, detail: string, status = 400): RequestError {
  return new RequestError(status, detail, { source: { parameter } });
}

/**
 * Why a JSON:API request document was refused, pointing at the member at fault with a JSON
 * Pointer (`source.pointer`, e.g. /data/attributes/title), as Drupal does.
 */
export function documentError(status: number, pointer: string, detail: string): RequestError {
  return new RequestError(status, detail, { source: { pointer } });
}

export function errorDocument(errors: ErrorObject[]) {
  return { jsonapi: JSONAPI_OBJECT, errors };
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/**
 * A Fastify error handler answering JSON:API error documents: a RequestError with its status and
 * source; a schema failure on the path as 404 (no such resource), elsewhere as 400; Fastify's own
 * 4xx (an unsupported body type, a body too large) as they are; anything else as a logged 500.
 */
export function replyWithJsonapiError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let status: number;
  let detail: string;
  let source: ErrorObject['source'];
  if (error instanceof RequestError) {
    status = error.statusCode;
    detail = error.message;
    source = error.details?.source as ErrorObject['source'];
  } else if (error.validation) {
    status = error.validationContext === 'params' ? 404 : 400;
    detail =
      status === 404
        ? `Not found: ${request.url.split('?')[0]}`
        : `Invalid request: ${error.message}`;
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    detail = error.message;
  } else {
    request.log.error(error);
    status = 500;
    detail = 'Internal server error';
  }
  return reply.code(status).send(
    errorDocument([
      {
        status: String(status),
        title: statusTitle(status),
        detail,
        ...(source ? { source } : {}),
      },
    ]),
  );
}
