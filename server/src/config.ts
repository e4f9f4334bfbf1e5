import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { object, string, ValidationError } from 'yup';
import { DEFAULT_MEDIA_CACHE_BYTES } from './media/file-cache';
import { DEFAULT_DISPATCHER_OPTIONS } from './outbox/dispatcher';
import { DEFAULT_POSTGRES_OPTIONS } from './storage/postgres';

/** Everything the server reads from the environment, in one place. docs/configuration.md lists it. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file; created, migrated and seeded on first start. */
  databasePath: string;
  /** Origins allowed to call the API from a browser (widgets embedded on retailer sites). */
  corsOrigins: string[] | '*';
  /** Places provider key; without it /places answers from the bundled gazetteer. */
  googleMapsKey: string | undefined;
  /** Places API (New) base URL; unset means Google's (https://places.googleapis.com/v1). */
  googlePlacesBaseUrl?: string;
  /** Google Tag Manager container id the site was built with; the CSP allows GTM only then. */
  gtmId?: string;
  /** Folder of rendered media; unset means `media-cache/` beside the database file. */
  mediaCacheDir?: string;
  /** Bytes the media cache may hold before the files used longest ago go. */
  mediaCacheBytes: number;
  /** A port of its own for GET /metrics without a token (GH_METRICS_PORT); unset means none. */
  metricsPort?: number;
  /** Whether the server writes its JSON request log (GH_LOG; on unless 0, false or off). */
  log: boolean;
  /** The request log's level (GH_LOG_LEVEL). */
  logLevel: string;
  /** Most POST requests (sample orders) one client IP may make per minute. */
  postRateLimitPerMinute: number;
  /** PostgreSQL for the state processes share (orders, outbox, scenes); unset means the SQLite file. */
  databaseUrl?: string;
  /** Most PostgreSQL connections one process holds. */
  databasePoolSize: number;
  /** The longest an order's database work may take before it is answered 503 with Retry-After. */
  orderDeadlineMs: number;
  /** Redis that holds the rate-limit counters of every process; unset means each process counts alone. */
  redisUrl?: string;
  /** Server processes on the one port (node:cluster); 1 means no cluster. */
  workers: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed: false (none, the default), a hop count, or
   * the proxies' addresses and CIDR ranges. Fastify's `trustProxy` option, as is.
   */
  trustProxy: boolean | number | string[];
  /** Where the outbox delivers each acknowledged order as JSON; unset means orders wait. */
  orderWebhookUrl?: string;
  /** Key of the HMAC-SHA256 signature on each delivery. */
  orderWebhookSecret?: string;
  /** Bearer token of the /admin routes; unset means they do not exist. */
  adminToken?: string;
  /**
   * The site's releases (scripts/deploy.mjs): `current` is served at `/`, `previous` is what a
   * rollback puts back, and the publisher keeps its state and log here.
   */
  siteReleases: string;
  /** The script a publish runs to build and deploy (default: the site's, site/scripts/build.mjs). */
  publishBuild?: string;
  /** Days an order's personal fields are kept once it is handed to fulfilment. */
  orderRetentionDays: number;
  /** Deliveries of one order before it moves to the dead letters. */
  outboxMaxAttempts: number;
  /** How long a claimed outbox row is its dispatcher's; after a crash delivery resumes within it. */
  outboxLeaseMs: number;
  /** How long one delivery may wait for the webhook's answer before it is abandoned and retried. */
  outboxTimeoutMs: number;
  /** Most deliveries in flight at once from one process. */
  outboxBatchSize: number;
}

/** A setting that does not have the form it needs; `main` prints the messages and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = join(__dirname, '..', '..');

const WHOLE_NUMBER = /^\d+$/;
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const wholeNumber = (value: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max;

const urlWithScheme = (value: string, schemes: string[]) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(item: string): boolean {
  if (NAMED_PROXY_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || wholeNumber(prefix, 0, family === 4 ? 32 : 128);
}

/**
 * A setting: its variable, the form it must have (said in the error), and the test of that form.
 * Unset and empty variables are not tested: every setting is optional, with a default.
 */
const setting = (variable: string, form: string, valid: (value: string) => boolean) =>
  string()
    .optional()
    .test(variable, `${variable} must be ${form}`, (value) => !value || valid(value.trim()));

