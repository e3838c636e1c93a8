#!/usr/bin/env node
// Import health of the source tree (issue 18): no import cycle anywhere, and in the web app nothing under
// lib/ or components/ imports features/ or pages/ (the layers import downward only).
//
// Follows relative specifiers of static imports and re-exports, type-only ones included (a type import
// still ties two modules together for a reader and for tsc). Dynamic import() is a lazy edge by intent
// and is not followed. Package specifiers (@agora/core, react) are left out: a workspace depends on a
// package, never the other way round.
//
// Usage: node scripts/check-imports.mjs [dir ...]   (default: every workspace's source and tests)
// Exits 1 and lists each cycle and each upward import when it finds one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const DEFAULT_DIRS = [
  'apps/web/src',
  'apps/server/src',
  'apps/server/test',
  'packages/core/src',
  'packages/core/test',
  'packages/chain/src',
  'e2e/src',
  'e2e/tests',
  'bench',
  'scripts',
];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
const SKIP = new Set(['node_modules', 'dist', '.agora', 'out', 'cache']);

/** Source files below `dir`. */
function sources(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

// `import … from '…'`, `import '…'`, `export … from '…'` (over several lines too); comments are removed first.
const STATIC = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function specifiers(code) {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...text.matchAll(STATIC)].map((m) => m[1]).filter((s) => s.startsWith('.'));
}

/** The file a relative specifier names: as written, with an extension, or a folder's index. */
function resolveFile(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || graph.get(v)?.has(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const WEB = join(root, 'apps/web/src');
const layer = (file) => relative(WEB, file).split('/')[0];
/** Web layers that must not import the ones above them. */
const BELOW = { lib: ['features', 'pages'], components: ['features', 'pages'], api: ['features', 'pages'] };

const dirs = (process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_DIRS).map((d) =>
  resolve(root, d),
);
const graph = new Map();
const upward = [];
let edges = 0;
for (const file of dirs.flatMap((d) => sources(d))) {
  const targets = new Set();
  for (const spec of specifiers(readFileSync(file, 'utf8'))) {
    const target = resolveFile(file, spec);
    if (!target) continue;
    targets.add(target);
    edges++;
    if (file.startsWith(WEB) && target.startsWith(WEB) && BELOW[layer(file)]?.includes(layer(target)))
      upward.push(`${relative(root, file)} -> ${relative(root, target)}`);
  }
  graph.set(file, targets);
}

const found = cycles(graph);
console.log(`${graph.size} files, ${edges} relative imports (type imports included)`);
console.log(`import cycles: ${found.length}`);
for (const scc of found) console.log(`  cycle: ${scc.map((f) => relative(root, f)).join(' <-> ')}`);
console.log(`web lib/, components/, api/ importing a layer above them: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
process.exitCode = found.length || upward.length ? 1 : 0;
