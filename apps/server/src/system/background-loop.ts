/**
 * A background job that runs until stopped (the indexer's follow loop, the metadata backfill): `start` runs the
 * body once, the body checks `running` between rounds and waits with `pause`, and `stop` ends a pause at once
 * and resolves when the body has returned, so a shutdown never waits out a poll interval.
 */
export class BackgroundLoop {
  private active = false;
  private task: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly body: () => Promise<void>) {}

  get running(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.task = this.body();
  }

  async stop(): Promise<void> {
    this.active = false;
    this.wake?.();
    await this.task;
  }

  /** Waits `ms`, or less when stopped. */
  pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(end, ms);
      this.wake = end;
    });
  }
}
