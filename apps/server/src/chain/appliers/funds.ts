import { agoraMarketplaceAbi, type Deployment, vswAbi } from '@agora/chain';
import { and, inArray } from 'drizzle-orm';
import type { Address, PublicClient } from 'viem';
import { bids } from '../../db/schema';
import { chunks, PARAMS } from '../bulk';
import { type FundsTouch, fundsTouched } from '../currency-logs';
import type { BlockRef } from '../journal';
import { logKey } from '../log-values';
import type { ChainLog } from '../raw-logs';
import type { Bid } from './rows';
import type { WorkingSet } from './working-set';

/** What a bidder can pay in one currency at one block, and the buyer fee acceptBid adds on top. */
export interface Funds {
  balance: bigint;
  allowance: bigint;
  buyerFeeBps: bigint;
}

/** Reads an account's funds in a currency as of a block (a failed read fails the batch: nothing changes). */
export type FundsReader = (currency: Address, account: Address, blockNumber: number) => Promise<Funds>;

export function fundsReader(client: PublicClient, d: Deployment): FundsReader {
  return async (currency, account, blockNumber) => {
    const at = { blockNumber: BigInt(blockNumber) };
    const [balance, allowance, config] = await Promise.all([
      client.readContract({
        address: currency,
        abi: vswAbi,
        functionName: 'balanceOf',
        args: [account],
        ...at,
      }),
      client.readContract({
        address: currency,
        abi: vswAbi,
        functionName: 'allowance',
        args: [account, d.marketplace],
        ...at,
      }),
      client.readContract({
        address: d.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'config',
        ...at,
      }),
    ]);
    return { balance, allowance, buyerFeeBps: BigInt(config[1]) };
  };
}

/** A touched account and the last block of the batch whose logs touched it (its state at the batch's end). */
export interface TouchAt extends FundsTouch {
  block: BlockRef & { timestamp: Date };
}

const OPEN: Bid['status'][] = ['pending', 'partiallyCompleted'];

/** What accepting the bid's pending copies takes from the bidder: price plus the buyer fee. */
export const bidTotal = (b: Pick<Bid, 'amount' | 'pending'>, feeBps: bigint): bigint => {
  const price = BigInt(b.amount) * BigInt(b.pending);
  return price + (price * feeBps) / 10_000n;
};

/**
 * Issue 32.4: re-checks from the chain the live bids of every account a currency log of the batch touched
 * (only accounts with open bids in that currency are read), at the last block that touched it, and marks each
 * bid funded or unfunded (`unfundedSince`), journaled under that block (`journal` false for final blocks).
 * Each bid is checked alone against the whole balance: one balance may back several bids, as on chain.
 * Answers the items whose bids changed.
 */
export async function recheckFunds(
  ws: WorkingSet,
  touches: TouchAt[],
  symbolOf: (address: string) => string,
  read: FundsReader,
  journal: boolean,
): Promise<Set<number>> {
  const changed = new Set<number>();
  if (!touches.length) return changed;
  const accounts = [...new Set(touches.map((t) => t.account))];
  const found: Bid[] = [];
  // A busy currency touches many accounts per batch: one statement per PARAMS of them.
  for (const part of chunks(accounts, PARAMS)) {
    const rows = await ws.tx
      .select()
      .from(bids)
      .where(and(inArray(bids.bidder, part), inArray(bids.status, OPEN)))
      .for('update');
    found.push(...rows);
  }
  for (const row of found) ws.absorbBid(row);
  const live = found.map((r) => ws.bids.get(r.id) as Bid).filter((b) => OPEN.includes(b.status));
  const ordered = [...touches].sort((x, y) => x.block.number - y.block.number);
  for (const t of ordered) {
    const symbol = symbolOf(t.currency);
    const own = live.filter((b) => b.bidder === t.account && b.currency === symbol);
    if (!own.length) continue;
    const funds = await read(t.currency as Address, t.account as Address, t.block.number);
    ws.beginBlock(journal ? t.block : null);
    for (const b of own) {
      const total = bidTotal(b, funds.buyerFeeBps);
      const funded = funds.balance >= total && funds.allowance >= total;
      if (funded === (b.unfundedSince === null)) continue;
      ws.setBid(b.id, { unfundedSince: funded ? null : t.block.timestamp });
      if (b.itemId !== null) changed.add(b.itemId);
    }
  }
  return changed;
}

/**
 * The currency logs' touched accounts of these blocks (`fresh`: log keys not applied before, null when all are),
 * last block each.
 */
export function touchesOf(
  d: Deployment,
  blocks: { number: number; hash: string; timestamp: Date; logs: ChainLog[] }[],
  fresh: Set<string> | null,
): TouchAt[] {
  const last = new Map<string, TouchAt>();
  for (const block of blocks) {
    const ref = { chainId: d.chainId, number: block.number, hash: block.hash, timestamp: block.timestamp };
    for (const log of block.logs) {
      if (fresh && !fresh.has(logKey(block.hash, log.logIndex))) continue;
      for (const t of fundsTouched(d, log)) last.set(`${t.currency}:${t.account}`, { ...t, block: ref });
    }
  }
  return [...last.values()];
}
