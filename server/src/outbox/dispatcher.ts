import { createHmac } from 'node:crypto';
import type { OutboxEntry, SharedStorage } from '../storage';
import { isDatabaseUnavailable } from '../storage/postgres-errors';

/** Header of the body's HMAC-SHA256 made with ORDER_WEBHOOK_SECRET: `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'X-GH-Signature';

export interface DispatcherOptions {
  /** ORDER_WEBHOOK_URL. */
  url: string;
  /** ORDER_WEBHOOK_SECRET. */
  secret: string;
  /** GH_OUTBOX_MAX_ATTEMPTS: a row failing this many deliveries is dead-lettered. */
  maxAttempts: number;
  /** Delay before the 2nd attempt; it doubles with each failure… */
  retryBaseMs: number;
  /** …up to this. */
  retryCapMs: number;
  /**
   * GH_OUTBOX_LEASE_MS: how long a claimed row stays the claimer's; unacknowledged after it (its
   * dispatcher died), it is claimed again. After a crash, delivery resumes within this time.
   */
  leaseMs: number;
  /** How often an idle dispatcher looks for due rows (a new order wakes it at once). */
  pollMs: number;
  /** GH_OUTBOX_BATCH_SIZE: most deliveries in flight at once from one dispatcher. */
  batchSize: number;
  /**
   * GH_OUTBOX_TIMEOUT_MS: a delivery not answered (headers and body) in this time is abandoned,
   * fails and is retried. Kept shorter than the lease, so a row is never delivered twice at once.
   */
  requestTimeoutMs: number;
  /**
   * Where a failed delivery's one warning line goes (order id, attempt, status or error),
   * whatever GH_LOG says; standard error by default.
   */
  warn?: (line: string) => void;
  /** Fastify's logger, for the details (GH_LOG). */
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Told each delivery's result, for the metrics. */
  counted?: (result: 'delivered' | 'failed' | 'dead_lettered') => void;
}

