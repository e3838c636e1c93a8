import type { Address, PublicClient } from 'viem';
import type { ChainBlock } from './pipeline';
import { type BlockStamp, blockStamp, readLogs } from './raw-logs';

/**
 * Final blocks from..to with Agora's logs: one eth_getLogs, and headers only where the logs do not carry their
 * block's hash and time (blockStamp) and for `to` if it has no log (the checkpoint's hash). Each block with logs,
 * and `to`, in order; parent hashes are not read (final blocks are not linked one by one).
 */
export async function readFinalBlocks(
  client: PublicClient,
  address: Address[],
  from: number,
  to: number,
): Promise<ChainBlock[]> {
  const byBlock = await readLogs(client, { address, fromBlock: from, toBlock: to });
  const stamps = new Map<number, BlockStamp>();
  for (const [n, logs] of byBlock) {
    const stamp = blockStamp(logs);
    if (stamp) stamps.set(n, stamp);
  }
  const unstamped = [...new Set([...byBlock.keys(), to])].filter((n) => !stamps.has(n));
  const headers = await Promise.all(unstamped.map((n) => client.getBlock({ blockNumber: BigInt(n) })));
  for (const h of headers) {
    stamps.set(Number(h.number), { hash: h.hash, timestamp: new Date(Number(h.timestamp) * 1000) });
  }
  return [...stamps]
    .sort(([a], [b]) => a - b)
    .map(([number, { hash, timestamp }]) => ({
      number,
      hash: String(hash),
      parentHash: null,
      timestamp,
      logs: byBlock.get(number) ?? [],
    }));
}

/**
 * Blocks from..to near the head, each with its parent hash, their headers fetched together and then each
 * block's logs by its hash. A reorg while fetching breaks the chain of parent hashes: only the blocks before
 * the break are answered (the next round fetches the rest).
 */
export async function readLinkedBlocks(
  client: PublicClient,
  address: Address[],
  from: number,
  to: number,
): Promise<ChainBlock[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));
  const headers = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber })));
  const breaks = headers.findIndex((h, i) => i > 0 && h.parentHash !== headers[i - 1]?.hash);
  const linked = breaks < 0 ? headers : headers.slice(0, breaks);
  const logs = await Promise.all(
    linked.map(async (h) => {
      const byBlock = await readLogs(client, { address, blockHash: h.hash });
      return byBlock.get(Number(h.number)) ?? [];
    }),
  );
  return linked.map((header, i) => ({
    number: Number(header.number),
    hash: String(header.hash),
    parentHash: header.parentHash,
    timestamp: new Date(Number(header.timestamp) * 1000),
    logs: logs[i] ?? [],
  }));
}
