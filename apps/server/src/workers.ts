import cluster, { type Worker } from 'node:cluster';

/**
 * Runs the server in `count` worker processes that share its port (node:cluster hands each connection to one
 * of them). The first worker starts alone — it migrates the database and seeds the demo — and the others are
 * forked once it listens. A worker that dies is replaced; SIGTERM or SIGINT is passed to every worker, which
 * closes gracefully (main.ts), and the primary ends with them. Everything a worker shares with the others
 * already works across servers: PostgreSQL, the indexer's leader lock, LISTEN/NOTIFY, shared rate limits.
 */
export function superviseWorkers(
  count: number,
  log: (line: string) => void,
  announce: (url: string) => void,
): void {
  let stopping = false;
  let listened = false;
  // The server is ready, and says so once, when every worker has answered `listening` (announceListening).
  let ready = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (m: { listening?: string }) => {
      if (typeof m?.listening === 'string' && ++ready === count) announce(m.listening);
    });
    return worker;
  };
  fork().once('listening', () => {
    listened = true;
    for (let n = 1; n < count; n++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A first worker that never listened failed to start (configuration, database): so would the next.
    if (!listened) process.exit(code || 1);
    log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** Whether this process does the one-off work of the whole server (the primary's first worker, or the only process). */
export const isFirstProcess = (): boolean => !cluster.isWorker || cluster.worker?.id === 1;

/** Tells that this process serves at `url`: on stdout when it is the whole server, else to the primary. */
export function announceListening(url: string): void {
  if (cluster.isWorker) process.send?.({ listening: url });
  else process.stdout.write(`Agora API listening on ${url}\n`);
}
