// One Lighthouse performance run, and the lines the bench prints for a set of runs of one page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** The CLS above which the target fails (#17); the shifting elements are printed then. */
const CLS_TARGET = 0.05;

/**
 * Lighthouse on `url` through the Chrome on `port`: the default config is the mobile preset (simulated slow 4G,
 * 4× CPU slowdown), `desktop` the desktop preset.
 * @returns {Promise<{ score: number, lcp: number, cls: number, fcp: number, tbt: number, shifts: string[] }>}
 */
export async function measure(port, url, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  // A page that never painted (NO_FCP on an overloaded machine) has no score: a failed run, not a 0.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${url}`);
  if (process.env.LH_JSON_DIR) dumpReport(process.env.LH_JSON_DIR, url, formFactor, lhr);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.nodeLabel ?? '?'}`,
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint') / 1000,
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint') / 1000,
    tbt: value('total-blocking-time'),
    shifts,
  };
}

/** LH_JSON_DIR keeps every run's full report (long tasks, bootup time, treemap) to see what blocks. */
function dumpReport(dir, url, formFactor, lhr) {
  mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-zA-Z0-9]+/g, '_').slice(0, 40) || '_';
  writeFileSync(join(dir, `${formFactor}${page}-${Date.now()}.json`), JSON.stringify(lhr));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
};
const FORMATS = {
  lcp: (v) => `${v.toFixed(1)} s`,
  cls: (v) => v.toFixed(3),
  fcp: (v) => `${v.toFixed(1)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
};

/**
 * `<name>: <score>` then `  lcp: <s>  cls: <x>  fcp: <s>  tbt: <ms>` (medians of the runs); with several runs a
 * spread line (min–max of each), the runs that never painted, and the shifting elements of any run whose CLS
 * misses the target.
 */
export function report(name, results, note = '') {
  const runs = results.filter((r) => !r.error);
  const failed = results.filter((r) => r.error).map((r) => r.error);
  if (runs.length === 0) return console.log(`${name}: failed (${failed.join('; ')})`);
  const pick = (key) => runs.map((run) => run[key]);
  const metrics = Object.entries(FORMATS).map(([key, f]) => `${key}: ${f(median(pick(key)))}`);
  const lines = [`${name}: ${Math.round(median(pick('score')))}${note}`, `  ${metrics.join('  ')}`];
  if (runs.length > 1) {
    const range = (key, f = String) => `${f(Math.min(...pick(key)))}–${f(Math.max(...pick(key)))}`;
    const spread = Object.entries(FORMATS).map(([key, f]) => `${key} ${range(key, f)}`);
    lines.push(`  spread (${runs.length} runs): score ${range('score')}  ${spread.join('  ')}`);
  }
  if (failed.length) lines.push(`  failed runs: ${failed.join('; ')}`);
  for (const run of runs.filter((r) => r.cls > CLS_TARGET)) {
    lines.push(`  shifts (cls ${run.cls.toFixed(3)}): ${run.shifts.slice(0, 3).join(' | ')}`);
  }
  console.log(lines.join('\n'));
}
