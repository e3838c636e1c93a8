import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * A CPU profile of one stretch of the bench (the same V8 sampler as `node --cpu-prof`, but only around the
 * catch-up, not the producer's work): written as a .cpuprofile (Chrome DevTools opens it) and summarised.
 */
export async function profiled<T>(
  file: string,
  run: () => Promise<T>,
): Promise<{ result: T; summary: string[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  let result: T;
  try {
    result = await run();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    // BENCH_CPU_PROFILE names a directory that need not exist yet.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    summaries.set(file, summarise(profile));
  }
  return { result, summary: summaries.get(file) ?? [] };
}
const summaries = new Map<string, string[]>();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Where a frame's code lives: a package of node_modules, the app's own file, or V8/Node itself. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : path.basename(url);
}

/**
 * Self time by place (package or source file) and the top functions by self time, as shares of the samples.
 * Idle time (the program waiting for the database or the RPC) is its own line.
 */
export function summarise(profile: CpuProfile, top = 15): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = (profile.timeDeltas ?? []).filter((d) => d > 0);
  // Each sample counts as one sampling interval: on a loaded machine the time between two samples also holds
  // the time the process was not running, which would be charged to whatever frame happened to be on top.
  const interval = (profile.endTime - profile.startTime) / Math.max(samples.length, 1);
  const step = Math.min(interval, median(deltas) || interval);
  for (const id of samples) selfUs.set(id, (selfUs.get(id) ?? 0) + step);
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const f = byId.get(id)?.callFrame;
    if (!f) continue;
    const name = f.functionName || '(anonymous)';
    const place = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : placeOf(f.url);
    places.set(place, (places.get(place) ?? 0) + us);
    const fn = `${name} ${placeOf(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  // Total (inclusive) time of the app's own functions: where the time under them went, callees included.
  const subtree = new Map<number, number>();
  const totalOf = (id: number): number => {
    const known = subtree.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const sum = (selfUs.get(id) ?? 0) + (node?.children ?? []).reduce((a, c) => a + totalOf(c), 0);
    subtree.set(id, sum);
    return sum;
  };
  const inclusive = new Map<string, number>();
  const onStack = new Set<string>();
  const walk = (id: number) => {
    const node = byId.get(id);
    if (!node) return;
    const f = node.callFrame;
    const own = f.url.includes('/src/') && !f.url.includes('node_modules');
    const fn = `${f.functionName || '(anonymous)'} ${placeOf(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    // A function counts once per stack (recursion and re-entry through callbacks are not added twice).
    const counted = own && !onStack.has(fn);
    if (counted) {
      inclusive.set(fn, (inclusive.get(fn) ?? 0) + totalOf(id));
      onStack.add(fn);
    }
    for (const c of node.children ?? []) walk(c);
    if (counted) onStack.delete(fn);
  };
  const root = profile.nodes[0];
  if (root) walk(root.id);
  const line = ([k, us]: [string, number]) =>
    `${((100 * us) / total).toFixed(1).padStart(5)} %  ${Math.round(us / 1000)
      .toString()
      .padStart(6)} ms  ${k}`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return [
    `profile: ${samples.length} samples (${Math.round(total / 1000)} ms at the median interval); self time by place:`,
    ...sorted(places).slice(0, top).map(line),
    'top functions by self time:',
    ...sorted(functions).slice(0, top).map(line),
    "the app's functions by total time (callees included):",
    ...sorted(inclusive)
      .slice(0, 2 * top)
      .map(line),
  ];
}
