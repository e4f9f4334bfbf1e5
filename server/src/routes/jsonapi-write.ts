import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError } from '../errors';
import { ContentChangeLog } from '../jsonapi/changes';
import { DocumentBuilder } from '../jsonapi/document';
import { replyWithJsonapiError } from '../jsonapi/errors';
import { ContentStore } from '../jsonapi/store';
import { JSONAPI_MEDIA_TYPE, JSONAPI_OBJECT, type StoredResource } from '../jsonapi/types';
import { ContentWriter } from '../jsonapi/write';
import type { RouteDependencies } from '.';

/**
 * Editing nodes through Drupal's JSON:API (server/src/jsonapi/write.ts has the rules), each write
 * answering only to a token with the `content` scope (admin/guard.ts: no live token 401, one
 * without the scope 403) and recorded in the audit log:
 * - POST /jsonapi/node/{bundle}: 201 with the new node and its `Location`;
 * - PATCH /jsonapi/node/{bundle}/{uuid}: 200 with the updated node;
 * - DELETE /jsonapi/node/{bundle}/{uuid}: 204.
 * Bodies are `application/vnd.api+json` (anything else: 415); refusals are JSON:API error
 * documents. The `node` segment is static, so these routes take precedence over the read-only
 * routes' `/jsonapi/:entity/…` for nodes; other entity types stay read-only.
 */

const MB = 1024 * 1024;
const replyDocument = {
  type: 'object',
  properties: { jsonapi: {}, data: {}, links: {}, errors: {} },
};
const bundle = { type: 'string', pattern: '^[a-z0-9_]+$', maxLength: 64 };
const collectionParams = {
  type: 'object',
  properties: { bundle },
  required: ['bundle'],
};
const resourceParams = {
  type: 'object',
  properties: { bundle, id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
  required: ['bundle', 'id'],
};

interface CollectionParams {
  bundle: string;
}
interface ResourceParams extends CollectionParams {
  id: string;
}

export async function jsonapiWriteRoutes(app: FastifyInstance, { db, admin }: RouteDependencies) {
  const store = new ContentStore(db);
  const writer = new ContentWriter(db, store);
  const log = new ContentChangeLog(db);

  app.setErrorHandler(replyWithJsonapiError);
  // The body is parsed here so that malformed JSON is a JSON:API 400 like any bad document.
  app.addContentTypeParser(JSONAPI_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      done(new RequestError(400, `The body is not JSON: ${(error as Error).message}`), undefined);
    }
  });
  const jsonapiBody = async (request: FastifyRequest) => {
    const contentType = request.headers['content-type'];
    if (contentType !== JSONAPI_MEDIA_TYPE) {
      throw new RequestError(
        415,
        `Send the document as ${JSONAPI_MEDIA_TYPE}, without parameters; got ${contentType ?? 'no Content-Type'}.`,
      );
    }
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204) reply.header('content-type', JSONAPI_MEDIA_TYPE);
    return payload;
  });
  // Each write prunes the log beyond its retention, so that it stays the size of a week's edits.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 300 && request.method !== 'GET') log.prune(Date.now());
  });

  const document = (request: FastifyRequest, resource: StoredResource) => {
    const builder = new DocumentBuilder(store, `${request.protocol}://${request.host}`);
    const data = builder.resource(resource, new Map());
    return { jsonapi: JSONAPI_OBJECT, data, links: { self: data.links.self } };
  };

  /** A write's guard and audit: the node type, and the node when there is one. */
  const writing = (action: string) =>
    admin.route('content', {
      action: `${action} node`,
      target: (request) => {
        const { bundle, id } = request.params as Partial<ResourceParams>;
        return [bundle && `node--${bundle}`, id].filter(Boolean).join(' ');
      },
    });

  app.post<{ Params: CollectionParams }>(
    '/jsonapi/node/:bundle',
    {
      ...writing('create'),
      bodyLimit: MB,
      preValidation: jsonapiBody,
      schema: { params: collectionParams, response: { '2xx': replyDocument } },
    },
    async (request, reply) => {
      const created = writer.create(`node--${request.params.bundle}`, request.body);
      const body = document(request, created);
      return reply.code(201).header('location', body.data.links.self.href).send(body);
    },
  );

  app.patch<{ Params: ResourceParams }>(
    '/jsonapi/node/:bundle/:id',
    {
      ...writing('update'),
      bodyLimit: MB,
      preValidation: jsonapiBody,
      schema: { params: resourceParams, response: { '2xx': replyDocument } },
    },
    async (request) => {
      const { bundle, id } = request.params;
      return document(request, writer.update(`node--${bundle}`, id, request.body));
    },
  );

  app.delete<{ Params: ResourceParams }>(
    '/jsonapi/node/:bundle/:id',
    { ...writing('delete'), schema: { params: resourceParams } },
    async (request, reply) => {
      const { bundle, id } = request.params;
      writer.remove(`node--${bundle}`, id);
      return reply.code(204).send();
    },
  );

  const notAllowed = (allow: string) => async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', allow);
    throw new RequestError(405, `Only ${allow} are allowed here.`);
  };
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/jsonapi/node/:bundle',
    handler: notAllowed('GET, HEAD, POST'),
  });
  app.route({
    method: ['PUT', 'POST'],
    url: '/jsonapi/node/:bundle/:id',
    handler: notAllowed('GET, HEAD, PATCH, DELETE'),
  });
}
