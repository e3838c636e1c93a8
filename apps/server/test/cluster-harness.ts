import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemoContent } from '../src/seed/demo';
import { DEMO_ACCOUNTS } from '../src/seed/market/plan';
import { startChain, type TestChain } from './chain';
import { startS3, type TestS3 } from './s3-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /**
   * The loopback address the request comes from (127.0.0.1 by default). Each check of the cluster test sends
   * from an address of its own, so that the per-address limit of one check does not refuse another's requests.
   */
  from?: string;
}

/** One HTTP request over node:http (fetch cannot choose its source address), answering the whole body. */
export function request(url: string, o: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: o.method ?? 'GET', headers: o.headers, localAddress: o.from ?? '127.0.0.1' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end(o.body);
  });
}

export interface ClusterServer {
  name: string;
  /** e.g. http://127.0.0.1:41234, also the origin its writes must come from. */
  url: string;
  child: ChildProcess;
  /** Stops the process with `signal` and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `apps/server/src/main.ts` as production runs it (through tsx), on its own port and data directory, until it
 * prints its ready line. Its warnings go to stderr under its name.
 */
export async function startServer(name: string, env: Record<string, string>): Promise<ClusterServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `agora-cluster-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[server ${name}] ${d}`));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start within 180 s`)), 180_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d;
      const m = /Agora API listening on (\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code} before it was ready`));
    });
  }).catch(async (err) => {
    await stop('SIGKILL');
    throw err;
  });
  return { name, url, child, stop };
}

export interface Cluster {
  servers: ClusterServer[];
  chain: TestChain;
  /** The cluster's own database, for checks that count rows. */
  db: pg.Pool;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A PostgreSQL server (any database on it): the cluster creates its own database there. */
  databaseUrl: string;
  count?: number;
  rateLimitPerMinute?: number;
  log?: (line: string) => void;
}

/**
 * PostgreSQL (a fresh database), anvil with Agora deployed, an S3-protocol server (s3rver) for media and IPFS
 * blocks, and `count` servers sharing all three. The demo market is kept off the chain: every server seeds it
 * on start unless a demo account has already sent a transaction, so one does before the servers start.
 */
export interface FreshDatabase {
  url: string;
  /** Drops it, cutting any connection still open. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl` (any database on it). */
export async function freshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `agora_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const log = o.log ?? (() => undefined);
  const fresh = await freshDatabase(o.databaseUrl);
  const databaseUrl = fresh.url;
  // Migrated and seeded once here, so that the servers' starts do not queue on the migration lock.
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  await database.migrate(seedDemoContent);
  await database.close();

  let chain: TestChain | null = null;
  let s3: TestS3 | null = null;
  const servers: ClusterServer[] = [];
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // pool.end() resolves before its sockets close; the drop below (with force) then cuts them: not an error.
  db.on('error', () => undefined);
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    await chain?.anvil.stop();
    await db.end();
    await fresh.drop();
  };
  try {
    chain = await startChain();
    const demo = chain.wallet(DEMO_ACCOUNTS[0]);
    await chain.public.waitForTransactionReceipt({
      hash: await demo.sendTransaction({ to: demo.account.address, value: 0n }),
    });
    s3 = await startS3();
    log(`postgres ${databaseUrl}, anvil ${chain.rpcUrl}, s3rver ${s3.env.S3_ENDPOINT}`);
    const env = {
      DATABASE_URL: databaseUrl,
      RPC_URL: chain.rpcUrl,
      DEPLOYMENT_FILE: chain.deploymentFile,
      RATE_LIMIT_PER_MINUTE: String(o.rateLimitPerMinute ?? 600),
      ...s3.env,
    };
    const names = ['A', 'B', 'C', 'D', 'E'].slice(0, o.count ?? 3);
    const started = await Promise.allSettled(names.map((n) => startServer(n, env)));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    log(`servers ${servers.map((s) => `${s.name} ${s.url}`).join(', ')}`);
    return { servers, chain, db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
