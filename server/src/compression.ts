/**
 * Compressed replies: which encoding a client accepts, and compressing a reply that is kept
 * (reply-cache.ts). @fastify/compress (registered in app.ts) compresses the other JSON replies;
 * static files are precompressed at build time (routes/static.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

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
 * Brotli at quality 5: a kept reply is compressed once, so a little more effort than
 * @fastify/compress's on-the-fly 4 pays, while a first request stays around a millisecond.
 */
const BROTLI_QUALITY = 5;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}
