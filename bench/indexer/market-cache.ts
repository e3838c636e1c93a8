import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Deployment } from '@agora/chain';
import { rpc } from './rpc';

/** What a produced market leaves to reuse: anvil's state, the deployment and how many transactions made it. */
interface Cached {
  state: string;
  deployment: Deployment;
  txs: number;
}

/**
 * BENCH_MARKET=<file>: the market of an earlier run (anvil's dumped state and the deployment), loaded into a
 * fresh anvil instead of producing it again; written there when the file is absent. Producing the default
 * market is most of a bench run's time, and comparing changes of the indexer wants the same market anyway.
 */
export async function loadMarket(rpcUrl: string, file: string | undefined) {
  if (!file || !existsSync(file)) return null;
  const cached = JSON.parse(readFileSync(file, 'utf8')) as Cached;
  await rpc(rpcUrl, 'anvil_loadState', [cached.state]);
  return { deployment: cached.deployment, txs: cached.txs };
}

export async function saveMarket(
  rpcUrl: string,
  file: string | undefined,
  deployment: Deployment,
  txs: number,
): Promise<void> {
  if (!file) return;
  const state = (await rpc(rpcUrl, 'anvil_dumpState')) as string;
  writeFileSync(file, JSON.stringify({ state, deployment, txs } satisfies Cached));
}
