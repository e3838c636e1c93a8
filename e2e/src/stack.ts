import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/start-config.mjs';

export interface Stack {
  /** The marketplace (API and web app), e.g. http://localhost:41234 */
  url: string;
  /** The local anvil the wallets forward to. */
  rpcUrl: string;
  stop(): Promise<void>;
}

export class StackStartError extends Error {
  override readonly name = 'StackStartError';
}

const root = join(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 240_000;

export interface StackOptions {
  /** The data directory (chain state, deployment, database, media); a fresh empty one when omitted. */
  dataDir?: string;
  /** Whether stop() leaves the data directory; by default a given one is the caller's, a fresh one removed. */
  keepDataDir?: boolean;
  /** Variables added to the start's environment. */
  env?: Record<string, string>;
}

/**
 * The whole marketplace exactly as `npm start` runs it (anvil, deployment, built web app, server), on free
 * ports with its own data directory and the embedded database (PGlite), so every test file starts from its own
 * world whatever DATABASE_URL or RPC_URL the shell has.
 */
export async function startStack({
  dataDir: given,
  keepDataDir = given !== undefined,
  env: extra = {},
}: StackOptions = {}): Promise<Stack> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'agora-e2e-'));
  const [port, anvilPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    PORT: String(port),
    ANVIL_PORT: String(anvilPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One browser walks through every page within a minute; the per-IP limiter is not under test here.
    RATE_LIMIT_PER_MINUTE: '0',
  };
  for (const name of ['DATABASE_URL', 'RPC_URL', 'DEPLOYMENT_FILE', 'PUBLIC_URL']) delete env[name];
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own (start.mjs, anvil, the server), so that a throwaway stack is killed whole.
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      if (keepDataDir) {
        // start.mjs stops the server, then anvil, which writes the chain to the kept directory, then exits.
        child.kill('SIGTERM');
        await exited;
      } else {
        // Nothing of a removed directory is read again: no graceful stop (seconds of each file's time on two
        // cores), the whole group at once.
        process.kill(-child.pid, 'SIGKILL');
        await exited;
        await groupGone(child.pid);
      }
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await readyUrl(child);
    return { url, rpcUrl: `http://127.0.0.1:${anvilPort}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Resolves once no process of the group `pgid` is left (anvil and the server end a moment after start.mjs). */
async function groupGone(pgid: number): Promise<void> {
  for (let n = 0; n < 100; n++) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * Waits for the server's ready line. Until then the stack's output is kept and shown only when it fails to
 * start; afterwards its warnings and errors go to the test's stderr.
 */
function readyUrl(child: ChildProcess): Promise<string> {
  let output = '';
  let ready = false;
  const fail = (reason: string) =>
    new StackStartError(`the stack ${reason}; its output:\n${output.slice(-4000)}`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(fail(`did not start within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      if (ready) process.stderr.write(chunk);
      else output += chunk;
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return;
      output += chunk;
      const match = output.match(/Agora API listening on (\S+)/);
      if (match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(fail(`exited with code ${code} before it was ready`));
    });
  });
}
