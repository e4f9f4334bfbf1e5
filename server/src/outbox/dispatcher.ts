import { createHmac } from 'node:crypto';
import type { OutboxEntry, SharedStorage } from '../storage';

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
  /** How long a claimed row stays the claimer's; unacknowledged after it, it is claimed again. */
  leaseMs: number;
  /** How often an idle dispatcher looks for due rows (a new order wakes it at once). */
  pollMs: number;
  batchSize: number;
  /** A delivery not answered in this time fails (and is retried). */
  requestTimeoutMs: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

export const DEFAULT_DISPATCHER_OPTIONS = {
  retryBaseMs: 2_000,
  retryCapMs: 10 * 60_000,
  leaseMs: 60_000,
  pollMs: 1_000,
  batchSize: 20,
  requestTimeoutMs: 15_000,
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
 */
export class OutboxDispatcher {
  private readonly options: DispatcherOptions;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly abort = new AbortController();
  private wakeUp: (() => void) | undefined;

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

  /** Looks for due rows now (a new order was placed) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops claiming; deliveries in flight are abandoned and their rows handed back for a retry. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.wake();
    await this.running;
  }

  /** Claims the due rows and delivers them; answers how many it claimed. */
  async runOnce(): Promise<number> {
    const entries = await this.storage.claimOutbox({
      now: Date.now(),
      leaseMs: this.options.leaseMs,
      limit: this.options.batchSize,
    });
    await Promise.all(entries.map((entry) => this.deliver(entry)));
    return entries.length;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        this.options.log?.('outbox: claiming failed', { error: String(error) });
      }
      if (claimed === 0 && !this.stopped) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
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
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        await this.storage.markDelivered(entry.id, Date.now());
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      if (this.stopped) {
        // Stopping: hand the row back at once rather than when its lease runs out.
        await this.storage.markFailed(entry.id, 'dispatcher stopped', Date.now()).catch(() => {});
        return;
      }
      failure = (error as Error).cause ? String((error as Error).cause) : String(error);
    }
    const { maxAttempts, retryBaseMs, retryCapMs } = this.options;
    const dead = entry.attempts >= maxAttempts;
    await this.storage.markFailed(
      entry.id,
      failure,
      dead ? null : Date.now() + retryDelay(entry.attempts, retryBaseMs, retryCapMs),
    );
    this.options.log?.(dead ? 'outbox: dead-lettered' : 'outbox: delivery failed', {
      orderId: entry.orderId,
      attempts: entry.attempts,
      failure,
    });
  }
}
