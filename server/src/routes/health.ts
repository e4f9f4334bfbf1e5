import type { FastifyInstance } from 'fastify';
import type { RouteDependencies } from '.';

type DependencyState = 'up' | 'down' | 'not configured';

/** How long a probe waits for PostgreSQL before calling it down. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Liveness and readiness for a load balancer (DESIGN.md section 4).
 * - `GET /healthz`: 200 while the process serves, with each dependency's state, so an operator
 *   sees at a glance which one is down: `{"ok":true,"orders":"up","database":"down",…}`.
 * - `GET /readyz`: 200 while sample orders can be taken, 503 with the reason while they cannot
 *   (PostgreSQL unreachable), so a balancer sends orders elsewhere. Redis being down does not
 *   make an instance unready: the rate limit counts in the process until it is back.
 */
export async function healthRoutes(app: FastifyInstance, deps: RouteDependencies) {
  const { storage, rateLimitRedis } = deps;

  async function database(): Promise<{ state: DependencyState; reason?: string }> {
    if (storage.kind === 'sqlite') return { state: 'up' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        storage.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
            PROBE_TIMEOUT_MS,
          );
        }),
      ]);
      return { state: 'up' };
    } catch (error) {
      return { state: 'down', reason: (error as Error).message || String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  const redis = (): DependencyState =>
    rateLimitRedis ? (rateLimitRedis.shared ? 'up' : 'down') : 'not configured';

  app.get('/healthz', async (_request, reply) => {
    const db = await database();
    reply.header('Cache-Control', 'no-store');
    return {
      ok: true,
      orders: db.state === 'up' ? 'taken' : 'refused',
      database: { kind: storage.kind, state: db.state, ...(db.reason && { reason: db.reason }) },
      redis: {
        state: redis(),
        ...(redis() === 'down' && { effect: 'the POST rate limit counts in each process' }),
      },
    };
  });

  app.get('/readyz', async (_request, reply) => {
    const db = await database();
    reply.header('Cache-Control', 'no-store');
    if (db.state === 'up') return { ready: true };
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({
        ready: false,
        error: `Sample orders cannot be taken: PostgreSQL (DATABASE_URL) is unreachable (${db.reason})`,
      });
  });
}