export const DEFAULT_DISPATCHER_OPTIONS = {
  retryBaseMs: 2_000,
  retryCapMs: 10 * 60_000,
  leaseMs: 30_000,
  pollMs: 1_000,
  batchSize: 20,
  requestTimeoutMs: 10_000,
} satisfies Partial<DispatcherOptions>;

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Exponential backoff: base, 2 × base, 4 × base, … never more than the cap. */
export function retryDelay(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the order outbox to the fulfilment webhook: each row as its JSON body, POSTed with
 * `X-GH-Signature: sha256=<HMAC of the body>` and `Idempotency-Key: <orderId>` (a receiver
 * de-duplicates on it: a row is delivered at least once). A 2xx marks the row delivered; any
 * other answer, a timeout or a refused connection schedules a retry with exponential backoff,
 * and the last allowed failure moves it to the dead letter. Several dispatchers (one per
 * process) may run on one storage: claiming leases rows (FOR UPDATE SKIP LOCKED on PostgreSQL,
 * an IMMEDIATE transaction on SQLite), so a row is delivered by one dispatcher at a time, and a
 * row whose dispatcher died mid-delivery is claimed again once its lease runs out.
 *
 * Deliveries do not wait for each other: up to `batchSize` are in flight, and a slot freed by
 * one that ends is filled at once, so one silent receiver delays only its own row. Each has a
 * deadline kept by a plain timer that the delivery holds until it ends (not
 * `AbortSignal.timeout`, which Node 20 can garbage-collect before it fires: nodejs/node#57736).
 */
export class OutboxDispatcher {
  private readonly options: DispatcherOptions;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly abort = new AbortController();
  private wakeUp: (() => void) | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly storage: SharedStorage,
    options: Pick<DispatcherOptions, 'url' | 'secret' | 'maxAttempts'> & Partial<DispatcherOptions>,
  ) {
    this.options = { ...DEFAULT_DISPATCHER_OPTIONS, ...options };
  }

  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.loop();
  }

  /** Looks for due rows now (a new order was placed, a slot was freed) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops claiming; deliveries in flight are abandoned and their rows handed back for a retry. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.wake();
    await this.running;
    await Promise.all(this.inFlight);
  }

  /** Claims the due rows and delivers them, waiting for every delivery; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const entries = await this.claim(this.options.batchSize);
    await Promise.all(entries.map((entry) => this.deliver(entry)));
    return entries.length;
  }

  private claim(limit: number) {
    return this.storage.claimOutbox({ now: Date.now(), leaseMs: this.options.leaseMs, limit });
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const free = this.options.batchSize - this.inFlight.size;
      let claimed = 0;
      try {
        if (free > 0) {
          const entries = await this.claim(free);
          claimed = entries.length;
          for (const entry of entries) this.track(this.deliver(entry));
        }
        failures = 0;
      } catch (error) {
        // The storage is unreachable (PostgreSQL down): back off, up to a minute, and try again.
        // An outage of PostgreSQL is logged once by the storage itself (outage.ts), not here at
        // each retry.
        failures += 1;
        if (!isDatabaseUnavailable(error))
          this.warn(`claiming failed (${describe(error)}); retrying`);
        if (!this.stopped) await this.idle(retryDelay(failures, this.options.pollMs, 60_000));
        continue;
      }
      if ((claimed === 0 || claimed === free) && !this.stopped) await this.idle();
    }
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => {
      this.inFlight.delete(delivery);
      this.wake();
    });
  }

  private idle(ms = this.options.pollMs): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const wakeUp = () => done();
      this.wakeUp = wakeUp;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).finally(() => {
      this.wakeUp = undefined;
    });
  }

  private async deliver(entry: OutboxEntry): Promise<void> {
    const { url, secret, requestTimeoutMs } = this.options;
    // This delivery's own controller: aborted when its deadline passes or the dispatcher stops.
    const request = new AbortController();
    const deadline = setTimeout(
      () => request.abort(new Error(`no answer within ${requestTimeoutMs} ms`)),
      requestTimeoutMs,
    );
    const onStop = () => request.abort(new Error('dispatcher stopped'));
    this.abort.signal.addEventListener('abort', onStop, { once: true });
    let failure: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': entry.orderId,
          [SIGNATURE_HEADER]: signBody(secret, entry.payload),
          'X-GH-Delivery-Attempt': String(entry.attempts),
        },
        body: entry.payload,
        redirect: 'manual',
        signal: request.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        this.options.counted?.('delivered');
        await this.storage.markDelivered(entry.id, Date.now()).catch((error) => {
          // Delivered but not recorded (storage down): the row is delivered again after its
          // lease, and the receiver de-duplicates on the Idempotency-Key.
          this.warn(`order ${entry.orderId} delivered but not recorded (${describe(error)})`);
        });
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      if (this.stopped) {
        // Stopping: hand the row back at once rather than when its lease runs out.
        await this.storage.markFailed(entry.id, 'dispatcher stopped', Date.now()).catch(() => {});
        return;
      }
      failure = request.signal.aborted ? describe(request.signal.reason) : describe(error);
    } finally {
      clearTimeout(deadline);
      this.abort.signal.removeEventListener('abort', onStop);
    }
    const { maxAttempts, retryBaseMs, retryCapMs } = this.options;
    const dead = entry.attempts >= maxAttempts;
    const retryAt = dead ? null : Date.now() + retryDelay(entry.attempts, retryBaseMs, retryCapMs);
    this.options.counted?.(dead ? 'dead_lettered' : 'failed');
    await this.storage.markFailed(entry.id, failure, retryAt).catch((error) => {
      // Not recorded (storage down): the row is claimed again when its lease runs out.
      this.warn(`order ${entry.orderId}: failure not recorded (${describe(error)})`);
    });
    this.warn(
      `delivery of order ${entry.orderId} failed (attempt ${entry.attempts} of ${maxAttempts}): ${failure}; ${
        retryAt === null
          ? 'dead-lettered'
          : `retry in ${Math.round((retryAt - Date.now()) / 1000)} s`
      }`,
    );
    this.options.log?.(dead ? 'outbox: dead-lettered' : 'outbox: delivery failed', {
      orderId: entry.orderId,
      attempts: entry.attempts,
      failure,
    });
  }

  private warn(line: string): void {
    (this.options.warn ?? warnOnStderr)(line);
  }
}

function warnOnStderr(line: string): void {
  process.stderr.write(`[outbox] ${line}\n`);
}

/** An error as one line: fetch's network errors carry the reason in `cause`. */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
