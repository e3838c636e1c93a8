// The settings `npm start` needs, read from the environment (and `.env` when present) and checked before
// anything starts.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

export class StartConfigError extends Error {
  name = 'StartConfigError';
}

function anvilPort(env) {
  const raw = env.ANVIL_PORT;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new StartConfigError(`ANVIL_PORT must be a port number from 1 to 65535, got "${raw}"`);
  }
  return value;
}

/**
 * Reads `.env` from the project root into process.env (variables already set win), then checks the whole
 * configuration with the server's own schema (apps/server/src/config.ts), so a bad value stops the start before
 * anything runs, with a message naming the variable. ANVIL_PORT is the only setting of this script alone.
 */
export async function readStartConfig(env, root) {
  const dotenv = join(root, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  register();
  const { loadConfig, ConfigError } = await import('../../apps/server/src/config.ts');
  let server;
  try {
    server = loadConfig(env);
  } catch (err) {
    throw err instanceof ConfigError ? new StartConfigError(err.message) : err;
  }
  return {
    port: server.PORT,
    host: server.HOST,
    // Unset: 8545 when free, otherwise any free port.
    anvilPort: anvilPort(env),
    dataDir: resolve(root, server.DATA_DIR),
    // The server's schema defaults RPC_URL; here "unset" means: run a local anvil.
    rpcUrl: env.RPC_URL ? server.RPC_URL : undefined,
    deploymentFile: resolve(root, server.DEPLOYMENT_FILE),
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
