import { clearHits, hit, hitsOf } from '../cluster/rate-limit-store';
import type { Db } from '../db/client';

/**
 * Failed password guesses per key (a client, an email) within a window, counted in the database (table
 * rate_limit_hits, as the rate limiter's shared store): every server sharing the database sees the same counts,
 * so WORKERS or more servers do not multiply a guesser's allowance.
 */
export class GuessCounter {
  /** `sweep` deletes ended windows now and then (one sweeper serves every counter of a guard). */
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly sweep: () => void,
  ) {}

  count(key: string): Promise<number> {
    return hitsOf(this.db, this.prefix + key);
  }

  async fail(key: string): Promise<void> {
    this.sweep();
    await hit(this.db, this.prefix + key, this.windowMs);
  }

  clear(key: string): Promise<void> {
    return clearHits(this.db, this.prefix + key);
  }
}

/**
 * One request at a time per key, each after its wait: parallel guesses queue up instead of racing. Per server
 * (the wait is what slows a guesser; the counts deciding it are shared).
 */
export class Turns {
  private readonly last = new Map<string, Promise<void>>();

  async wait(key: string, ms: number): Promise<void> {
    const before = this.last.get(key) ?? Promise.resolve();
    const mine = before.then(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    this.last.set(key, mine);
    await mine;
    if (this.last.get(key) === mine) this.last.delete(key);
  }
}
