// `npm run bench:lighthouse` (issue #17): Lighthouse performance of home, explore, a token page and a profile,
// mobile (the default preset: slow 4G, 4× CPU) and desktop, on a fresh data directory.
//   lighthouse-desktop-home-while-seeding: <score>  one desktop run as soon as the server answers, while the
//                                                     demo market is still being minted
//   lighthouse-<mobile|desktop>-<page>: <score>     each page once the demo market has finished seeding
// each followed by `  lcp: <s>  cls: <x>  fcp: <s>  tbt: <ms>`. RUNS=<n> repeats every measure (a fresh app
// for each run while seeding) and prints medians with a min–max spread. BASE_URL measures a running app
// instead (no while-seeding run); LH_JSON_DIR=<dir> saves each run's Lighthouse JSON there. Targets: mobile ≥ 90, desktop ≥ 97, LCP ≤ 2.5 s, CLS ≤ 0.05.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startApp } from '../scripts/lib/app.mjs';
import { demoPages, seedWatcher } from './lighthouse/demo.mjs';
import { measure, report } from './lighthouse/measure.mjs';

const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '1', 10) || 1);
console.log(`lighthouse: ${RUNS} run(s) per measure, load average ${loadavg()[0].toFixed(1)}`);

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
/** A run's figures, or the reason it has none. */
const tryMeasure = (url, formFactor) =>
  measure(chrome.port, url, formFactor).catch((err) => ({ error: err.message }));
const dataDirs = [];
let app;
let seed;
try {
  const whileSeeding = [];
  for (let i = 0; i < RUNS; i++) {
    await app?.stop();
    dataDirs.push(mkdtempSync(join(tmpdir(), 'agora-lighthouse-')));
    seed = seedWatcher();
    // A fresh chain and database, so the demo market seeds from nothing; no rate limit for the bench's requests.
    const env = { DATA_DIR: dataDirs.at(-1), RATE_LIMIT_PER_MINUTE: '0' };
    app = await startApp({ env, onLine: seed.onLine });
    if (!app.started) break;
    const run = await tryMeasure(`${app.url}/`, 'desktop');
    whileSeeding.push({ ...run, seeding: !seed.finished });
  }
  if (whileSeeding.length) {
    const during = whileSeeding.filter((run) => run.seeding).length;
    report(
      'lighthouse-desktop-home-while-seeding',
      whileSeeding,
      `  (seeding till the end of ${during}/${whileSeeding.length} runs)`,
    );
    await seed.done(300_000);
  }
  const pages = await demoPages(app.url);
  for (const [page, path] of Object.entries(pages)) {
    for (const formFactor of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await tryMeasure(`${app.url}${path}`, formFactor));
      report(`lighthouse-${formFactor}-${page}`, runs);
    }
  }
} finally {
  await chrome.kill();
  await app?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
