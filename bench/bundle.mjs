// Builds the web app and prints the gzip size of every JS file the home page loads before any click:
// the entry chunk, its static imports, and the home page's lazy chunk with its static imports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const web = join(import.meta.dirname, '..', 'apps', 'web');
execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });

const dist = join(web, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
visit('src/pages/HomePage.tsx');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  if (process.argv.includes('--verbose')) console.log(`${file}\t${size}`);
}
console.log(`initial-js-files: ${files.size}`);
console.log(`initial-js-gzip: ${total}`);
