import type { BatchTrace } from '../../apps/server/src/chain/trace';
import type { cpuMeter } from './cpu';

/** One cold catch-up of bench:indexer: its wall time, the CPU each process used, its steps and statements. */
export interface Run {
  logsPerSecond: number;
  seconds: number;
  used: ReturnType<ReturnType<typeof cpuMeter>['stop']>;
  trace: BatchTrace;
}

/**
 * Where a run's wall time went: each process's CPU time as a share of it (200 % would be both cores busy
 * throughout); what is left of 200 % is waiting, or other work on the shared machine.
 */
export function busy(run: Run, kind: string): string {
  const pct = (cpu: number) => `${Math.round((100 * cpu) / run.seconds)} %`;
  const { node, anvil, postgres } = run.used;
  const sum = node + anvil + (kind === 'postgres' ? postgres : 0);
  return (
    `wall ${run.seconds.toFixed(2)} s, CPU as a share of it: node ${pct(node)}, anvil ${pct(anvil)}` +
    `${kind === 'postgres' ? `, postgres ${pct(postgres)}` : ''}, all ${pct(sum)} of 200 %`
  );
}

/** The median of the runs, and their range when there are several. */
export function figure(runs: Run[], of: (r: Run) => number, digits = 0): string {
  const xs = runs.map(of).sort((a, b) => a - b);
  const f = (x: number) =>
    x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const mid = xs[Math.floor((xs.length - 1) / 2)] as number;
  const median = xs.length % 2 ? mid : (mid + (xs[xs.length / 2] as number)) / 2;
  return xs.length > 1
    ? `${f(median)} (median of ${xs.length}, ${f(xs[0] as number)}–${f(xs.at(-1) as number)})`
    : f(median);
}
