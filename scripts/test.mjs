// `npm test`: lint, typecheck, then every workspace's own `test` script, one after another (2-core machines
// gain nothing from running suites side by side, and sequential output is readable). Exits non-zero when any
// step fails, after running the rest, and prints a summary with durations.
// `npm test -- core server` runs only the steps whose name contains one of the words.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
];
for (const dir of workspaces) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (pkg.scripts?.test) steps.push({ name: dir, cmd: ['npm', 'test', '-w', dir] });
}

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.some((word) => s.name.includes(word))) : steps;

const results = [];
for (const step of selected) {
  console.log(`\n━━━ ${step.name} ━━━ ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
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
  process.exit(1);
}
console.log(`\nall ${results.length} steps passed`);
