import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const bundle = path.join(serverDir, 'dist', 'main.js');
let dataDir: string;
let server: ChildProcess | undefined;
let url: string;
let stderr = '';

/** Starts `node dist/main.js` (no loader, no flags) and resolves the URL it prints when it listens. */
function start(env: Record<string, string>): Promise<string> {
  // From an unrelated directory, as a process manager would run it: nothing may depend on the cwd.
  server = spawn(process.execPath, [bundle], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  server.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    let out = '';
    server?.stdout?.on('data', (d) => {
      out += d;
      const m = /Agora API listening on (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    server?.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr}`)));
  });
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [path.join(serverDir, 'scripts', 'build.mjs')], {
    cwd: serverDir,
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'agora-dist-'));
  // No deployment file and a chain that does not answer: the server must still start and answer.
  url = await start({
    DATA_DIR: dataDir,
    PORT: '0',
    RPC_URL: 'http://127.0.0.1:9',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('bundles the server and the workspace packages into one ESM file, leaving npm packages external', () => {
    const code = readFileSync(bundle, 'utf8');
    // @agora/core's catalogue is inside; the TypeScript sources are not imported at run time.
    expect(code).not.toMatch(/from ["']@agora\//);
    expect(code).not.toMatch(/\.ts["']/);
    expect(code).toMatch(/from ["']fastify["']/);
    expect(code).toMatch(/from ["']sharp["']/);
    expect(code).toMatch(/from ["']@electric-sql\/pglite["']/);
  });

  it('runs with plain node: migrations applied from dist, health and the API answer', async () => {
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'ok', status: 'degraded', indexer: null });
    // Categories come from the migrated and seeded database: proof that dist found apps/server/drizzle.
    const categories = await fetch(`${url}/api/v1/categories`);
    expect(categories.status).toBe(200);
    expect(((await categories.json()) as unknown[]).length).toBeGreaterThan(0);
    const unknown = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    expect((await fetch(`${url}/ipfs/${unknown}`)).status).toBe(404);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
