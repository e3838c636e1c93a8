import { devAccount } from '@agora/chain';
import {
  type Abi,
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type Log,
  toHex,
} from 'viem';

/**
 * JSON-RPC to anvil, batched: up to 500 requests per HTTP call, and at most ~1 MB of them (anvil refuses a
 * larger body as an invalid request; a sweep's calldata is ~20 KB).
 */
export async function rpcBatch(rpcUrl: string, calls: { method: string; params: unknown[] }[]) {
  const out: unknown[] = [];
  let i = 0;
  while (i < calls.length) {
    const body: string[] = [];
    let bytes = 0;
    for (; i < calls.length && body.length < 500 && bytes < 1_000_000; i++) {
      const call = JSON.stringify({ jsonrpc: '2.0', id: i, ...calls[i] });
      body.push(call);
      bytes += call.length;
    }
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `[${body.join(',')}]`,
    });
    const answers = (await res.json()) as { id: number; result?: unknown; error?: { message: string } }[];
    if (!Array.isArray(answers))
      throw new Error(`${calls[i - 1]?.method}: ${JSON.stringify(answers).slice(0, 300)}`);
    for (const a of answers.sort((x, y) => x.id - y.id)) {
      if (a.error) throw new Error(`${calls[a.id]?.method}: ${a.error.message}`);
      out.push(a.result);
    }
  }
  return out;
}

export const rpc = async (rpcUrl: string, method: string, params: unknown[] = []) =>
  (await rpcBatch(rpcUrl, [{ method, params }]))[0];

// Deriving an HD account costs milliseconds: derive each dev account's address once.
const addresses = new Map<number, Address>();
export function addressOf(i: number): Address {
  const known = addresses.get(i);
  if (known) return known;
  const derived = devAccount(i).address;
  addresses.set(i, derived);
  return derived;
}

/** One transaction of a round: a contract call from dev account `from`. */
export interface Tx {
  from: number;
  to: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
  /** Gas limit (default 400,000; a sweep of many purchases needs more). */
  gas?: number;
}

const say = (s: string) => process.stderr.write(`[bench:indexer] ${s}\n`);

/**
 * Sends a round of transactions from anvil's unlocked dev accounts with automine off, mining large blocks (up to
 * CHUNK transactions) as it goes, and answers the logs of the mined blocks. Explicit nonces and gas limits:
 * the batch is not ordered for anvil, and estimation against pending state would fail. Every transaction of a
 * bench round logs something, so a transaction with no log reverted: the round fails then.
 */
export async function round(rpcUrl: string, label: string, txs: Tx[]): Promise<Log[]> {
  const t0 = Date.now();
  const before = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  const senders = [...new Set(txs.map((t) => t.from))];
  const counts = (await rpcBatch(
    rpcUrl,
    senders.map((i) => ({ method: 'eth_getTransactionCount', params: [addressOf(i), 'latest'] })),
  )) as Hex[];
  const next = new Map(senders.map((i, k) => [i, Number(counts[k])]));
  const nonce = (account: number) => {
    const n = next.get(account) ?? 0;
    next.set(account, n + 1);
    return n;
  };
  const sendOf = (t: Tx) => ({
    method: 'eth_sendTransaction',
    params: [
      {
        from: addressOf(t.from),
        nonce: toHex(nonce(t.from)),
        to: t.to,
        data: encodeFunctionData({ abi: t.abi, functionName: t.functionName, args: t.args }),
        value: toHex(t.value ?? 0n),
        gas: toHex(t.gas ?? 400_000),
      },
    ],
  });
  // anvil's pending pool costs more per transaction the fuller it is (12,320 sends took 64 s in one go, 3,300
  // took 5 s): blocks of at most CHUNK transactions are mined as they are sent.
  let mined = 0;
  for (let i = 0; i < txs.length; i += CHUNK) {
    await rpcBatch(rpcUrl, txs.slice(i, i + CHUNK).map(sendOf));
    mined += await mineAll(rpcUrl);
  }
  const sent = Date.now();
  // Logs of the mined blocks: anvil answers one eth_getLogs far faster than thousands of receipts.
  const after = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  const range = { fromBlock: toHex(before + 1), toBlock: toHex(after) };
  const logs = (await rpc(rpcUrl, 'eth_getLogs', [range])) as Log[];
  say(
    `${label}: ${txs.length} txs sent and mined in ${sent - t0} ms ` +
      `(${after - before} blocks, ${logs.length} logs, ${mined} evm_mine)`,
  );
  const logged = new Set(logs.map((l) => l.transactionHash)).size;
  if (logged !== txs.length)
    throw new Error(`${label}: ${txs.length - logged} benchmark transactions reverted`);
  return logs;
}

/**
 * Transactions sent before mining: 2,000 fill several blocks to anvil's gas limit; BENCH_BLOCK_TXS=<n> mines
 * every n transactions instead, a chain where Agora's logs are spread over many blocks as on a public one.
 */
const CHUNK = Number(process.env.BENCH_BLOCK_TXS ?? 2_000);

/** Mines until the pending pool is empty; answers the blocks mined. */
async function mineAll(rpcUrl: string): Promise<number> {
  for (let n = 1; ; n++) {
    await rpc(rpcUrl, 'evm_mine');
    const status = (await rpc(rpcUrl, 'txpool_status')) as { pending: Hex };
    if (Number(status.pending) === 0) return n;
  }
}

/** eth_call of a view function, batched like the transactions. */
export async function readAll<T>(
  rpcUrl: string,
  to: Address,
  abi: Abi,
  functionName: string,
  args: unknown[][],
) {
  const raw = (await rpcBatch(
    rpcUrl,
    args.map((a) => ({
      method: 'eth_call',
      params: [{ to, data: encodeFunctionData({ abi, functionName, args: a }) }, 'latest'],
    })),
  )) as Hex[];
  return raw.map((data) => decodeFunctionResult({ abi, functionName, data }) as T);
}
