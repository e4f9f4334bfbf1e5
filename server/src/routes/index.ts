import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

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
  void deps;
}
