import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface Anvil {
  rpcUrl: string;
  stop(): Promise<void>;
}

const anvilBinary = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/bin/anvil');

/** Thrown when anvil exits or stays silent before it says where it listens. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError';
}

/**
 * A fresh anvil (chain 31337, instant mining) for tests and benchmarks. It binds a port of its own choosing
 * (`--port 0`) and the port is read from its banner: a port picked beforehand could be taken by another test
 * file's anvil in between, and the readiness probe would then talk to that other chain.
 */
export async function startAnvil(extraArgs: string[] = []): Promise<Anvil> {
  const child: ChildProcess = spawn(anvilBinary, ['--port', '0', '--chain-id', '31337', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const rpcUrl = await listeningUrl(child);
  return {
    rpcUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves with anvil's RPC URL from its "Listening on host:port" line; then drains its request log. */
function listeningUrl(child: ChildProcess): Promise<string> {
  const out = child.stdout;
  if (!out) return Promise.reject(new AnvilStartError('anvil has no output to read its port from'));
  return new Promise((resolve, reject) => {
    let seen = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new AnvilStartError(why));
    };
    const timer = setTimeout(() => fail('anvil did not start within 15 s'), 15_000);
    const onExit = (code: number | null) => fail(`anvil exited (code ${code}) before it listened`);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4_096);
      const match = /Listening on ([\d.]+):(\d+)/.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      out.off('data', onData);
      // anvil logs every request; keep reading so a full pipe never blocks it.
      out.resume();
      resolve(`http://${match[1]}:${match[2]}`);
    };
    child.once('exit', onExit);
    out.on('data', onData);
  });
}
