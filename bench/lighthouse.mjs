// Runs Lighthouse (desktop preset, offline) on the home page with demo data and prints
// `lighthouse-performance: <score>` (0–100) plus the metrics behind it. Target: ≥ 95.
// Uses BASE_URL when given, otherwise starts the marketplace on a free port.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startApp } from '../scripts/lib/app.mjs';

const app = await startApp();
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  // The first visit warms the server's caches; the measured run is the second.
  await fetch(`${app.url}/`);
  const result = await lighthouse(
    `${app.url}/`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  const { categories, audits } = result.lhr;
  console.log(`lighthouse-performance: ${Math.round(categories.performance.score * 100)}`);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${id}: ${audits[id].displayValue}`);
  }
} finally {
  await chrome.kill();
  app.stop();
}
