// The settings `npm start` itself needs, read from the environment (and `.env` when present) and checked
// before anything starts. The server validates the rest of its configuration at its own start.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export class StartConfigError extends Error {
  name = 'StartConfigError';
}

function port(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new StartConfigError(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return value;
}

function url(env, name) {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new StartConfigError(`${name} must be a URL such as http://127.0.0.1:8545, got "${raw}"`);
  }
}

/** Reads `.env` from the project root into process.env (variables already set win), then the start settings. */
export function readStartConfig(env, root) {
  const dotenv = join(root, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  return {
    port: port(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    // Unset: 8545 when free, otherwise any free port.
    anvilPort: port(env, 'ANVIL_PORT', undefined),
    dataDir: resolve(root, env.DATA_DIR || '.agora'),
    rpcUrl: url(env, 'RPC_URL'),
    deploymentFile: env.DEPLOYMENT_FILE ? resolve(root, env.DEPLOYMENT_FILE) : undefined,
  };
}

/** Fails with a message naming the variable when something already listens on host:port. */
export function assertPortFree(host, portNumber, name) {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', (err) =>
        fail(
          new StartConfigError(
            err.code === 'EADDRINUSE'
              ? `port ${portNumber} (${name}) is already in use; stop what uses it or set ${name} to another port`
              : `cannot listen on ${host}:${portNumber} (${name}): ${err.message}`,
          ),
        ),
      )
      .listen(portNumber, host, () => probe.close(() => done()));
  });
}

/** True when nothing listens on host:port. */
export const portFree = (host, portNumber) =>
  assertPortFree(host, portNumber, '').then(
    () => true,
    () => false,
  );

/** A port that was free a moment ago. */
export const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: chosen } = probe.address();
      probe.close(() => done(chosen));
    });
  });
