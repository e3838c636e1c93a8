// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine has cores (tsc
// checks on one core: on 2 cores the five workspaces took 75 s one after another). Each workspace's output is
// printed whole when it ends, so two never interleave. Exits non-zero when any fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.typecheck,
);

/** Runs `dir`'s typecheck script; resolves with whether it passed, once its output has been printed. */
function typecheck(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: join(root, dir) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'pass' : 'FAIL'}  typecheck ${dir} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const lane = async () => {
  const results = [];
  for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await typecheck(dir));
  return results;
};
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane);
const passed = (await Promise.all(lanes)).flat().every(Boolean);
process.exit(passed ? 0 : 1);
