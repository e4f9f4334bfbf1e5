import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { AdminGuard } from './admin/guard';
import { AdminTokens } from './admin/tokens';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './content-policy';
import type { Db } from './db';
import { RequestError, UnavailableError } from './errors';
import { Metrics } from './metrics';
import { RetentionSweeper } from './orders/retention';
import { warnOnStandardError } from './outage';
import { type DispatcherOptions, OutboxDispatcher } from './outbox/dispatcher';
import { rateLimitStore } from './rate-limit';
import { loggerOptions, sendRequestIds } from './request-log';
import { registerRoutes } from './routes';
import { openStorage, type SharedStorage } from './storage';
import { isDatabaseUnavailable } from './storage/postgres-errors';

export interface AppDependencies {
  db: Db;
  config: ServerConfig;
  /** The request log (request-log.ts): on in `npm start` unless GH_LOG=0; off in tests unless set. */
  logger?: boolean;
  /**
   * Shared state (orders, outbox); opened from `config` (DATABASE_URL, else `db`) when not
   * given, and then closed with the app.
   */
  storage?: SharedStorage;
  /** Dispatcher timings (retry delays, lease, poll), for tests that must not wait for real ones. */
  outbox?: Partial<DispatcherOptions>;
  /**
   * Whether this process delivers the outbox (when ORDER_WEBHOOK_URL is set). Default true; with
   * GH_WORKERS on SQLite only one worker at a time does (main.ts).
   */
  deliversOutbox?: boolean;
  /**
   * Whether the app may start while PostgreSQL or Redis is unreachable: a replacement worker of
   * an instance that has served (main.ts). It then serves what it can, refuses orders with 503
   * and reconnects when they are back; the first start of an instance refuses to start instead,
   * so that a wrong DATABASE_URL or REDIS_URL is said at once.
   */
  dependenciesMayBeDown?: boolean;
  /** What GET /metrics reports; made here when not given (main.ts gives it, for GH_METRICS_PORT). */
  metrics?: Metrics;
}

/** Bodies larger than this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the one server that answers the whole origin of DESIGN.md section 4. */
export async function buildApp({
  db,
  config,
  logger = false,
  storage: givenStorage,
  outbox,
  deliversOutbox = true,
  dependenciesMayBeDown = false,
  metrics = new Metrics(),
}: AppDependencies) {
  const app = Fastify({
    ...loggerOptions(logger, config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-* are believed only from the proxies GH_TRUST_PROXY names (none by default), so
    // a client cannot choose its own address for the rate limit or the country lookup.
    trustProxy: trustedProxies(config.trustProxy),
    // Query strings like ?colour=a&colour=b become arrays; deeper nesting is not needed here.
    routerOptions: { maxParamLength: 500 },
  });

  sendRequestIds(app);
  countRequests(app, metrics);
  await app.register(helmet, {
    // The API, the widget bundles and the media are meant to be used from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The embedded default is served over plain http://localhost: HSTS is sent (below) only to
    // requests that came over https, where it means something.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After', 'X-Total-Count', 'X-Request-Id'],
    maxAge: 600,
  });
  // JSON replies of 1 KB or more leave compressed for a client that accepts br or gzip; static
  // files are precompressed at build time (routes/static.ts), so only JSON types are matched.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
  });
  // Only routes that opt in (the POST routes) are rate limited, per client address. With REDIS_URL
  // the counters live in Redis, so the limit holds across every process and machine, and in this
  // process while Redis is unreachable (rate-limit.ts).
  const limits = rateLimitStore(app, config);
  if (!dependenciesMayBeDown) await limits.redis?.connected();
  await app.register(rateLimit, { global: false, ...limits.options });

  const storage =
    givenStorage ?? (await openStorage(config, db, { mayStartDown: dependenciesMayBeDown }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error) || error instanceof UnavailableError)
      storage.outage?.refused();
    return handleError(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  metrics.watchOutbox(() => storage.outboxCounts());
  const outboxDispatcher = deliversOutbox
    ? createDispatcher(
        config,
        storage,
        { counted: (result) => metrics.outboxDeliveries.inc({ result }), ...outbox },
        app.log,
      )
    : undefined;
  // The process that delivers the outbox also erases what is past its retention.
  const retention = deliversOutbox
    ? new RetentionSweeper(storage, config.orderRetentionDays, warnOnStandardError)
    : undefined;
  app.addHook('onReady', async () => {
    outboxDispatcher?.start();
    retention?.start();
  });
  app.addHook('onClose', async () => {
    retention?.stop();
    await outboxDispatcher?.stop();
    if (!givenStorage) await storage.close();
  });

  await registerRoutes(app, {
    db,
    config,
    storage,
    outboxDispatcher,
    rateLimitRedis: limits.redis,
    admin: new AdminGuard(
      new AdminTokens(storage, config.adminToken),
      storage,
      warnOnStandardError,
    ),
    metrics,
  });
  return app;
}

/** Every request counted and timed by method, route pattern and status (http_request_…). */
function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * Fastify's trustProxy from GH_TRUST_PROXY. A hop count trusts that many proxies in front of the
 * server, whoever they are (Fastify itself treats a bare number as "trust none"); a list trusts
 * those addresses and ranges only.
 */
function trustedProxies(trust: ServerConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** With ORDER_WEBHOOK_URL, a dispatcher delivers the outbox; without it, orders stay pending. */
function createDispatcher(
  config: ServerConfig,
  storage: SharedStorage,
  options: Partial<DispatcherOptions> | undefined,
  log: { warn(details: object, message: string): void },
): OutboxDispatcher | undefined {
  if (!config.orderWebhookUrl) return undefined;
  if (!config.orderWebhookSecret) {
    throw new Error(
      'ORDER_WEBHOOK_SECRET must be set with ORDER_WEBHOOK_URL: deliveries are signed with it',
    );
  }
  return new OutboxDispatcher(storage, {
    url: config.orderWebhookUrl,
    secret: config.orderWebhookSecret,
    maxAttempts: config.outboxMaxAttempts,
    leaseMs: config.outboxLeaseMs,
    requestTimeoutMs: config.outboxTimeoutMs,
    batchSize: config.outboxBatchSize,
    log: (message, details) => log.warn(details ?? {}, message),
    ...options,
  });
}

/** Every error leaves here: refusals as a 4xx with their reason, anything else as a logged 500. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestError) {
    return reply.code(error.statusCode).send({ error: error.message, ...error.details });
  }
  if (error instanceof UnavailableError) {
    return reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ error: error.message });
  }
  if (error.validation) {
    return reply.code(400).send({ error: `Invalid request: ${error.message}` });
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL is down or unreachable: nothing was written (a transaction that did not commit
    // is rolled back), and a retry with the same Idempotency-Key counts once. An expected outage
    // is logged as two events by the storage (outage.ts), not as a stack per request.
    return reply.code(503).header('Retry-After', '5').send({
      error:
        'The order database cannot be reached right now, so nothing was saved. Please try again in a few seconds.',
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  request.log.error(error);
  return reply.code(500).send({ error: 'Internal server error' });
}
