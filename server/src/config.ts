import { join } from 'node:path';

/** Everything the server reads from the environment, in one place. README "Configuration" lists it. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file; created, migrated and seeded on first start. */
  databasePath: string;
  /** Origins allowed to call the API from a browser (widgets embedded on retailer sites). */
  corsOrigins: string[] | '*';
  /** Places provider key; without it /places answers from the bundled gazetteer. */
  googleMapsKey: string | undefined;
  /** Folder of rendered media; unset means `media-cache/` beside the database file. */
  mediaCacheDir?: string;
  /** Most POST requests (sample orders) one client IP may make per minute. */
  postRateLimitPerMinute: number;
  /** DATABASE_URL: shared state (orders, outbox) on PostgreSQL; unset = the SQLite file. */
  databaseUrl?: string;
  /** REDIS_URL: rate limits shared through Redis; unset = in memory. */
  redisUrl?: string;
  /** GH_WORKERS: server processes on one port (`auto` = one per core). */
  workers: number;
  /** GH_TRUST_PROXY: unset = false; a hop count; or a comma list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** ORDER_WEBHOOK_URL: where the outbox delivers each order; unset = orders stay pending. */
  orderWebhookUrl?: string;
  /** ORDER_WEBHOOK_SECRET: HMAC-SHA256 key of the X-GH-Signature header. */
  orderWebhookSecret?: string;
  /** GH_ADMIN_TOKEN: Bearer token of the /admin routes; unset = they do not exist. */
  adminToken?: string;
  /** GH_OUTBOX_MAX_ATTEMPTS: deliveries tried before an outbox row is dead-lettered. */
  outboxMaxAttempts: number;
}

const repoRoot = join(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cors = (env.CORS_ORIGINS ?? '*').trim();
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.GH_DB_PATH ?? join(repoRoot, 'var', 'gh.sqlite'),
    corsOrigins:
      cors === '*'
        ? '*'
        : cors
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    googleMapsKey: env.GOOGLE_MAPS_KEY || undefined,
    mediaCacheDir: env.GH_MEDIA_CACHE || undefined,
    postRateLimitPerMinute:
      Number(env.GH_POST_RATE_LIMIT) > 0 ? Number(env.GH_POST_RATE_LIMIT) : 120,
    // Plain parsing; branch i13-config validates these.
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    workers: Number(env.GH_WORKERS) > 0 ? Number(env.GH_WORKERS) : 1,
    trustProxy: false,
    orderWebhookUrl: env.ORDER_WEBHOOK_URL || undefined,
    orderWebhookSecret: env.ORDER_WEBHOOK_SECRET || undefined,
    adminToken: env.GH_ADMIN_TOKEN || undefined,
    outboxMaxAttempts:
      Number(env.GH_OUTBOX_MAX_ATTEMPTS) > 0 ? Number(env.GH_OUTBOX_MAX_ATTEMPTS) : 10,
  };
}
