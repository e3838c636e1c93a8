import type { Logger } from 'drizzle-orm';

/**
 * Where an indexer batch spends its time and its statements, step by step (bench:indexer prints it beside the
 * logs per second). Off unless `setBatchTrace` installed one: the pipeline then only calls `mark` with a null
 * check. Statements are counted by the same object as the database's drizzle logger (openTestDatabase's
 * `logger`), so they are every statement sent while a step runs — a concurrent query (a live event's lookup)
 * counts in the step it overlapped. Counts do not depend on CPU speed; times do.
 */
export class BatchTrace implements Logger {
  /** Per step: total milliseconds, statements, and how many batches ran it. */
  readonly steps = new Map<string, { ms: number; statements: number; runs: number }>();
  batches = 0;
  logs = 0;
  /** Each group's first and last block and its logs, in order. */
  readonly sizes: { from: number; to: number; logs: number }[] = [];
  statements = 0;
  private at = 0;
  private counted = 0;

  logQuery(): void {
    this.statements++;
  }

  /** Starts the clock without charging the time before to any step (a catch-up's start). */
  restart(): void {
    this.at = performance.now();
    this.counted = this.statements;
  }

  /** Counts a batch: one transaction (its steps are marked as they end). */
  begin(): void {
    this.batches++;
  }

  /** Counts a group of a batch's blocks, `from`…`to` with `logs` logs (a batch applies them as they come). */
  group(logs: number, from: number, to: number): void {
    this.logs += logs;
    this.sizes.push({ from, to, logs });
  }

  /** Ends step `name`: the time and statements since the previous mark (or `begin`). */
  mark(name: string): void {
    const now = performance.now();
    const s = this.steps.get(name) ?? { ms: 0, statements: 0, runs: 0 };
    s.ms += now - this.at;
    s.statements += this.statements - this.counted;
    s.runs++;
    this.steps.set(name, s);
    this.at = now;
    this.counted = this.statements;
  }

  /**
   * Statements sent while a step ran (the catch-up's own, and what overlapped it); `statements` also counts
   * those sent after the last step (a live event's lookup, the app's background work).
   */
  get inSteps(): number {
    return [...this.steps.values()].reduce((n, s) => n + s.statements, 0);
  }

  /** One line per step: share of the traced time, milliseconds, statements per batch. */
  report(): string[] {
    const total = [...this.steps.values()].reduce((n, s) => n + s.ms, 0) || 1;
    return [...this.steps].map(
      ([name, s]) =>
        `${name.padEnd(16)} ${((100 * s.ms) / total).toFixed(1).padStart(5)} %  ${Math.round(s.ms)
          .toString()
          .padStart(
            7,
          )} ms  ${(s.statements / Math.max(this.batches, 1)).toFixed(1).padStart(6)} statements/batch`,
    );
  }
}

let current: BatchTrace | null = null;

/** Installs (or, with null, removes) the trace the pipeline and the indexer report their steps to. */
export function setBatchTrace(trace: BatchTrace | null): void {
  current = trace;
}

export function batchTrace(): BatchTrace | null {
  return current;
}
