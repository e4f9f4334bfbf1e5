import type { FastifyInstance } from 'fastify';
import { ContentChangeLog, syncReply } from '../jsonapi/changes';
import { DocumentBuilder } from '../jsonapi/document';
import { ContentStore } from '../jsonapi/store';
import type { RouteDependencies } from '.';

/**
 * GET /gatsby-fastbuilds/sync/{timestamp}: what Drupal's Gatsby module serves to
 * gatsby-source-drupal with `fastBuilds: true`: the content created, updated and deleted since
 * `timestamp` (Unix seconds, the previous reply's), or `status: -1` when the change log no longer
 * reaches back that far (server/src/jsonapi/changes.ts). Public, as the JSON:API it mirrors.
 */
export async function fastbuildsRoutes(app: FastifyInstance, { db }: RouteDependencies) {
  const store = new ContentStore(db);
  const log = new ContentChangeLog(db);

  app.get<{ Params: { timestamp: string } }>(
    '/gatsby-fastbuilds/sync/:timestamp',
    {
      schema: {
        params: {
          type: 'object',
          properties: { timestamp: { type: 'string', pattern: '^[0-9]{1,12}$' } },
          required: ['timestamp'],
        },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const builder = new DocumentBuilder(store, `${request.protocol}://${request.host}`);
      const body = syncReply(log, Number(request.params.timestamp), store, builder, now);
      return reply.header('cache-control', 'no-store').send(body);
    },
  );
}
