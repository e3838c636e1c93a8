import { type Address, type Hex, type Log, numberToHex, type PublicClient } from 'viem';

/**
 * A log as the pipeline reads it: the fields of viem's Log that decoding and the appliers use, and its block's
 * hash and time where the node adds them to eth_getLogs' answer (blockStamp).
 */
export type ChainLog = Pick<Log, 'address' | 'topics' | 'data' | 'logIndex' | 'transactionHash'> & {
  blockHash?: Hex | null;
  blockTimestamp?: Hex | null;
};

/** A block's hash and time. */
export interface BlockStamp {
  hash: Hex;
  timestamp: Date;
}

/** A log as eth_getLogs answers it (numbers in hex). */
interface RpcLog {
  address: Address;
  topics: [Hex, ...Hex[]] | [];
  data: Hex;
  blockNumber: Hex;
  blockHash?: Hex | null;
  blockTimestamp?: Hex | null;
  logIndex: Hex | number;
  transactionHash: Hex;
}

export type LogFilter = { address: Address[] } & (
  | { fromBlock: number; toBlock: number }
  | { blockHash: Hex }
);

/**
 * The logs of `filter` by block number, each block's in log order. eth_getLogs is asked directly: viem's getLogs
 * copies every log into a new object to turn its hex numbers into numbers (formatLog), which on a catch-up of
 * tens of thousands of logs was garbage on top of the parsed answer; here each parsed log keeps its object and
 * only its log index is converted in place (docs/indexer.md, "Issue 29.4, third pass").
 */
export async function readLogs(client: PublicClient, filter: LogFilter): Promise<Map<number, ChainLog[]>> {
  const params =
    'blockHash' in filter
      ? { address: filter.address, blockHash: filter.blockHash }
      : {
          address: filter.address,
          fromBlock: numberToHex(filter.fromBlock),
          toBlock: numberToHex(filter.toBlock),
        };
  const answer = (await client.request({
    method: 'eth_getLogs',
    params: [params],
  } as never)) as RpcLog[];
  const byBlock = new Map<number, ChainLog[]>();
  // A block's logs share one blockNumber string: it is parsed once per block, not once per log.
  let lastHex = '';
  let list: ChainLog[] = [];
  for (const raw of answer) {
    if (raw.blockNumber !== lastHex) {
      lastHex = raw.blockNumber;
      const n = Number(raw.blockNumber);
      list = byBlock.get(n) ?? [];
      byBlock.set(n, list);
    }
    raw.logIndex = Number(raw.logIndex);
    list.push(raw as unknown as ChainLog);
  }
  for (const logs of byBlock.values()) {
    // Nodes answer in log order; sorted only when one does not.
    if (logs.some((l, i) => i > 0 && Number(l.logIndex) < Number(logs[i - 1]?.logIndex))) {
      logs.sort((a, b) => Number(a.logIndex) - Number(b.logIndex));
    }
  }
  return byBlock;
}

/**
 * A block's hash and time as its logs carry them, or null where the node leaves `blockTimestamp` out (anvil,
 * reth and geth since 1.16 add it): a catch-up then needs no header for a block with logs, one request fewer
 * per such block, which is most of a catch-up's requests on a chain where Agora's logs are a few a block.
 */
export function blockStamp(logs: readonly ChainLog[]): BlockStamp | null {
  const first = logs[0];
  if (!first?.blockHash || !first.blockTimestamp) return null;
  return { hash: first.blockHash, timestamp: new Date(Number(first.blockTimestamp) * 1000) };
}
