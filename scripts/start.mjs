// `npm start`: the whole marketplace on one port with embedded defaults.
//   1. anvil (chain id 31337, state kept in $DATA_DIR/anvil-state.json) unless RPC_URL points at a chain;
//   2. the contracts, deployed idempotently by @agora/chain's CLI into $DATA_DIR/deployment.json;
//   3. the web app, built when apps/web/dist is missing or older than its sources;
//   4. the API server (PGlite under $DATA_DIR unless DATABASE_URL), which also serves the web app.
// Ctrl-C (or SIGTERM) stops every child; a second start reuses the chain and the database.
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { newestMtime, oldestMtime, spawnChild, waitForLine, waitForRpc } from './lib/processes.mjs';
import {
  assertPortFree,
  freePort,
  portFree,
  readStartConfig,
  StartConfigError,
} from './lib/start-config.mjs';

const root = join(import.meta.dirname, '..');
const children = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // The server first (it finishes in-flight requests), then the chain (anvil writes its state on exit).
  for (const child of [...children].reverse()) await child.stop();
  process.exit(code);
}
// Ctrl-C, a service manager's stop, or the terminal closing: every child stops with us.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// A crash of this script must not leave anvil running without an owner.
process.on('uncaughtException', (err) => {
  console.error(`agora: ${err?.stack ?? err}`);
  stopAll(1);
});
// Whoever read our output went away (`npm start | head`): keep serving, stop only on a signal.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

function watch(child, name) {
  children.push(child);
  child.process.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `agora: ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest`,
    );
    stopAll(1);
  });
}

/** Runs a command to completion (output shown); Ctrl-C meanwhile stops it like the long-running children. */
async function runStep(name, command, args, env = process.env) {
  const child = spawnChild(name, command, args, { cwd: root, env });
  children.push(child);
  const [code] = await once(child.process, 'exit');
  children.splice(children.indexOf(child), 1);
  if (code !== 0) throw new Error(`${name} failed (exit code ${code}): ${command} ${args.join(' ')}`);
}

/** The platform binary: the npm wrapper `anvil` hides failures behind exit code 0 (../shared/STACK.md). */
function anvilBinary() {
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  try {
    return createRequire(import.meta.url).resolve(`${pkg}/bin/anvil`);
  } catch {
    throw new StartConfigError(
      `no anvil binary for this platform (${pkg} is not installed); set RPC_URL to an existing chain`,
    );
  }
}

async function startChain(config) {
  if (config.rpcUrl) return config.rpcUrl;
  const port = config.anvilPort ?? ((await portFree('127.0.0.1', 8545)) ? 8545 : await freePort());
  const anvil = anvilBinary();
  const child = spawnChild('anvil', anvil, [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    '31337',
    '--state',
    join(config.dataDir, 'anvil-state.json'),
    '--state-interval',
    '30',
    '--silent',
  ]);
  watch(child, 'anvil');
  const rpcUrl = `http://127.0.0.1:${port}`;
  await waitForRpc(rpcUrl, 30_000);
  return rpcUrl;
}

async function buildWebIfStale() {
  const web = join(root, 'apps', 'web');
  // Both halves of the build: the browser's (dist/) and the server-rendering bundle (dist-ssr/), without which
  // the server sends unrendered pages.
  const built = [join(web, 'dist', 'index.html'), join(web, 'dist-ssr', 'entry-server.js')];
  const sources = [
    join(web, 'src'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(root, 'packages', 'core', 'src'),
    join(root, 'packages', 'chain', 'src'),
  ];
  if (built.every((file) => existsSync(file)) && oldestMtime(built) >= newestMtime(sources)) return;
  console.log('agora: building the web app');
  // A production build whatever NODE_ENV the caller runs under (a test runner sets 'test').
  await runStep('web build', 'npm', ['run', 'build', '-w', '@agora/web'], {
    ...process.env,
    NODE_ENV: 'production',
  });
}

async function main() {
  const config = await readStartConfig(process.env, root);
  await assertPortFree(config.host, config.port, 'PORT');
  if (config.anvilPort) await assertPortFree('127.0.0.1', config.anvilPort, 'ANVIL_PORT');
  mkdirSync(config.dataDir, { recursive: true });

  const { deploymentFile } = config;
  // The web build needs neither the chain nor the contracts: it runs beside them.
  const built = buildWebIfStale();
  // AGORA_SERVER_BUNDLE: a built server (apps/server's `npm run build`) run instead of the sources through tsx,
  // and the deployment CLI built beside it; the e2e suite builds them once per run, which spares each of its
  // stacks seconds of loading TypeScript.
  const bundle = process.env.AGORA_SERVER_BUNDLE;
  const deployBundle = bundle && join(dirname(bundle), 'deploy-cli.js');
  const deployCli =
    deployBundle && existsSync(deployBundle)
      ? [deployBundle]
      : ['--import', 'tsx', join(root, 'packages', 'chain', 'src', 'deploy-cli.ts')];
  const deployed = startChain(config).then(async (rpcUrl) => {
    const args = [...deployCli, '--rpc', rpcUrl, '--out', deploymentFile];
    await runStep('deployment', process.execPath, args);
    return rpcUrl;
  });
  const [rpcUrl] = await Promise.all([deployed, built]);

  const server = spawnChild(
    'server',
    process.execPath,
    bundle ? [bundle] : ['--import', 'tsx', join(root, 'apps', 'server', 'src', 'main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        RPC_URL: rpcUrl,
        DATA_DIR: config.dataDir,
        DEPLOYMENT_FILE: deploymentFile,
        WEB_DIST: resolve(root, 'apps/web/dist'),
        // One server and no balancer to take it out of rotation: nothing to drain for on stop.
        SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
      },
      stdout: 'pipe',
    },
  );
  watch(server, 'server');
  const line = await waitForLine(server.process.stdout, /Agora API listening on (\S+)/, 120_000);
  const url = line[1].replace('127.0.0.1', 'localhost');
  console.log(`Agora API listening on ${url}`);
  console.log(
    `agora: ready at ${url} (chain ${rpcUrl}, ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}); Ctrl-C stops it`,
  );
}

main().catch((err) => {
  console.error(`agora: ${err instanceof StartConfigError ? err.message : (err?.stack ?? err)}`);
  stopAll(1);
});