/** The one schema of every environment variable the server reads (docs/configuration.md). */
const environment = object({
  PORT: setting('PORT', 'a port number from 0 to 65535, e.g. 8000', (v) =>
    wholeNumber(v, 0, 65535),
  ),
  HOST: setting('HOST', 'a host name or IP address to listen on, e.g. 0.0.0.0', (v) =>
    /^[\w.:-]+$/.test(v),
  ),
  GH_DB_PATH: setting('GH_DB_PATH', 'a file path', () => true),
  CORS_ORIGINS: setting(
    'CORS_ORIGINS',
    "'*' or a comma list of origins such as https://retailer.example",
    (v) =>
      v === '*' ||
      (listOf(v).length > 0 &&
        listOf(v).every((origin) => /^https?:\/\/[^/\s]+$/.test(origin.replace(/\/$/, '')))),
  ),
  GOOGLE_MAPS_KEY: setting('GOOGLE_MAPS_KEY', 'a Google Maps API key', () => true),
  GOOGLE_PLACES_BASE_URL: setting(
    'GOOGLE_PLACES_BASE_URL',
    'an http or https URL such as https://places.googleapis.com/v1',
    (v) => urlWithScheme(v, ['http:', 'https:']),
  ),
  GATSBY_GTM_ID: setting(
    'GATSBY_GTM_ID',
    'a Google Tag Manager container id such as GTM-ABC1234',
    (v) => /^GTM-[A-Z0-9]+$/.test(v),
  ),
  GH_MEDIA_CACHE: setting('GH_MEDIA_CACHE', 'a folder path', () => true),
  GH_MEDIA_CACHE_BYTES: setting(
    'GH_MEDIA_CACHE_BYTES',
    'a whole number of bytes, 10 MB or more, e.g. 2147483648',
    (v) => wholeNumber(v, 10 * 1024 * 1024),
  ),
  GH_POST_RATE_LIMIT: setting(
    'GH_POST_RATE_LIMIT',
    'a whole number of requests per minute, 1 or more, e.g. 120',
    (v) => wholeNumber(v, 1),
  ),
  DATABASE_URL: setting(
    'DATABASE_URL',
    'a PostgreSQL URL such as postgres://user@host:5432/database',
    (v) => urlWithScheme(v, ['postgres:', 'postgresql:']),
  ),
  GH_DATABASE_POOL_SIZE: setting(
    'GH_DATABASE_POOL_SIZE',
    'a whole number of connections per process from 1 to 1000, e.g. 10',
    (v) => wholeNumber(v, 1, 1000),
  ),
  GH_ORDER_DEADLINE_MS: setting(
    'GH_ORDER_DEADLINE_MS',
    "a whole number of milliseconds from 1000 to 19000 (inside the widget's 20 s), e.g. 8000",
    (v) => wholeNumber(v, 1000, 19_000),
  ),
  REDIS_URL: setting('REDIS_URL', 'a Redis URL such as redis://127.0.0.1:6379', (v) =>
    urlWithScheme(v, ['redis:', 'rediss:']),
  ),
  GH_WORKERS: setting(
    'GH_WORKERS',
    "a whole number of processes from 1 to 256, or 'auto' for one per core",
    (v) => v === 'auto' || wholeNumber(v, 1, 256),
  ),
  GH_TRUST_PROXY: setting(
    'GH_TRUST_PROXY',
    "a hop count (e.g. 1), or a comma list of proxy addresses and CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1, 'loopback'), or 'false'",
    (v) => v === 'false' || wholeNumber(v, 0, 100) || listOf(v).every(isProxyAddress),
  ),
  ORDER_WEBHOOK_URL: setting(
    'ORDER_WEBHOOK_URL',
    'an http or https URL such as https://fulfilment.example/orders',
    (v) => urlWithScheme(v, ['http:', 'https:']),
  ),
  ORDER_WEBHOOK_SECRET: setting('ORDER_WEBHOOK_SECRET', 'a secret string', () => true),
  GH_ADMIN_TOKEN: setting('GH_ADMIN_TOKEN', 'a secret string', () => true),
  GH_SITE_RELEASES: setting('GH_SITE_RELEASES', 'a folder path', () => true),
  GH_PUBLISH_BUILD: setting('GH_PUBLISH_BUILD', 'the path of a Node script', () => true),
  GH_ORDER_RETENTION_DAYS: setting(
    'GH_ORDER_RETENTION_DAYS',
    'a whole number of days from 1 to 3650, e.g. 90',
    (v) => wholeNumber(v, 1, 3650),
  ),
  GH_OUTBOX_MAX_ATTEMPTS: setting(
    'GH_OUTBOX_MAX_ATTEMPTS',
    'a whole number of delivery attempts from 1 to 100, e.g. 10',
    (v) => wholeNumber(v, 1, 100),
  ),
  GH_OUTBOX_LEASE_MS: setting(
    'GH_OUTBOX_LEASE_MS',
    'a whole number of milliseconds from 1000 to 3600000, e.g. 30000',
    (v) => wholeNumber(v, 1000, 3_600_000),
  ),
  GH_OUTBOX_TIMEOUT_MS: setting(
    'GH_OUTBOX_TIMEOUT_MS',
    'a whole number of milliseconds from 100 to 600000, e.g. 10000',
    (v) => wholeNumber(v, 100, 600_000),
  ),
  GH_OUTBOX_BATCH_SIZE: setting(
    'GH_OUTBOX_BATCH_SIZE',
    'a whole number of deliveries from 1 to 1000, e.g. 20',
    (v) => wholeNumber(v, 1, 1000),
  ),
  GH_METRICS_PORT: setting('GH_METRICS_PORT', 'a port number from 1 to 65535, e.g. 9464', (v) =>
    wholeNumber(v, 1, 65535),
  ),
  GH_LOG: setting('GH_LOG', "'1' (on, the default) or '0' (off)", (v) =>
    /^(?:1|0|true|false|on|off|yes|no)$/i.test(v),
  ),
  GH_LOG_LEVEL: setting('GH_LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, (v) =>
    LOG_LEVELS.includes(v),
  ),
})
  .test(
    'outbox-timeout-within-lease',
    'GH_OUTBOX_TIMEOUT_MS must be shorter than GH_OUTBOX_LEASE_MS: a delivery still waiting when its lease runs out could be sent twice at once',
    (env) =>
      outboxNumber(env.GH_OUTBOX_TIMEOUT_MS, 'timeout') <
      outboxNumber(env.GH_OUTBOX_LEASE_MS, 'lease'),
  )
  .test(
    'webhook-secret',
    'ORDER_WEBHOOK_SECRET must be set when ORDER_WEBHOOK_URL is: every delivery is signed with it',
    (env) => !env.ORDER_WEBHOOK_URL?.trim() || Boolean(env.ORDER_WEBHOOK_SECRET?.trim()),
  );

