// Helpers shared by the scripts that drive a running marketplace (screenshots, lighthouse): start the app on a
// free port, and the Chromium path and flags that keep it quiet on a closed network (../shared/STACK.md).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from './start-config.mjs';

export const root = join(import.meta.dirname, '..', '..');

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Uses BASE_URL when given (an app already running), otherwise starts `scripts/start.mjs` on a free port and
 * waits for the server's "Agora API listening on <url>" line. `env` adds to the app's environment (DATA_DIR
 * for a fresh chain and database); `onLine` sees every line the app prints on stdout and stderr (the server's log).
 * @param {{ env?: Record<string, string>, onLine?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, started: boolean, stop: () => Promise<void> }>}
 */
export async function startApp({ env = {}, onLine = () => {} } = {}) {
  if (process.env.BASE_URL) {
    return { url: process.env.BASE_URL.replace(/\/$/, ''), started: false, stop: async () => {} };
  }
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // The server logs to stderr (shown as before); its "listening" line comes on stdout.
  child.stderr.pipe(process.stderr);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      const lines = (buffer + chunk).split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not start within 180 s')), 180_000);
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/Agora API listening on (\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready`)));
  });
  // start.mjs stops the server and anvil on SIGTERM; waiting for it frees their ports for the next start.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url: url.replace(/\/$/, ''), started: true, stop };
}
