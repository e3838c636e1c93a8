import { createPublicClient, http, type PublicClient } from 'viem';

/** The few chain reads the API core needs; the indexer (issue 5) brings its own richer client. */
export interface ChainReader {
  client: PublicClient;
  /** Chain id and head block, or null when the node does not answer within the timeout. */
  head(timeoutMs?: number): Promise<{ chainId: number; blockNumber: bigint } | null>;
}

export function createChainReader(rpcUrl: string): ChainReader {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2_000 }) });
  return {
    client,
    async head(timeoutMs = 1_500) {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref());
      const read = Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })])
        .then(([chainId, blockNumber]) => ({ chainId, blockNumber }))
        .catch(() => null);
      return Promise.race([read, timeout]);
    },
  };
}
