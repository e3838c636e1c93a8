#!/usr/bin/env node
// forge needs a native solc; this shim answers forge's two calls (`--version` and `--standard-json` on stdin)
// with solc-js from npm, so nothing is downloaded at run time. Imports resolve against the project and the
// workspace root's node_modules (npm hoists packages there).
//
// solc-js runs on one core. A compilation of many files is split in two halves by the files whose output forge
// asks for, compiled side by side in worker threads: both parse and check every source, but each generates and
// optimises the bytecode of its half only (solc compiles only requested contracts and what they deploy), which
// is most of the time. The answers are merged into the one a single run gives.
const fs = require('node:fs');
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');
const { availableParallelism } = require('node:os');
const solc = require('solc');

/** Below this many files one run is quicker than loading the compiler twice. */
const SPLIT_FROM_FILES = 16;

function importRoots(argv) {
  const roots = [
    process.cwd(),
    __dirname,
    path.join(__dirname, '..', 'node_modules'),
    path.join(__dirname, 'node_modules'),
  ];
  for (const name of ['--base-path', '--include-path']) {
    const i = argv.indexOf(name);
    if (i >= 0 && argv[i + 1]) roots.unshift(path.resolve(argv[i + 1]));
  }
  return roots;
}

function compile(input, roots) {
  const findImports = (file) => {
    for (const root of roots) {
      const candidate = path.resolve(root, file);
      if (fs.existsSync(candidate)) return { contents: fs.readFileSync(candidate, 'utf8') };
    }
    return { error: `File not found: ${file}` };
  };
  return solc.compile(input, { import: findImports });
}

/** The requested files in `parts` groups of about equal source size (a file's size stands for its work). */
function partition(request, parts) {
  const files = Object.keys(request.settings.outputSelection);
  const size = (file) => request.sources[file]?.content?.length ?? 0;
  const groups = Array.from({ length: parts }, () => ({ files: [], size: 0 }));
  for (const file of files.sort((a, b) => size(b) - size(a))) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.files.push(file);
    lightest.size += size(file);
  }
  return groups.map((g) => g.files);
}

/** One answer from the halves' answers: every half's contracts and sources, each message once. */
function merge(answers) {
  const merged = { contracts: {}, sources: {}, errors: [] };
  const seen = new Set();
  for (const answer of answers) {
    Object.assign(merged.contracts, answer.contracts);
    for (const [file, source] of Object.entries(answer.sources ?? {}))
      merged.sources[file] = { ...merged.sources[file], ...source };
    for (const error of answer.errors ?? []) {
      if (seen.has(error.formattedMessage)) continue;
      seen.add(error.formattedMessage);
      merged.errors.push(error);
    }
  }
  return merged;
}

async function splitCompile(input, roots) {
  const request = JSON.parse(input);
  const selection = request.settings?.outputSelection ?? {};
  const parts = Math.min(2, availableParallelism());
  if (parts < 2 || '*' in selection || Object.keys(selection).length < SPLIT_FROM_FILES)
    return compile(input, roots);
  const halves = partition(request, parts).map((files) => {
    const half = { ...request, settings: { ...request.settings, outputSelection: {} } };
    for (const file of files) half.settings.outputSelection[file] = selection[file];
    return JSON.stringify(half);
  });
  const answers = await Promise.all(
    halves.map(
      (half) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(__filename, { workerData: { input: half, roots } });
          worker.once('message', (answer) => resolve(JSON.parse(answer)));
          worker.once('error', reject);
        }),
    ),
  );
  return JSON.stringify(merge(answers));
}

if (!isMainThread) {
  parentPort.postMessage(compile(workerData.input, workerData.roots));
} else if (process.argv.includes('--version')) {
  const version = solc.version().replace('.Emscripten.clang', '.Linux.g++');
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${version}\n`);
  process.exit(0);
} else {
  splitCompile(fs.readFileSync(0, 'utf8'), importRoots(process.argv)).then((answer) =>
    process.stdout.write(answer),
  );
}
