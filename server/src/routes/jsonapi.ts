import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError } from '../errors';
import { DocumentBuilder } from '../jsonapi/document';
import { replyWithJsonapiError } from '../jsonapi/errors';
import { Evaluator } from '../jsonapi/filter';
import { parseQuery } from '../jsonapi/query';
import { ContentStore } from '../jsonapi/store';
import { JSONAPI_MEDIA_TYPE, JSONAPI_OBJECT, type StoredResource } from '../jsonapi/types';
import type { RouteDependencies } from '.';

/**
 * The subset of Drupal's JSON:API that gatsby-source-drupal and the site's trend calls use
 * (SPEC.md section 7, DESIGN.md sections 4 and 9): the /jsonapi index, collections with filters,
 * sort, pages, includes and sparse fieldsets, single resources, and the files they point at.
 * Reads only: writes to nodes are routes/jsonapi-write.ts (with GH_ADMIN_TOKEN), whose paths
 * with a fixed `node` segment win over the ones here; every other write answers 405. Refusals
 * are JSON:API error documents (jsonapi/errors.ts).
 */

const documentSchema = {
  type: 'object',
  properties: { jsonapi: {}, data: {}, included: {}, links: {}, meta: {} },
};
const errorSchema = { type: 'object', properties: { jsonapi: {}, errors: {} } };
const replies = { 200: documentSchema, '4xx': errorSchema, '5xx': errorSchema };

const segment = { type: 'string', pattern: '^[a-z0-9_]+$', maxLength: 64 };
// Drupal's query parameters are PHP bracket names (filter[field][value]); parseQuery reads them
// from the raw query string, so Fastify's flat parse only has to be strings.
const querystring = {
  type: 'object',
  additionalProperties: {
    anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  },
};

interface TypeParams {
  entity: string;
  bundle: string;
}
interface ResourceParams extends TypeParams {
  id: string;
}

export async function jsonapiRoutes(app: FastifyInstance, { db }: RouteDependencies) {
  const store = new ContentStore(db);

  app.setErrorHandler(replyWithJsonapiError);
  // Writes are refused with 405 below; accept their JSON:API bodies so that a write is not
  // mistaken for an unsupported media type first.
  app.addContentTypeParser(JSONAPI_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request) => checkNegotiation(request));
  // JSON:API: the media type is sent without parameters (Fastify would add a charset).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/jsonapi')) reply.header('content-type', JSONAPI_MEDIA_TYPE);
    return payload;
  });

  app.get('/jsonapi', { schema: { response: replies } }, async (request) =>
    new DocumentBuilder(store, originOf(request)).index(),
  );

  app.get<{ Params: TypeParams }>(
    '/jsonapi/:entity/:bundle',
    { schema: { params: typeParams, querystring, response: replies } },
    async (request) => {
      const type = resourceType(store, request.params);
      const query = parseQuery(rawQuery(request.url));
      const evaluator = new Evaluator(store);
      evaluator.checkGroup(type, query.filter);
      for (const field of query.sort) evaluator.checkPath(type, field.path, 'sort');

      const matching = store
        .ofType(type)
        .filter((resource) => evaluator.matches(resource, query.filter));
      if (query.sort.length > 0) {
        matching.sort((a, b) => evaluator.compare(a, b, query.sort));
      }
      const page = matching.slice(query.offset, query.offset + query.limit);
      const builder = new DocumentBuilder(store, originOf(request));
      const included = builder.included(type, page, query.include);
      const self = `${originOf(request)}${request.url}`;
      const links: Record<string, { href: string }> = { self: { href: self } };
      if (query.offset + query.limit < matching.length) {
        links.next = { href: pageLink(self, query.offset + query.limit, query.limit) };
      }
      if (query.offset > 0) {
        links.prev = { href: pageLink(self, Math.max(0, query.offset - query.limit), query.limit) };
      }
      return {
        jsonapi: JSONAPI_OBJECT,
        data: page.map((resource) => builder.resource(resource, query.fields)),
        ...withIncluded(builder, included, query.fields),
        // JSON:API Extras' count: gatsby-source-drupal then queues every page at once.
        meta: { count: matching.length },
        links,
      };
    },
  );

  app.get<{ Params: ResourceParams }>(
    '/jsonapi/:entity/:bundle/:id',
    { schema: { params: resourceParams, querystring, response: replies } },
    async (request) => {
      const type = resourceType(store, request.params);
      const query = parseQuery(rawQuery(request.url));
      const resource = store.find(type, request.params.id);
      if (!resource) {
        throw new RequestError(404, `The ${type} resource ${request.params.id} does not exist.`);
      }
      const builder = new DocumentBuilder(store, originOf(request));
      const included = builder.included(type, [resource], query.include);
      return {
        jsonapi: JSONAPI_OBJECT,
        data: builder.resource(resource, query.fields),
        ...withIncluded(builder, included, query.fields),
        links: { self: { href: `${originOf(request)}${request.url}` } },
      };
    },
  );

  // The files content links to that the media service does not generate (trend-report PDFs),
  // at Drupal's public files path.
  app.get<{ Params: { '*': string } }>('/sites/default/files/*', async (request, reply) => {
    const file = store.file(request.params['*']);
    if (!file) throw new RequestError(404, `No file at ${request.url.split('?')[0]}`);
    return reply.type(file.mime).header('cache-control', 'public, max-age=3600').send(file.body);
  });

  const refuseWrite = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'GET, HEAD');
    throw new RequestError(405, 'This JSON:API is read-only: only GET and HEAD are allowed.');
  };
  for (const url of ['/jsonapi', '/jsonapi/:entity/:bundle', '/jsonapi/:entity/:bundle/:id']) {
    app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url, handler: refuseWrite });
  }
}

