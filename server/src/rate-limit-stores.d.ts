/** @fastify/rate-limit's own stores, which its typings do not declare (server/src/rate-limit.ts). */
interface RateLimitStoreModule {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  read?(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): RateLimitStoreModule;
}

declare module '@fastify/rate-limit/store/LocalStore' {
  const LocalStore: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    cache?: number,
  ) => RateLimitStoreModule;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore' {
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: import('ioredis').Redis,
    key?: string,
  ) => RateLimitStoreModule;
  export default RedisStore;
}
