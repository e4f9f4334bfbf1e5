import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';

import { RequestError } from '../errors';
import type { SharedStorage } from '../storage';
import type { AdminIdentity, AdminTokens, Scope } from './tokens';

/** Failed attempts one address may make in FAILURE_WINDOW_MS before it is refused for a while. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin token's identity, once the guard let the request through. */
    admin?: AdminIdentity;
    /** What an audited handler acted on, when only it knows (the orders an erasure erased). */
    auditTarget?: string;
  }
}

/** What an audited route did, from its request: what it acted on (never personal data). */
export interface AuditSpec {
  action: string;
  target?: (request: FastifyRequest) => string | undefined;
}

/**
 * The admin routes' guard: a route takes `guard.route(scope, audit?)` as its hooks.
 * - No token: 401. A token that is no live token: 401, and a failure counted against the
 *   client's address; after MAX_FAILURES in FAILURE_WINDOW_MS every admin request from it gets
 *   429 with Retry-After until the window has passed (counted in each process).
 * - A live token without the scope: 403, naming the scope.
 * - An audited route (every write, publish, rollback, export and erasure) is recorded in the
 *   audit log when it ends, refused or not: which token, what, on what, when, from where, and
 *   the status it was answered with.
 */
export class AdminGuard {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly tokens: AdminTokens,
    private readonly storage: Pick<SharedStorage, 'recordAudit'>,
    private readonly warn: (line: string) => void,
  ) {}

  route(
    scopes: Scope | readonly Scope[],
    audit?: AuditSpec,
  ): { onRequest: onRequestHookHandler; onSend?: onSendHookHandler } {
    const allowed = typeof scopes === 'string' ? [scopes] : scopes;
    return {
      onRequest: async (request, reply) => this.authorise(request, reply, allowed),
      // Recorded before the reply leaves: a client that has its answer finds it in the log.
      ...(audit && {
        onSend: async (request, reply, payload) => {
          await this.record(request, reply, allowed, audit);
          return payload;
        },
      }),
    };
  }

  private async authorise(
    request: FastifyRequest,
    reply: FastifyReply,
    allowed: readonly Scope[],
  ): Promise<void> {
    const now = Date.now();
    const recent = (this.failures.get(request.ip) ?? []).filter(
      (at) => now - at < FAILURE_WINDOW_MS,
    );
    if (recent.length >= MAX_FAILURES) {
      const retryAfter = Math.ceil(((recent[0] ?? now) + FAILURE_WINDOW_MS - now) / 1000);
      reply.header('Retry-After', String(retryAfter));
      throw new RequestError(
        429,
        `Too many requests with a wrong admin token from this address; try again in ${retryAfter} s`,
      );
    }
    const identity = await this.tokens.identify(request.headers.authorization);
    if (identity === 'missing' || identity === 'wrong') {
      if (identity === 'wrong') this.failures.set(request.ip, [...recent, now]);
      reply.header('WWW-Authenticate', 'Bearer realm="admin"');
      throw new RequestError(
        401,
        identity === 'missing'
          ? 'Send Authorization: Bearer <token> with a token that has the scope this needs'
          : 'Authorization: Bearer … names no live admin token',
      );
    }
    request.admin = identity;
    if (!allowed.some((scope) => identity.scopes.includes(scope))) {
      throw new RequestError(
        403,
        `The token '${identity.name}' lacks the ${allowed.map((s) => `'${s}'`).join(' or ')} scope this needs`,
      );
    }
  }

  private async record(
    request: FastifyRequest,
    reply: FastifyReply,
    allowed: readonly Scope[],
    audit: AuditSpec,
  ) {
    const entry = {
      at: Date.now(),
      token: request.admin?.name ?? '-',
      scope: allowed.join(' or '),
      action: audit.action,
      target: request.auditTarget ?? audit.target?.(request),
      address: request.ip,
      status: reply.statusCode,
    };
    await this.storage.recordAudit(entry).catch((error: Error) => {
      // The action is done; that it was is said here rather than lost.
      this.warn(
        `[audit] not recorded (${error.message}): ${JSON.stringify({ ...entry, target: undefined })}`,
      );
    });
  }
}
