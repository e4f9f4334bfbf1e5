/**
 * Replies kept ready to send: a route family's successful JSON replies to GET requests, by the
 * version of the data they come from, the encoding the client accepts and the request URL,
 * compressed once (br or gzip, from 1 KB) rather than made and compressed on every request. The
 * product list's pages, the searches people type and the stores around a suburb repeat all day.
 * A change to the data moves its version (a counter the tables' triggers keep in `meta`), so a
 * kept reply is never stale; the least recently used go first once the byte budget is spent.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncodings,
  COMPRESS_THRESHOLD_BYTES,
  compress,
  type Encoding,
} from './compression';
import type { Db } from './db';
import type { RouteDependencies } from './routes';

export interface ReplyCacheOptions {
  /** The family's name in the metrics (gh_reply_cache_requests_total's `cache`). */
  name: string;
  /** The version of the data the replies come from; a new version forgets the old replies. */
  version: (db: Db) => string;
  /** Memory the kept replies may use. */
  maxBytes: number;
  /** Reply headers kept with the body (besides Content-Type), e.g. X-Total-Count. */
  headers?: readonly string[];
}

interface KeptReply {
  /** Bytes as sent: sending them again encodes nothing. */
  body: Buffer;
  encoding: Encoding | undefined;
  headers: Record<string, string>;
}

type Pending = { key: string; encoding: Encoding | undefined } | 'hit';

/** The version counter a table's triggers keep in `meta` (0 before any change). */
export function metaVersion(key: string): (db: Db) => string {
  const statements = new WeakMap<Db, ReturnType<Db['prepare']>>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
      statements.set(db, statement);
    }
    return String(statement.get(key) ?? '0');
  };
}

function send(reply: FastifyReply, kept: KeptReply): FastifyReply {
  reply.headers(kept.headers).header('vary', 'Accept-Encoding');
  if (kept.encoding) reply.header('content-encoding', kept.encoding);
  return reply.send(kept.body);
}

/** The route plugin `routes` with its GET replies kept as described above. */
export function withReplyCache(
  routes: FastifyPluginAsync<RouteDependencies>,
  { name, version, maxBytes, headers = [] }: ReplyCacheOptions,
): FastifyPluginAsync<RouteDependencies> {
  return async (app, deps) => {
    const kept = new LRUCache<string, KeptReply>({
      maxSize: maxBytes,
      sizeCalculation: (reply) => Math.max(1, reply.body.length),
    });
    const pending = new WeakMap<FastifyRequest, Pending>();

    app.addHook('onRequest', async (request, reply) => {
      // HEAD replies carry no body to keep; every other method changes things.
      if (request.method !== 'GET') return;
      const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
      const key = `${version(deps.db)} ${encoding ?? 'identity'} ${request.url}`;
      const hit = kept.get(key);
      deps.metrics.replyCache.inc({ cache: name, result: hit ? 'hit' : 'miss' });
      if (hit) {
        pending.set(request, 'hit');
        return send(reply, hit);
      }
      pending.set(request, { key, encoding });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const entry = pending.get(request);
      if (entry === undefined || entry === 'hit') return payload;
      pending.delete(request);
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const keptHeaders: Record<string, string> = {};
      for (const name of ['content-type', ...headers]) {
        const value = reply.getHeader(name);
        if (value !== undefined) keptHeaders[name] = String(value);
      }
      const body = Buffer.from(payload);
      const encoded = entry.encoding && body.length >= COMPRESS_THRESHOLD_BYTES;
      const made: KeptReply = {
        body: encoded && entry.encoding ? compress(body, entry.encoding) : body,
        encoding: encoded ? entry.encoding : undefined,
        headers: keptHeaders,
      };
      kept.set(entry.key, made);
      reply.header('vary', 'Accept-Encoding');
      if (made.encoding) reply.header('content-encoding', made.encoding);
      return made.body;
    });

    await app.register(routes, deps);
  };
}
