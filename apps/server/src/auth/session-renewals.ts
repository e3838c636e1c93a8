/** How long renewals falling due gather before one statement confirms them together. */
const GATHER_MS = 10;

/**
 * The background confirmations of remembered sessions (SessionStore.viewer, past half of SESSION_MEMO_MS),
 * gathered: the sessions falling due within GATHER_MS are confirmed by one statement. A server with a
 * thousand steady readers renews hundreds of sessions a second, one round trip each before.
 */
export class SessionRenewals {
  private readonly due = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  /** `confirm`: asks the database about these token hashes and updates the memo (it must not throw). */
  constructor(
    private readonly confirm: (hashes: string[]) => Promise<void>,
    private readonly gatherMs = GATHER_MS,
  ) {}

  /** Confirms this session with the others falling due within GATHER_MS. */
  add(tokenHash: string): void {
    this.due.add(tokenHash);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      const hashes = [...this.due];
      this.due.clear();
      this.timer = null;
      void this.confirm(hashes);
    }, this.gatherMs);
    // A renewal is never a reason to keep the process alive.
    this.timer.unref();
  }
}
