import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rpc } from '../src/rpc';
import { startStack } from '../src/stack';

const startScript = join(import.meta.dirname, '..', '..', 'scripts', 'start.mjs');

/** Runs `npm start`'s script with extra variables and returns how it ended (for starts that must fail). */
function startWith(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [startScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((done) => child.once('exit', (code) => done({ code, stderr })));
}

function listen(): Promise<Server> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => done(server));
  });
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

const answers = (url: string) =>
  fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

describe('npm start', () => {
  it.each([
    ['PORT', 'abc'],
    ['LOG_LEVEL', 'loud'],
    ['RPC_URL', 'not a url'],
    ['ANVIL_PORT', '70000'],
  ])('stops before starting anything when %s is %s, naming the variable', async (name, value) => {
    const { code, stderr } = await startWith({ [name]: value });
    expect(code).not.toBe(0);
    expect(stderr).toContain(name);
  });

  it.each(['PORT', 'ANVIL_PORT'])('stops when the port in %s is taken, naming it', async (name) => {
    const taken = await listen();
    try {
      const { code, stderr } = await startWith({ PORT: '0', [name]: String(portOf(taken)) });
      expect(code).not.toBe(0);
      expect(stderr).toContain(`port ${portOf(taken)} (${name}) is already in use`);
    } finally {
      taken.close();
    }
  });

  describe('a whole start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agora-start-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('answers health on chain 31337, leaves nothing running after SIGTERM, and keeps the chain', async () => {
      const first = await startStack({ dataDir });
      const health = await (await fetch(`${first.url}/api/v1/health`)).json();
      expect(health).toMatchObject({ status: 'ok', chainId: 31337, database: 'ok' });
      // 500 more blocks: far more than a fresh chain has after its deployment, so the restart below tells.
      await rpc(first.rpcUrl, 'anvil_mine', ['0x1f4']);
      const mined = BigInt(health.blockNumber) + 500n;
      const page = await fetch(first.url);
      expect(page.headers.get('content-type')).toContain('text/html');
      await first.stop();
      expect(await answers(first.rpcUrl), 'anvil still answers').toBe(false);
      expect(await answers(first.url), 'the server still answers').toBe(false);

      // anvil wrote its state on exit: the second start continues the same chain.
      const second = await startStack({ dataDir });
      try {
        const again = await (await fetch(`${second.url}/api/v1/health`)).json();
        expect(BigInt(again.blockNumber)).toBeGreaterThanOrEqual(mined);
        expect(await (await fetch(`${second.url}/api/v1/config`)).json()).toMatchObject({ deployed: true });
      } finally {
        await second.stop();
      }
    });
  });
});
