import type { SharedStorage } from '../storage';

/** How often each process looks for orders past their retention. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Personal data kept no longer than needed (the Australian Privacy Principles' APP 11.2, GDPR's
 * storage limitation): once an order has been handed to fulfilment, delivered by the outbox or
 * exported as CSV, its name, email, phone, company, project reference and street are erased
 * after `retentionDays` (GH_ORDER_RETENTION_DAYS, 90). What the figures need stays: the date, the
 * region and website, the samples, the sizes, and the postcode, state and country. The sweep
 * runs at start and every hour; erasing is idempotent, so processes sweeping at once agree.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly storage: Pick<SharedStorage, 'eraseOrders'>,
    private readonly retentionDays: number,
    private readonly warn: (line: string) => void,
  ) {}

  /** Erases what is past its retention now; answers the ids erased. */
  async sweep(now = Date.now()): Promise<string[]> {
    const erased = await this.storage.eraseOrders(
      { reason: 'retention', deliveredBefore: now - this.retentionDays * DAY_MS },
      now,
    );
    if (erased.length > 0) {
      this.warn(
        `[retention] erased the personal data of ${erased.length} orders handed to fulfilment more than ${this.retentionDays} days ago`,
      );
    }
    return erased;
  }

  start(): void {
    const run = () => void this.sweep().catch(() => undefined);
    run();
    this.timer = setInterval(run, RETENTION_SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
