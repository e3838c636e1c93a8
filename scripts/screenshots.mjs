// Saves a PNG of every page of spec 1 at 1280 px and 390 px wide into screenshots/ (git-ignored).
// Uses BASE_URL when given, otherwise starts the marketplace on a free port (scripts/lib/app.mjs). Real pages
// are found through the API's demo data.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root, startApp } from './lib/app.mjs';

const outDir = join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

const app = await startApp();
const base = app.url;
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

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
