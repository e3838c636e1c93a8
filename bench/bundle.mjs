// Builds the web app and prints the renderer it runs on (react-dom and its version) and the gzip size of every
// JS file the home page loads before any click: the entry chunk, its static imports, and the home page's lazy
// chunk with its static imports. Then what a signed-in visitor's header adds before the first paint (the account
// menus), and the wallet stack (WalletRuntime: wagmi, viem, connectors, SIWE) that such a visitor loads once the
// page has loaded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const web = join(import.meta.dirname, '..', 'apps', 'web');
// A directory of its own: the app's dist/ is what `npm start` serves, with its server-rendering bundle and
// precompressed files beside it; a client-only build there made the next start serve unrendered pages.
const dist = mkdtempSync(join(tmpdir(), 'agora-bundle-'));
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir'], {
  cwd: web,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// A chunk by its source path (a dynamic entry) or, for a module that other chunks also import, by its name.
// A chunk that cannot be found (a file moved, a module merged into another chunk, the manifest's keys renamed by
// a Vite upgrade) stops the run: a figure must never quietly leave it out.
const keyOf = (source) => {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k].name === name);
  if (shared.length !== 1) {
    throw new Error(
      `bench:bundle: expected one chunk for ${source} in the manifest, found ${shared.length}` +
        ` (keys: ${shared.join(', ') || 'none'})`,
    );
  }
  return shared[0];
};
/** Every file the given chunks load, with their static imports. */
const closure = (sources, files = new Set()) => {
  const visit = (key, from) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench:bundle: ${from} imports ${key}, which the manifest does not have`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep, key);
  };
  for (const source of sources) visit(keyOf(source), source);
  return files;
};
const gzip = (files) => {
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    if (process.argv.includes('--verbose')) console.log(`${file}\t${size}`);
  }
  return total;
};
const minus = (a, b) => new Set([...a].filter((f) => !b.has(f)));

const initial = closure(['index.html', 'src/pages/HomePage.tsx']);
// The renderer the first page runs on, read from the built code (React DOM registers itself with React's
// developer tools under its package name and version): a build on another renderer stops the run.
const rendererOf = (files) => {
  for (const file of files) {
    const found = /version:["`]([^"`]+)["`],rendererPackageName:["`]react-dom["`]/.exec(
      readFileSync(join(dist, file), 'utf8'),
    );
    if (found) return `react-dom ${found[1]}`;
  }
  return null;
};
const renderer = rendererOf(initial);
if (!renderer) throw new Error("bench:bundle: the home page's initial JavaScript does not contain react-dom");
console.log(`renderer: ${renderer}`);
console.log(`initial-js-files: ${initial.size}`);
console.log(`initial-js-gzip: ${gzip(initial)}`);
const signedIn = closure(
  ['src/features/wallet/WalletMenu.tsx', 'src/features/notifications/NotificationsMenu.tsx'],
  new Set(initial),
);
console.log(`signed-in-first-paint-js-gzip: ${gzip(initial) + gzip(minus(signedIn, initial))}`);
const wallet = minus(closure(['src/features/wallet/WalletRuntime.tsx']), signedIn);
console.log(`wallet-stack-after-load-js-gzip: ${gzip(wallet)}`);
