// `node bench/lighthouse/trace.mjs <url>...` (issue 27): what blocks a phone's main thread while a page loads.
// Loads each URL in Chromium with a cold cache, records a performance trace, and prints every main-thread task
// that would be a long task on a phone (over 50 ms once scaled by 4, as Lighthouse's mobile preset scales each
// observed task: over 12.5 ms observed), from the navigation to 5 s after the load event, with the events inside
// it (module evaluation, layout with its object count, parsing, React's scheduler callbacks).
// Each task shows its wall time and its thread (CPU) time: on a shared machine the wall time includes the time
// the thread waited for a core, the CPU time much less so. Compare A and B only within one run (`RUNS=<n>`
// interleaves the URLs n times). RATE=<n> throttles the CPU through CDP instead (the phone's slowdown then is
// RATE, and the threshold 50 ms). Prints per URL: FCP, the long tasks, and the blocking time after FCP (each
// task's CPU time × the slowdown past 50 ms, as TBT counts it).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/app.mjs';

const RATE = Number(process.env.RATE ?? 1);
/** How much slower the phone is than what is observed: Lighthouse's 4× over what ran unthrottled. */
const SCALE = 4 / RATE;
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '1', 10) || 1);
const LONG_MS = Number(process.env.LONG_MS ?? 50);
/** Inner events shorter than this (scaled) are not listed. */
const DETAIL_MS = 8;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
].join(',');

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node bench/lighthouse/trace.mjs <url>...');
  process.exit(2);
}

/** A short label for an event inside a task: what runs, and on what (a module's evaluation names no file). */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') || url : '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compileModule':
    case 'v8.compile':
      return `${event.name} ${file(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${file(data.url)}`;
    case 'Layout':
      return `Layout (${data.dirtyObjects ?? '?'}/${data.totalObjects ?? '?'} objects)`;
    case 'EventDispatch':
      return `EventDispatch ${data.type ?? ''}`;
    default:
      return event.name;
  }
}

/** The page's renderer main thread (the one that painted: an about:blank renderer comes first), sorted by start. */
function mainThreadEvents(events) {
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  if (!painted) throw new Error('no first contentful paint in the trace');
  return events
    .filter((e) => e.pid === painted.pid && e.tid === painted.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** Tasks longer than LONG_MS, each with its inner events (depth 1 and 2) of DETAIL_MS or more. */
function analyse(events) {
  const thread = mainThreadEvents(events);
  const nav = thread.filter((e) => e.name === 'navigationStart').at(-1);
  const t0 = nav.ts;
  const fcpEvent = thread.find((e) => e.name === 'firstContentfulPaint' && e.ts >= t0);
  const fcp = fcpEvent ? (fcpEvent.ts - t0) / 1000 : Number.NaN;
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const tasks = thread.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= t0 && cpu(e) * SCALE > LONG_MS,
  );
  const complete = thread.filter((e) => e.ph === 'X' && !e.name.endsWith('RunTask'));
  const long = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = complete.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Depth from nesting: an event inside another listed one is indented under it.
    const stack = [];
    const parts = [];
    for (const e of inside) {
      while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
      const depth = stack.length;
      stack.push(e);
      if (depth < 3 && cpu(e) * SCALE >= DETAIL_MS)
        parts.push({ depth, ms: e.dur / 1000, cpu: cpu(e), what: label(e) });
    }
    return { start: (task.ts - t0) / 1000, ms: task.dur / 1000, cpu: cpu(task), parts };
  });
  const blocking = long
    .filter((t) => t.start >= fcp)
    .reduce((sum, t) => sum + Math.max(0, t.cpu * SCALE - LONG_MS), 0);
  return { fcp, long, blocking };
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet for 5 s: no new task past LONG_MS in the last 5 s (checked by waiting; the trace shows what ran).
  await page.waitForTimeout(5000);
  const buffer = await browser.stopTracing();
  await context.close();
  return analyse(JSON.parse(buffer.toString()).traceEvents);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const url of urls) {
      const { fcp, long, blocking } = await traceOnce(browser, url);
      const head = `${url} (run ${run}, CPU ${RATE}×, scaled ${SCALE}×)`;
      console.log(
        `\n${head}: fcp ${fcp.toFixed(0)} ms, blocking after fcp ${blocking.toFixed(0)} ms (scaled CPU time)`,
      );
      for (const task of long) {
        const mark = task.start >= fcp ? '' : ' (before fcp)';
        const times = `wall ${task.ms.toFixed(0)} ms, cpu ${task.cpu.toFixed(1)} ms (scaled ${(task.cpu * SCALE).toFixed(0)})`;
        console.log(`  task at ${task.start.toFixed(0)} ms: ${times}${mark}`);
        for (const part of task.parts) {
          console.log(
            `    ${'  '.repeat(part.depth)}cpu ${part.cpu.toFixed(1)} (wall ${part.ms.toFixed(1)}) ${part.what}`,
          );
        }
      }
    }
  }
} finally {
  await browser.close();
}
