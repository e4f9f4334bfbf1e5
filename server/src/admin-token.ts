import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RequestError } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * How an `Authorization` header stands against the admin token: none sent, another token, or
 * this one. Digests are of equal length whatever was sent, so the comparison time says nothing.
 */
export function bearerCheck(token: string) {
  const expected = digest(token);
  return (authorization: string | undefined): 'missing' | 'wrong' | 'right' => {
    const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
    if (!match?.[1]) return 'missing';
    return timingSafeEqual(digest(match[1]), expected) ? 'right' : 'wrong';
  };
}

/** An onRequest hook that lets through only `Authorization: Bearer <token>` (401 otherwise). */
export function adminGuard(token: string) {
  const check = bearerCheck(token);
  return async (request: FastifyRequest) => {
    if (check(request.headers.authorization) !== 'right') {
      throw new RequestError(401, 'Send Authorization: Bearer <GH_ADMIN_TOKEN>');
    }
  };
}
