/** Where a dependency's outage lines go: standard error unless a logger is given. */
export type Warn = (line: string) => void;

export const warnOnStandardError: Warn = (line) => process.stderr.write(`${line}\n`);

export interface OutageOptions {
  /** The tag of its lines, e.g. `database` for `[database] …`. */
  name: string;
  /** The dependency and the setting that names it, e.g. `PostgreSQL at db:5432 (DATABASE_URL)`. */
  what: string;
  /** What the outage means for visitors while it lasts. */
  effect: string;
  warn?: Warn;
}

/**
 * A dependency's outage as a pair of events rather than a flood: one line when it goes (with the
 * first error's reason), one when it comes back (how long it was gone and how many requests were
 * refused meanwhile). However many requests fail while it is down, and whatever each error's
 * stack, nothing else is logged for it.
 */
export class Outage {
  private since: number | undefined;
  private refusals = 0;
  private readonly warn: Warn;

  constructor(private readonly options: OutageOptions) {
    this.warn = options.warn ?? warnOnStandardError;
  }

  get isDown(): boolean {
    return this.since !== undefined;
  }

  /** The dependency failed; the first failure of an outage says so. */
  down(reason: string): void {
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.refusals = 0;
    const { name, what, effect } = this.options;
    this.warn(`[${name}] ${what} is unreachable (${reason}): ${effect}`);
  }

  /** A request was answered 503 because of it. */
  refused(): void {
    if (this.since !== undefined) this.refusals += 1;
  }

  /** The dependency answered again; the end of an outage says how long and what it cost. */
  up(): void {
    if (this.since === undefined) return;
    const seconds = ((Date.now() - this.since) / 1000).toFixed(1);
    const { name, what } = this.options;
    const requests = this.refusals === 1 ? 'request was' : 'requests were';
    this.warn(
      `[${name}] ${what} is back after ${seconds} s; ${this.refusals} ${requests} refused while it was down`,
    );
    this.since = undefined;
    this.refusals = 0;
  }
}
