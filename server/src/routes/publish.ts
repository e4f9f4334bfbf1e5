import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RequestError } from '../errors';
import { Publisher } from '../publish/publisher';
import type { RouteDependencies } from '.';

/**
 * Publishing, each route answering only to a token with the `publish` scope (admin/guard.ts),
 * a publish and a rollback recorded in the audit log:
 * - POST /admin/publish: the build hook (Drupal's Build Hooks module posts here). Starts an
 *   incremental build and deploy, or, during one, queues one follow-up build: 202 with the state.
 * - GET /admin/publish: the state (idle or building, queued, the last result and its figures).
 * - POST /admin/publish/rollback: the previous release goes live again (409 during a build, 404
 *   when there is none).
 */
export async function publishRoutes(
  app: FastifyInstance,
  { config, admin, metrics }: RouteDependencies,
) {
  let contentUrl = `http://127.0.0.1:${config.port}`;
  // A real Drupal (DRUPAL_URL) is the content when set; else this server's database.
  const publisher = new Publisher(
    config.siteReleases,
    () => contentUrl,
    process.env.DRUPAL_URL || `reference:${resolve(config.databasePath)}`,
    config.publishBuild,
  );
  app.addHook('onClose', async () => publisher.stop());
  metrics.watchPublishing(() => publisher.state());

  app.post(
    '/admin/publish',
    admin.route('publish', { action: 'publish' }),
    async (request, reply) => {
      // The build reads content from this server, at the address this request came in on.
      const { localAddress, localPort } = request.socket;
      if (localPort) {
        const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
        contentUrl = `http://${host ?? '127.0.0.1'}:${localPort}`;
      }
      const state = await publisher.request();
      return reply.code(202).header('Cache-Control', 'no-store').send(state);
    },
  );

  app.get('/admin/publish', admin.route('publish'), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await publisher.state()),
  );

  app.post(
    '/admin/publish/rollback',
    admin.route('publish', { action: 'roll back' }),
    async (_request, reply) => {
      if (publisher.running()) {
        throw new RequestError(409, 'A build is running; roll back once it has finished');
      }
      if (!(await publisher.rollback())) {
        throw new RequestError(404, 'There is no previous release to go back to');
      }
      return reply.header('Cache-Control', 'no-store').send(await publisher.state());
    },
  );
}
