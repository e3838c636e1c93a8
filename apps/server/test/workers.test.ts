import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { openTestDatabase } from './helpers';

/** WORKERS (workers.ts): server processes sharing one port under a primary that replaces and stops them. */
const serverDir = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let drop: (() => Promise<void>) | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'agora-workers-'));

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Live worker processes of `pid` (children running main.ts: tsx's esbuild service, when its cache is cold, is a
 * child too), oldest first, from /proc.
 */
function childrenOf(pid: number): number[] {
  const found = readdirSync('/proc').flatMap((d) => {
    if (!/^\d+$/.test(d)) return [];
    try {
      if (!readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('main.ts')) return [];
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, … and the start time, field 22 of stat.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [state, ppid] = fields;
      return Number(ppid) === pid && state !== 'Z' ? [{ pid: Number(d), start: Number(fields[19]) }] : [];
    } catch {
      return [];
    }
  });
  return found.sort((a, b) => a.start - b.start || a.pid - b.pid).map((c) => c.pid);
}

async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WORKERS', () => {
  it('needs PostgreSQL for more than one process', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://h/db' }).WORKERS).toBe(2);
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(ConfigError);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'serves from two processes on one port, replaces one that dies, and stops them all',
    async () => {
      const database = await openTestDatabase();
      drop = database.drop;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          WORKERS: '2',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          PORT: '0',
          RPC_URL: 'http://127.0.0.1:9',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      server = child;
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (d) => {
          out += d;
          const m = /Agora API listening on (\S+)/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const pid = child.pid as number;
      const workers = await until(
        () => childrenOf(pid),
        (c) => c.length === 2,
      );
      expect(workers).toHaveLength(2);
      // Each request on a connection of its own: the primary hands connections to the workers.
      for (let n = 0; n < 10; n++) {
        const res = await fetch(`${url}/livez`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
      }
      // One announcement for the whole server.
      expect(out.match(/Agora API listening/g)).toHaveLength(1);

      // The younger worker dies (the first one, which surely listens, keeps serving meanwhile).
      const [older, younger] = workers as [number, number];
      process.kill(younger, 'SIGKILL');
      const replaced = await until(
        () => childrenOf(pid),
        (c) => c.length === 2 && !c.includes(younger),
      );
      expect(replaced).toHaveLength(2);
      expect(replaced).toContain(older);
      expect(replaced).not.toContain(younger);
      expect((await fetch(`${url}/livez`, { headers: { connection: 'close' } })).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(pid)).toEqual([]);
    },
    180_000,
  );
});
