import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AdminGuard } from '../admin/guard';
import type { ServerConfig } from '../config';
import { contentSecurityPolicy, policyHeader } from '../content-policy';
import type { Db } from '../db';
import type { Metrics } from '../metrics';
import type { OutboxDispatcher } from '../outbox/dispatcher';
import type { RedisWithFallback } from '../rate-limit';
import { metaVersion, withReplyCache } from '../reply-cache';
import { searchVersion } from '../search/search-index';
import type { SharedStorage } from '../storage';
import { adminRoutes } from './admin';
import { catalogueRoutes } from './catalogue';
import { fastbuildsRoutes } from './fastbuilds';
import { geoIpRoutes } from './geo-ip';
import { healthRoutes } from './health';
import { jsonapiRoutes } from './jsonapi';
import { jsonapiWriteRoutes } from './jsonapi-write';
import { mediaRoutes } from './media';
import { metricsRoutes } from './metrics';
import { placesRoutes } from './places';
import { publishRoutes } from './publish';
import { samplesRoutes } from './samples';
import { sceneRoutes } from './scene';
import { searchRoutes } from './search';
import { DEFAULT_STATIC_FOLDERS, staticRoutes } from './static';
import { storesRoutes } from './stores';

const MB = 1024 * 1024;

export interface RouteDependencies {
  /** The reference data (catalogue, content, stores, places, search, media). */
  db: Db;
  config: ServerConfig;
  /** Shared state: orders and their outbox (SQLite by default, PostgreSQL with DATABASE_URL). */
  storage: SharedStorage;
  /** Delivers the outbox when ORDER_WEBHOOK_URL is set. */
  outboxDispatcher?: OutboxDispatcher;
  /** The rate limit's Redis with REDIS_URL (its state is reported by /healthz). */
  rateLimitRedis?: RedisWithFallback;
  /** The admin routes' tokens, scopes and audit log. */
  admin: AdminGuard;
  /** What GET /metrics reports. */
  metrics: Metrics;
}

/**
 * A family of routes: each route's query, params, body and reply types come from its TypeBox
 * schemas (@fastify/type-provider-typebox), so a route without a body schema sees `unknown`.
 */
export type RoutePlugin = FastifyPluginAsyncTypebox<RouteDependencies>;

/**
 * One plugin per endpoint family (server/src/routes/<service>.ts), each declaring its schemas
 * beside its handlers. Add a family by registering it here.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDependencies) {
  await app.register(healthRoutes, deps);
  await app.register(geoIpRoutes, deps);
  await app.register(mediaRoutes, deps);
  // The replies people ask for again and again are kept, compressed (reply-cache.ts).
  await app.register(
    withReplyCache(storesRoutes, {
      name: 'stores',
      version: metaVersion('stores:version'),
      maxBytes: 48 * MB,
    }),
    deps,
  );
  await app.register(
    withReplyCache(catalogueRoutes, {
      name: 'catalogue',
      version: metaVersion('catalogue:version'),
      maxBytes: 64 * MB,
      headers: ['x-total-count'],
    }),
    deps,
  );
  await app.register(
    withReplyCache(searchRoutes, { name: 'search', version: searchVersion, maxBytes: 32 * MB }),
    deps,
  );
  await app.register(
    staticRoutes(
      { ...DEFAULT_STATIC_FOLDERS, site: join(deps.config.siteReleases, 'current') },
      {
        sitePagePolicy: (scriptHashes) =>
          policyHeader(contentSecurityPolicy(deps.config, scriptHashes)),
      },
    ),
  );
  await app.register(placesRoutes, deps);
  await app.register(jsonapiRoutes, deps);
  await app.register(jsonapiWriteRoutes, deps);
  await app.register(fastbuildsRoutes, deps);
  await app.register(samplesRoutes, deps);
  await app.register(sceneRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(metricsRoutes, deps);
  await app.register(publishRoutes, deps);
  await app.register((await import('../map/routes')).mapRoutes);
}
