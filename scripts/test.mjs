// `npm test`: lint, typecheck, then every workspace's own `test` script, one after another (2-core machines
// gain nothing from running suites side by side, and sequential output is readable). Exits non-zero when any
// step fails, after running the rest, and prints a summary with durations.
// `npm test -- core server` runs only the steps whose name contains one of the words.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  // No import cycle, and the web's lib/, components/ and api/ import no feature or page (issue 18).
  { name: 'imports', cmd: ['node', 'scripts/check-imports.mjs'] },
];
for (const dir of workspaces) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (pkg.scripts?.test) steps.push({ name: dir, cmd: ['npm', 'test', '-w', dir] });
}

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.some((word) => s.name.includes(word))) : steps;

// A failing step's own lines about the failure (test names, assertion messages) are printed again under the
// summary: CI shows the end of the log, where a failure far up in a long suite's output would not be seen.
const FAILURE_LINE = /(FAIL|×|✗|AssertionError|Error:|error TS|expected|\[FAIL)/;
const KEEP = 60;

/** Runs one step with its output passed through, keeping the last lines that describe a failure (a suite's
 * failure report comes at its end). */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    const watch = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (!FAILURE_LINE.test(line)) continue;
          failures.push(line);
          if (failures.length > KEEP) failures.shift();
        }
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ ok: code === 0, failures }));
  });
}

const results = [];
for (const step of selected) {
  console.log(`\n━━━ ${step.name} ━━━ ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = await runStep(step);
  results.push({ name: step.name, ...run, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━━ summary ━━━');
for (const r of results)
  console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s`);
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`      ${'total'.padEnd(16)} ${total.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.log(
    `\n${failed.length} of ${results.length} steps failed: ${failed.map((r) => r.name).join(', ')}`,
  );
  for (const r of failed) {
    console.log(`\n━━━ ${r.name}: the lines about its failure ━━━`);
    for (const line of r.failures) console.log(line);
  }
  process.exit(1);
}
console.log(`\nall ${results.length} steps passed`);
