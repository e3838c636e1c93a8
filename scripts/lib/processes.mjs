// Child-process plumbing for scripts/start.mjs: spawn with a graceful stop, wait for a line or an RPC, and
// compare modification times.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Starts a long-running child; `stop()` sends SIGTERM and, after 10 s, SIGKILL. */
export function spawnChild(name, command, args, { cwd, env, stdout = 'inherit' } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', stdout, 'inherit'] });
  child.on('error', (err) => console.error(`agora: cannot start ${name}: ${err.message}`));
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { process: child, stop };
}

/** Resolves with the match of the first line of `stream` that matches `pattern`; echoes every line. */
export function waitForLine(stream, pattern, timeoutMs) {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no "${pattern.source}" line within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let buffer = '';
    let found = false;
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = line.match(pattern);
        if (match && !found) {
          found = true;
          clearTimeout(timer);
          done(match);
        } else if (!match) process.stdout.write(`${line}\n`);
      }
    });
  });
}

/** Polls eth_chainId until the node answers. */
export async function waitForRpc(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the chain at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The newest modification time (ms) of the given files and everything under the given directories. */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestMtime(readdirSync(path).map((entry) => join(path, entry))));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** The oldest modification time (ms) of the given files, which must exist. */
export function oldestMtime(files) {
  return Math.min(...files.map((file) => statSync(file).mtimeMs));
}
