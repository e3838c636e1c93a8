#!/usr/bin/env node
// forge needs a native solc; this shim answers forge's two calls (`--version` and `--standard-json` on stdin)
// with solc-js from npm, so nothing is downloaded at run time. Imports resolve against the project and the
// workspace root's node_modules (npm hoists packages there).
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

if (process.argv.includes('--version')) {
  const version = solc.version().replace('.Emscripten.clang', '.Linux.g++');
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${version}\n`);
  process.exit(0);
}

const roots = [
  process.cwd(),
  __dirname,
  path.join(__dirname, '..', 'node_modules'),
  path.join(__dirname, 'node_modules'),
];
const flag = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
for (const name of ['--base-path', '--include-path']) {
  const value = flag(name);
  if (value) roots.unshift(path.resolve(value));
}

function findImports(file) {
  for (const root of roots) {
    const candidate = path.resolve(root, file);
    if (fs.existsSync(candidate)) return { contents: fs.readFileSync(candidate, 'utf8') };
  }
  return { error: `File not found: ${file}` };
}

const input = fs.readFileSync(0, 'utf8');
process.stdout.write(solc.compile(input, { import: findImports }));
