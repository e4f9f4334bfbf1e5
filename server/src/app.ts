import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db';
import { RequestError } from './errors';
import { registerRoutes } from './routes';

export interface AppDependencies {
  db: Db;
  config: ServerConfig;
  /** Fastify's logger; off in tests unless GH_LOG is set. */
  logger?: boolean;
}

/**
 * The pages' Content-Security-Policy. Without `upgrade-insecure-requests`, which would send the
 * embedded default's own http://localhost requests to an https port nobody listens on. Scripts
 * allow 'unsafe-inline' because Gatsby's build inlines its page bootstrap; everything else is
 * closed: no plugins, no foreign base URLs or form targets, no framing by other sites. Images
 * and API calls may go to https origins (the media CDN, maps tiles, configured services).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: [
    "'self'",
    "'unsafe-inline'",
    'https://maps.googleapis.com',
    'https://www.googletagmanager.com',
  ],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", 'https:'],
  workerSrc: ["'self'", 'blob:'],
};

/** Bodies larger than this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the one server that answers the whole origin of DESIGN.md section 4. */
export async function buildApp({ db, config, logger = false }: AppDependencies) {
  const app = Fastify({
    logger: logger ? { level: process.env.GH_LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    // Query strings like ?colour=a&colour=b become arrays; deeper nesting is not needed here.
    routerOptions: { maxParamLength: 500 },
  });

  await app.register(helmet, {
    // The API, the widget bundles and the media are meant to be used from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
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
    allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After', 'X-Total-Count'],
    maxAge: 600,
  });
  // Only routes that opt in (the POST routes) are rate limited.
  await app.register(rateLimit, { global: false });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  await registerRoutes(app, { db, config });
  return app;
}

/** Every error leaves here: refusals as a 4xx with their reason, anything else as a logged 500. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestError) {
    return reply.code(error.statusCode).send({ error: error.message, ...error.details });
  }
  if (error.validation) {
    return reply.code(400).send({ error: `Invalid request: ${error.message}` });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  request.log.error(error);
  return reply.code(500).send({ error: 'Internal server error' });
}
