import type { FastifyRateLimitStore } from '@fastify/rate-limit';
// The plugin's own stores, combined below (typed in rate-limit-stores.d.ts).
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import { StartupError } from './errors';

type Reply = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Reply) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

/** How often the fallback is mentioned again while it lasts. */
export const FALLBACK_REMINDER_MS = 60_000;

/** Where the rate limit says it fell back and came back; standard error by default. */
export type Warn = (line: string) => void;

/**
 * The counters of the POST rate limit with REDIS_URL: in Redis while it answers, so the limit
 * holds across processes and machines; in this process's memory while it does not, so orders are
 * still taken (and still limited, per process) when Redis is down or unreachable. It says so in
 * one line when it falls back, again once a minute while it lasts, and once when Redis is back.
 * Commands fail at once while Redis is disconnected (no offline queue) and after a second when
 * it hangs, so a request never waits on a dead Redis.
 */
export class RedisWithFallback {
  readonly redis: Redis;
  private down = false;
  private everReady = false;
  private lastError = '';
  private lastWarned = 0;
  private readonly where: string;

  constructor(
    url: string,
    private readonly warn: Warn = (line) => process.stderr.write(`${line}\n`),
  ) {
    this.where = new URL(url).host;
    this.redis = new Redis(url, {
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      // Reconnects for as long as the process runs, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Without a listener ioredis prints every failed reconnection with its stack. Before the
    // first connection the start waits (connected()) and says what is wrong itself.
    this.redis.on('error', (error) => {
      this.lastError = (error as NodeJS.ErrnoException).code ?? error.message;
      if (this.everReady) this.fellBack(error);
    });
    this.redis.on('ready', () => this.cameBack());
  }

  /** Whether the counters are in Redis right now (for /healthz). */
  get shared(): boolean {
    return !this.down && this.redis.status === 'ready';
  }

  /**
   * Resolves once Redis answers, for the start: an unreachable REDIS_URL stops the server with
   * one line (main.ts) rather than starting it on a fallback nobody asked for.
   */
  async connected(timeoutMs = 5000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', ready);
        reject(
          new StartupError(
            `REDIS_URL: no Redis answers at ${this.where} within ${timeoutMs / 1000} s${this.lastError ? ` (${this.lastError})` : ''}; check that redis-server runs there and that this machine can reach it, or unset REDIS_URL to count in each process`,
          ),
        );
      }, timeoutMs);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      this.redis.once('ready', ready);
    });
  }

  /** The store class @fastify/rate-limit constructs (`store` option). */
  storeClass(nameSpace: string) {
    const owner = this;
    return class FallbackStore implements Store {
      private readonly remote: Store;
      private readonly local: Store;

      constructor(
        params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
        stores?: { remote: Store; local: Store },
      ) {
        this.remote =
          stores?.remote ??
          new RedisStore(
            params.continueExceeding,
            params.exponentialBackoff,
            owner.redis,
            nameSpace,
          );
        this.local =
          stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
      }

      incr(key: string, callback: Callback, timeWindow: number, max: number) {
        owner.count(this.remote, this.local, 'incr', key, callback, timeWindow, max);
      }

      read(key: string, callback: Callback, timeWindow: number, max: number) {
        owner.count(this.remote, this.local, 'read', key, callback, timeWindow, max);
      }

      child(routeOptions: RouteOptions): FastifyRateLimitStore {
        return new FallbackStore(routeOptions as { continueExceeding?: boolean }, {
          remote: this.remote.child(routeOptions),
          local: this.local.child(routeOptions),
        });
      }
    };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private count(
    remote: Store,
    local: Store,
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ) {
    const inMemory = () => {
      const counter = local[method]?.bind(local);
      if (counter) counter(key, callback, timeWindow, max);
      else callback(null, { current: 0, ttl: 0 });
    };
    if (this.redis.status !== 'ready') {
      this.fellBack(new Error(`connection ${this.redis.status}`));
      return inMemory();
    }
    const counter = remote[method]?.bind(remote);
    if (!counter) return inMemory();
    counter(
      key,
      (error, reply) => {
        if (error || !reply) {
          this.fellBack(error ?? new Error('no reply'));
          return inMemory();
        }
        callback(null, reply);
      },
      timeWindow,
      max,
    );
  }

  private fellBack(error: Error) {
    const now = Date.now();
    if (!this.down || now - this.lastWarned >= FALLBACK_REMINDER_MS) {
      const reason = (error as NodeJS.ErrnoException).code ?? error.message;
      this.warn(
        `[rate-limit] Redis at ${this.where} (REDIS_URL) is unreachable (${reason}): counting POST requests in this process until it is back`,
      );
      this.lastWarned = now;
    }
    this.down = true;
  }

  private cameBack() {
    this.everReady = true;
    if (!this.down) return;
    this.down = false;
    this.warn(`[rate-limit] Redis at ${this.where} is back: the POST rate limit is shared again`);
  }
}

/**
 * The rate-limit plugin's store options for this server: with REDIS_URL, Redis with a
 * per-process fallback (closed with the app); without it, the plugin's in-memory store.
 */
export function rateLimitStore(app: FastifyInstance, config: ServerConfig, warn?: Warn) {
  if (!config.redisUrl) return { options: {}, redis: undefined };
  const redis = new RedisWithFallback(config.redisUrl, warn);
  app.addHook('onClose', () => redis.close());
  return { options: { store: redis.storeClass('gh:rate-limit:') }, redis };
}
