import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { catalogueRoutes } from './catalogue';
import { geoIpRoutes } from './geo-ip';
import { jsonapiRoutes } from './jsonapi';
import { mediaRoutes } from './media';
import { placesRoutes } from './places';
import { samplesRoutes } from './samples';
import { sceneRoutes } from './scene';
import { searchRoutes } from './search';
import { staticRoutes } from './static';
import { storesRoutes } from './stores';

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
  await app.register(storesRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(staticRoutes());
  await app.register(placesRoutes, deps);
  await app.register(jsonapiRoutes, deps);
  await app.register(samplesRoutes, deps);
  await app.register(sceneRoutes, deps);
}
