// Saves a PNG of every page of spec 1 at 1280 px and 390 px wide into screenshots/ (git-ignored).
// Uses BASE_URL when given (an app already running), otherwise starts `npm start` on a free port and waits
// for its "Agora API listening on <url>" line. Real pages are found through the API's demo data.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startApp() {
  const port = await freePort();
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('app did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk) => {
      const m = String(chunk).match(/Agora API listening on (\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const app = process.env.BASE_URL ? { url: process.env.BASE_URL, stop: () => {} } : await startApp();
const base = app.url.replace(/\/$/, '');
const getJson = async (path) => {
  const res = await fetch(`${base}/api/v1${path}`);
  return res.ok ? res.json() : null;
};

const tokens = (await getJson('/tokens?filter=All&page=1&limit=1'))?.items ?? [];
const top = (await getJson('/collections/top?days=30')) ?? [];
const owner = tokens[0]?.owner;
const pages = {
  home: '/',
  explore: '/explore/All',
  search: '/search?search=a',
  activity: '/activity',
  'top-collections': '/collectionlist',
  faq: '/how-it-works',
  about: '/about',
  community: '/community',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  'coming-soon': '/comingsoon',
  following: '/Following',
  'edit-profile': '/edit-profile',
  'add-collection': '/addCollections',
  ...(owner ? { profile: `/user/${owner.address}` } : {}),
  ...(owner?.customUrl ? { 'profile-custom-url': `/${owner.customUrl}` } : {}),
  ...(top[0] ? { collection: `/collection/${top[0].owner}/${top[0].customUrl}` } : {}),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('agora.agreement.accepted', '1'));
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
    }
    await context.close();
  }
  console.log(`screenshots: ${Object.keys(pages).length * 2} PNG files in ${outDir}`);
} finally {
  await browser.close();
  app.stop();
}
