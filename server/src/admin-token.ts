import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RequestError } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * An onRequest hook that lets through only `Authorization: Bearer <token>` (401 otherwise).
 * Digests are of equal length whatever was sent, so the comparison time says nothing.
 */
export function adminGuard(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new RequestError(401, 'Send Authorization: Bearer <GH_ADMIN_TOKEN>');
    }
  };
}
