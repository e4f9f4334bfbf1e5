import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { geoIpRoutes } from './geo-ip';
import { jsonapiRoutes } from './jsonapi';
import { mediaRoutes } from './media';
import { placesRoutes } from './places';
import { samplesRoutes } from './samples';

export interface RouteDependencies {
  db: Db;
  config: ServerConfig;
}

/**
 * One plugin per endpoint family (server/src/routes/<service>.ts), each declaring its schemas
 * beside its handlers. Add a family by registering it here.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDependencies) {
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(geoIpRoutes, deps);
  await app.register(mediaRoutes, deps);
  await app.register(placesRoutes, deps);
  await app.register(jsonapiRoutes, deps);
  await app.register(samplesRoutes, deps);
}
