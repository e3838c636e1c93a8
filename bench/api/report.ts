/** One measured run of one line. */
export interface LineResult {
  p50: number;
  p99: number;
  rps: number;
  /** Non-2xx answers and errors. */
  bad: number;
  /** How long the server took, after the line, to finish the requests autocannon had given up on. */
  settleMs: number;
  /** When `bad`: how many of each status and of timeouts, and what one request of the line gets. */
  badDetail?: string;
  /** CPU per request, ms: the server process (and its workers), the database's backends. */
  serverMs: number;
  postgresMs: number;
  /** Shared buffers hit + read per request (pg_stat_statements), null where it is not loaded. */
  buffers: number | null;
  /** The generic plan's top nodes of the line's costliest statement. */
  plan: string;
}

const ms = (n: number) => n.toFixed(2);
const buffersOf = (n: number | null) => (n === null ? 'n/a' : n.toFixed(1));

/** A run's three lines: the latency line, `cpu per request: …`, `buffers per request: … (plan: …)`. */
export function formatRun(name: string, r: LineResult): string {
  const bad = r.bad ? ` (${r.bad} non-2xx/errors)` : '';
  return [
    `${name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps} req/s${bad}`,
    ...(r.badDetail ? [`  bad answers: ${r.badDetail}`] : []),
    // A backlog past a second is the line's own slowness spilling over; below, it is noise.
    ...(r.settleMs > 1000
      ? [`  backlog: the server finished the line's requests ${r.settleMs} ms after it`]
      : []),
    `  cpu per request: server ${ms(r.serverMs)} ms, PostgreSQL ${ms(r.postgresMs)} ms`,
    `  buffers per request: ${buffersOf(r.buffers)} (plan: ${r.plan})`,
    '',
  ].join('\n');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** `median (min–max)` of one figure over the runs. */
const spread = (xs: number[], show: (n: number) => string) =>
  `${show(median(xs))} (${show(Math.min(...xs))}–${show(Math.max(...xs))})`;

/** The median of each figure over the runs, with its range; the plans of every run (they should agree). */
export function formatMedian(name: string, runs: LineResult[]): string {
  const round = (n: number) => String(Math.round(n));
  const buffers = runs.flatMap((r) => (r.buffers === null ? [] : [r.buffers]));
  const plans = [...new Set(runs.map((r) => r.plan))];
  return [
    `${name}: p50 ${spread(
      runs.map((r) => r.p50),
      round,
    )} ms, p99 ${spread(
      runs.map((r) => r.p99),
      round,
    )} ms, ${spread(
      runs.map((r) => r.rps),
      round,
    )} req/s`,
    `  cpu per request: server ${spread(
      runs.map((r) => r.serverMs),
      ms,
    )} ms, PostgreSQL ${spread(
      runs.map((r) => r.postgresMs),
      ms,
    )} ms`,
    `  buffers per request: ${buffers.length ? spread(buffers, (n) => n.toFixed(1)) : 'n/a'} (plan: ${plans.join(' | ')})`,
    '',
  ].join('\n');
}
