import { chainPreset, type Deployment, readDeployment } from '@agora/chain';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { Database } from '../db/client';
import { recordPlatformCurrencies } from '../prices/platform-currencies';
import { Indexer } from './indexer';

/** The chain side of the item lifecycle: the deployment, a client for reads and the indexer. */
export interface Lifecycle {
  deployment: Deployment;
  client: PublicClient;
  indexer: Indexer;
}

// One indexer leads when several servers share a PostgreSQL database.
const LEADER_LOCK = 7_402_112;

export interface LifecycleOptions {
  rpcUrl: string;
  deploymentFile: string;
  database: Database;
  /** How often the indexer asks for the head; default `defaultPollMs(rpcUrl)`. */
  pollMs?: number;
  /** Default: the chain's preset (BNB Smart Chain mainnet and testnet), else the indexer's own default. */
  confirmations?: number;
  /** Logs per batch of a catch-up (the indexer's default when absent). */
  batchLogs?: number;
  /** Logs per fetched range of a catch-up (the indexer's default when absent). */
  rangeLogs?: number;
  onError?: (err: unknown) => void;
}

/**
 * A local chain (anvil, the embedded default) mines on each transaction and answers in microseconds: polling
 * its head every 250 ms keeps mined-to-visible well under a second. A remote RPC is asked once a second, which
 * on BSC (3 s blocks) is within a block interval + 1 s and stays far below public endpoints' rate limits.
 */
export function defaultPollMs(rpcUrl: string): number {
  const host = new URL(rpcUrl).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.') ? 250 : 1_000;
}

/** The indexer's final depth: as configured, else the chain's preset, else the indexer's default (12). */
export function confirmationsFor(chainId: number, configured?: number): number | undefined {
  return configured ?? chainPreset(chainId)?.confirmations;
}

/** The largest RPC answer the indexer reads (the RPC is the operator's own configuration). */
const RPC_RESPONSE_LIMIT = 256 * 1024 * 1024;

/** Null while the contracts are not deployed (the API still serves everything else). */
export async function createLifecycle(o: LifecycleOptions): Promise<Lifecycle | null> {
  const deployment = await readDeployment(o.deploymentFile).catch(() => null);
  if (!deployment) return null;
  await recordPlatformCurrencies(o.database.db, deployment);
  // viem refuses a response over 10 MB by default; one eth_getLogs of a busy range (or one large block: the
  // linked path cannot split it) is more than that at ~20,000 logs, and the indexer would retry it forever.
  const client = createPublicClient({
    transport: http(o.rpcUrl, { batch: true, retryCount: 2, maxResponseBodySize: RPC_RESPONSE_LIMIT }),
  }) as PublicClient;
  const indexer = new Indexer({
    db: o.database.db,
    client,
    deployment,
    pollMs: o.pollMs ?? defaultPollMs(o.rpcUrl),
    confirmations: confirmationsFor(deployment.chainId, o.confirmations),
    batchLogs: o.batchLogs,
    rangeLogs: o.rangeLogs,
    acquireLeadership: () => o.database.tryLock(LEADER_LOCK),
    onError: o.onError,
  });
  return { deployment, client, indexer };
}
