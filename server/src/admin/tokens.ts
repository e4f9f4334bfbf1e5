import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AdminTokenRow, SharedStorage } from '../storage';

/**
 * What an admin token may do, each the least a job needs (as GitHub's fine-grained tokens and
 * Stripe's restricted keys): an editor fixing a typo holds `content`, never the customers'
 * personal data.
 * - `content`: JSON:API writes (nodes) and the catalogue's sample stock;
 * - `publish`: start a publish, read its state, roll back;
 * - `orders`: the orders' CSV export, the outbox, erasing a person's data, and the audit log;
 * - `metrics`: GET /metrics;
 * - `audit`: the audit log alone.
 */
export const SCOPES = ['content', 'publish', 'orders', 'metrics', 'audit'] as const;
export type Scope = (typeof SCOPES)[number];

export const isScope = (value: string): value is Scope =>
  (SCOPES as readonly string[]).includes(value);

/** The name GH_ADMIN_TOKEN goes by in the audit log: one token with every scope. */
export const ENVIRONMENT_TOKEN_NAME = 'GH_ADMIN_TOKEN';

/** Who a request's token is. */
export interface AdminIdentity {
  name: string;
  scopes: readonly Scope[];
}

/** Hex SHA-256: tokens are 256 random bits, so a fast hash keeps them as safe as a slow one. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token: `gh_` and 43 characters of base64url (256 random bits). */
export const newToken = () => `gh_${randomBytes(32).toString('base64url')}`;

/** Token names: what an operator types in the command, and reads in the audit log. */
export const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** How long the list of tokens is kept before it is read again: a revocation applies within it. */
export const TOKEN_REFRESH_MS = 2000;

/**
 * A token the list does not hold makes the list be read again first, so a token just added works
 * on its first use, but no more often than this: wrong tokens are also rate limited per address.
 */
export const UNKNOWN_TOKEN_REREAD_MS = 100;

interface LiveToken extends AdminIdentity {
  digest: Buffer;
}

/**
 * The tokens the server accepts: GH_ADMIN_TOKEN (every scope) when set, and the named tokens in
 * the shared storage (`npm run token -w server`), read again every TOKEN_REFRESH_MS, so a token
 * added or revoked there works or stops working without a restart, on every process. While the
 * storage cannot be read (PostgreSQL down), the last list read stands. A token it does not know
 * has the list read again before it is refused, so a new token works at once.
 */
export class AdminTokens {
  private stored: LiveToken[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  private readonly environment: LiveToken | undefined;

  constructor(
    private readonly storage: Pick<SharedStorage, 'listAdminTokens'>,
    environmentToken: string | undefined,
  ) {
    this.environment = environmentToken
      ? {
          name: ENVIRONMENT_TOKEN_NAME,
          scopes: SCOPES,
          digest: Buffer.from(tokenDigest(environmentToken), 'hex'),
        }
      : undefined;
  }

  /**
   * The identity of an `Authorization: Bearer …` header: `missing` when none was sent, `wrong`
   * when it matches no live token. Every live token's digest is compared, in constant time, so
   * the time taken says nothing about which came close.
   */
  async identify(authorization: string | undefined): Promise<AdminIdentity | 'missing' | 'wrong'> {
    const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
    if (!match?.[1]) return 'missing';
    const sent = Buffer.from(tokenDigest(match[1]), 'hex');
    await this.refresh(TOKEN_REFRESH_MS);
    let found = this.find(sent);
    if (!found) {
      await this.refresh(UNKNOWN_TOKEN_REREAD_MS);
      found = this.find(sent);
    }
    return found ? { name: found.name, scopes: found.scopes } : 'wrong';
  }

  private find(sent: Buffer): LiveToken | undefined {
    let found: LiveToken | undefined;
    for (const token of [...(this.environment ? [this.environment] : []), ...this.stored]) {
      if (timingSafeEqual(sent, token.digest) && !found) found = token;
    }
    return found;
  }

  /** Reads the list again when the last read is older than `maxAgeMs`. */
  private async refresh(maxAgeMs: number): Promise<void> {
    if (Date.now() - this.readAt < maxAgeMs) return;
    this.reading ??= this.storage
      .listAdminTokens()
      .then((rows) => {
        this.stored = rows.filter((row) => row.revokedAt === undefined).map(liveToken);
        this.readAt = Date.now();
      })
      .catch(() => {
        // The storage is down: keep the list read last, and try again on the next request.
      })
      .finally(() => {
        this.reading = undefined;
      });
    await this.reading;
  }
}

const liveToken = (row: AdminTokenRow): LiveToken => ({
  name: row.name,
  scopes: row.scopes.filter(isScope),
  digest: Buffer.from(row.digest, 'hex'),
});