const typeParams = {
  type: 'object',
  properties: { entity: segment, bundle: segment },
  required: ['entity', 'bundle'],
};
const resourceParams = {
  type: 'object',
  properties: {
    entity: segment,
    bundle: segment,
    id: { type: 'string', pattern: '^[0-9a-f-]{36}$' },
  },
  required: ['entity', 'bundle', 'id'],
};

function resourceType(store: ContentStore, { entity, bundle }: TypeParams): string {
  const type = `${entity}--${bundle}`;
  if (!store.shape(type)) {
    throw new RequestError(404, `The resource type ${type} does not exist.`);
  }
  return type;
}

function withIncluded(
  builder: DocumentBuilder,
  included: StoredResource[],
  fields: Map<string, Set<string>>,
) {
  return included.length > 0
    ? { included: included.map((resource) => builder.resource(resource, fields)) }
    : {};
}

/** The origin the client used (behind a proxy GH_TRUST_PROXY trusts, the one it received). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** The same request with another page: every filter, include, sort and fieldset is kept. */
function pageLink(self: string, offset: number, limit: number): string {
  const url = new URL(self);
  url.searchParams.set('page[offset]', String(offset));
  url.searchParams.set('page[limit]', String(limit));
  return url.toString();
}

/**
 * JSON:API content negotiation: a request body typed as JSON:API with parameters is 415; an
 * Accept that lists JSON:API only with parameters (and nothing else usable) is 406.
 */
function checkNegotiation(request: FastifyRequest): void {
  if (!request.url.startsWith('/jsonapi')) return;
  const contentType = request.headers['content-type'];
  if (contentType?.startsWith(JSONAPI_MEDIA_TYPE) && contentType.includes(';')) {
    throw new RequestError(415, 'The JSON:API media type must be sent without parameters.');
  }
  const accept = request.headers.accept;
  if (!accept) return;
  const ranges = accept.split(',').map((range) => range.trim().toLowerCase());
  const jsonapi = ranges.filter((range) => range.startsWith(JSONAPI_MEDIA_TYPE));
  const others = ranges.filter((range) => !range.startsWith(JSONAPI_MEDIA_TYPE));
  if (jsonapi.length > 0 && jsonapi.every((range) => range.includes(';')) && others.length === 0) {
    throw new RequestError(406, 'Accept lists the JSON:API media type only with parameters.');
  }
}
