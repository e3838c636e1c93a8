// Helpers shared by the scripts that drive a running marketplace (screenshots, lighthouse): start the app on a
// free port, and the Chromium path and flags that keep it quiet on a closed network (../shared/STACK.md).
import { spawn } from 'node:child_process';
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
 * waits for the server's "Agora API listening on <url>" line.
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startApp() {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: () => {} };
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  return { url: url.replace(/\/$/, ''), stop: () => child.kill('SIGTERM') };
}
