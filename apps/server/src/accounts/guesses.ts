/** Failed password guesses per key (a client, an email) within a window, in this process's memory. */
export class GuessCounter {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(private readonly windowMs: number) {}

  count(key: string): number {
    const entry = this.failures.get(key);
    return entry && entry.until > Date.now() ? entry.count : 0;
  }

  fail(key: string): void {
    const now = Date.now();
    if (this.failures.size > 50_000) this.prune(now);
    const entry = this.failures.get(key);
    if (entry && entry.until > now) entry.count += 1;
    else this.failures.set(key, { count: 1, until: now + this.windowMs });
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.until <= now) this.failures.delete(key);
  }
}

/** One request at a time per key, each after its wait: parallel guesses queue up instead of racing. */
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