const OUTBOX_DEFAULTS = {
  lease: DEFAULT_DISPATCHER_OPTIONS.leaseMs,
  timeout: DEFAULT_DISPATCHER_OPTIONS.requestTimeoutMs,
  batch: DEFAULT_DISPATCHER_OPTIONS.batchSize,
};

function outboxNumber(value: string | undefined, which: keyof typeof OUTBOX_DEFAULTS): number {
  const trimmed = value?.trim();
  return trimmed && WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : OUTBOX_DEFAULTS[which];
}

/**
 * Reads and checks every setting. A wrong value throws a ConfigError naming each variable that is
 * wrong and the form it needs; nothing falls back to a default in silence.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  let valid: Record<string, string | undefined>;
  try {
    valid = environment.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  const value = (name: string) => valid[name]?.trim() || undefined;
  const cors = value('CORS_ORIGINS') ?? '*';
  const workers = value('GH_WORKERS');
  return {
    port: Number(value('PORT') ?? 8000),
    host: value('HOST') ?? '0.0.0.0',
    databasePath: value('GH_DB_PATH') ?? join(repoRoot, 'var', 'gh.sqlite'),
    corsOrigins: cors === '*' ? '*' : listOf(cors),
    googleMapsKey: value('GOOGLE_MAPS_KEY'),
    googlePlacesBaseUrl: value('GOOGLE_PLACES_BASE_URL'),
    gtmId: value('GATSBY_GTM_ID'),
    mediaCacheDir: value('GH_MEDIA_CACHE'),
    mediaCacheBytes: Number(value('GH_MEDIA_CACHE_BYTES') ?? DEFAULT_MEDIA_CACHE_BYTES),
    ...(value('GH_METRICS_PORT') && { metricsPort: Number(value('GH_METRICS_PORT')) }),
    log: !/^(?:0|false|off|no)$/i.test(value('GH_LOG') ?? '1'),
    logLevel: value('GH_LOG_LEVEL') ?? 'info',
    postRateLimitPerMinute: Number(value('GH_POST_RATE_LIMIT') ?? 120),
    databaseUrl: value('DATABASE_URL'),
    databasePoolSize: Number(value('GH_DATABASE_POOL_SIZE') ?? DEFAULT_POSTGRES_OPTIONS.poolSize),
    orderDeadlineMs: Number(
      value('GH_ORDER_DEADLINE_MS') ?? DEFAULT_POSTGRES_OPTIONS.orderDeadlineMs,
    ),
    redisUrl: value('REDIS_URL'),
    workers: workers === 'auto' ? availableParallelism() : Number(workers ?? 1),
    trustProxy: trustProxyOf(value('GH_TRUST_PROXY')),
    orderWebhookUrl: value('ORDER_WEBHOOK_URL'),
    orderWebhookSecret: value('ORDER_WEBHOOK_SECRET'),
    adminToken: value('GH_ADMIN_TOKEN'),
    siteReleases: value('GH_SITE_RELEASES') ?? join(repoRoot, 'var', 'site'),
    publishBuild: value('GH_PUBLISH_BUILD'),
    orderRetentionDays: Number(value('GH_ORDER_RETENTION_DAYS') ?? 90),
    outboxMaxAttempts: Number(value('GH_OUTBOX_MAX_ATTEMPTS') ?? 10),
    outboxLeaseMs: outboxNumber(value('GH_OUTBOX_LEASE_MS'), 'lease'),
    outboxTimeoutMs: outboxNumber(value('GH_OUTBOX_TIMEOUT_MS'), 'timeout'),
    outboxBatchSize: outboxNumber(value('GH_OUTBOX_BATCH_SIZE'), 'batch'),
  };
}

function trustProxyOf(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (WHOLE_NUMBER.test(value)) return Number(value);
  return listOf(value);
}
