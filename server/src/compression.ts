/**
 * Compressed replies: which encoding a client accepts, and a cache of compressed replies for the
 * JSON a route serves again and again (the product list's pages), so that each is compressed once
 * rather than on every request. @fastify/compress (registered in app.ts) does the rest of the
 * JSON; static files are precompressed at build time (routes/static.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** JSON replies from this size on are compressed when the client accepts it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings a client accepts of br and gzip, its preferred first (brotli on a tie). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted: Encoding[] = [];
  let left: Encoding[] = ['br', 'gzip'];
  for (;;) {
    const best = negotiate(header, left);
    if (!best) return accepted;
    accepted.push(best);
    left = left.filter((encoding) => encoding !== best);
  }
}

/**
 * Brotli at quality 5: a cached reply is compressed once, so a little more effort than
 * @fastify/compress's on-the-fly 4 pays, while a first request stays around a millisecond.
 */
const BROTLI_QUALITY = 5;

export function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body);
}

/** A reply kept as sent: its body in one encoding (or none) and the headers that go with it. */
export interface CachedReply {
  body: Buffer | string;
  encoding: Encoding | undefined;
  headers: Record<string, string>;
}

/** Replies by key, up to a byte budget, least recently used out first. */
export function replyCache(maxBytes: number) {
  return new LRUCache<string, CachedReply>({
    maxSize: maxBytes,
    sizeCalculation: (reply) =>
      Math.max(1, typeof reply.body === 'string' ? reply.body.length * 2 : reply.body.length),
  });
}

/** The reply to keep for a JSON body: compressed when it is large enough, else as it is. */
export function jsonReply(
  json: string,
  encoding: Encoding | undefined,
  headers: Record<string, string>,
): CachedReply {
  if (encoding && Buffer.byteLength(json) >= COMPRESS_THRESHOLD_BYTES) {
    return { body: compress(json, encoding), encoding, headers };
  }
  return { body: json, encoding: undefined, headers };
}
