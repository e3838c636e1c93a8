import type { Deployment } from '@agora/chain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Log } from 'viem';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import {
  activity,
  appliedLogs,
  currencies,
  indexedBlocks,
  indexerCheckpoints,
  notifications,
} from '../db/schema';
import { applierFor } from './appliers';
import type { ApplyContext } from './appliers/context';
import { refreshItemSale, type UsdPrices } from './appliers/sale-rows';
import { ZERO } from './appliers/state';
import { decodeAgoraLog } from './contracts';
import { Journal, rollbackBlocks, type Tx } from './journal';

/** One block as the pipeline applies it: its logs of Agora's contracts, in log order. */
export interface ChainBlock {
  number: number;
  hash: string;
  /** null in bulk mode (blocks deep enough to be final are not linked one by one). */
  parentHash: string | null;
  timestamp: Date;
  logs: Log[];
}

export interface Checkpoint {
  number: number;
  hash: string;
}

export class ReorgDetectedError extends Error {
  override readonly name = 'ReorgDetectedError';
}

// Serialises block application across processes sharing the database (indexer leader and /tx handlers).
const BLOCK_LOCK = 7_402_111;
const CHECKPOINT = 'main';
/** Journal and block hashes older than this many blocks below the checkpoint are pruned. */
const KEEP_BLOCKS = 512;

export async function readCheckpoint(db: Db | Tx): Promise<Checkpoint | null> {
  const [row] = await db.select().from(indexerCheckpoints).where(eq(indexerCheckpoints.name, CHECKPOINT));
  return row ? { number: row.blockNumber, hash: row.blockHash } : null;
}

export async function pricing(tx: Tx, d: Deployment) {
  const list = await tx.select().from(currencies);
  const bySymbol: Record<string, string> = { VSW: d.vsw, WBNB: d.wbnb };
  const byAddress = new Map<string, string>([[ZERO, 'BNB']]);
  for (const c of list) {
    const address = (c.address ?? bySymbol[c.symbol])?.toLowerCase();
    if (address) byAddress.set(address, c.symbol);
  }
  const usd: UsdPrices = new Map(list.map((c) => [c.symbol, Number(c.usdPrice)]));
  return { symbolOf: (a: string) => byAddress.get(a.toLowerCase()) ?? a.toLowerCase(), usd };
}

/**
 * Applies one block in one database transaction: each log once (keyed by chain id, block hash and log index),
 * its effects journaled for rollback, then the sale rows of touched items, the block hash and the checkpoint.
 * Answers false when the block was already applied (by another process or an earlier report).
 */
export async function applyBlock(db: Db, d: Deployment, block: ChainBlock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_LOCK})`);
    const cp = await readCheckpoint(tx);
    if (cp && block.number <= cp.number) return false;
    if (cp && block.parentHash && cp.number === block.number - 1 && cp.hash !== block.parentHash) {
      throw new ReorgDetectedError(`block ${block.number} does not follow ${cp.hash}`);
    }
    const j = new Journal(tx, { chainId: d.chainId, number: block.number, hash: block.hash });
    const { symbolOf, usd } = await pricing(tx, d);
    const dirty = new Set<number>();
    const trades = new Set<string>();
    for (const log of block.logs) {
      const logIndex = Number(log.logIndex);
      const fresh = await tx
        .insert(appliedLogs)
        .values({
          chainId: d.chainId,
          blockHash: block.hash,
          logIndex,
          blockNumber: block.number,
          txHash: String(log.transactionHash),
        })
        .onConflictDoNothing()
        .returning({ logIndex: appliedLogs.logIndex });
      if (!fresh.length) continue;
      const event = decodeAgoraLog(d, log);
      const apply = event && applierFor(event);
      if (!event || !apply) continue;
      const c: ApplyContext = {
        tx,
        j,
        deployment: d,
        at: block.timestamp,
        txHash: String(log.transactionHash),
        logKey: `${block.hash}:${logIndex}`,
        symbolOf,
        usd,
        dirty,
        trades,
      };
      await apply(c, event);
    }
    for (const itemId of dirty) await refreshItemSale(tx, itemId, usd);
    if (block.logs.length || block.parentHash) {
      await tx
        .insert(indexedBlocks)
        .values({
          chainId: d.chainId,
          number: block.number,
          hash: block.hash,
          parentHash: block.parentHash ?? '',
        })
        .onConflictDoUpdate({
          target: [indexedBlocks.chainId, indexedBlocks.number],
          set: { hash: block.hash, parentHash: block.parentHash ?? '' },
        });
    }
    await saveCheckpoint(tx, d.chainId, { number: block.number, hash: block.hash });
    if (block.number % 100 === 0) await prune(tx, d.chainId, block.number - KEEP_BLOCKS);
    return true;
  });
}

export async function saveCheckpoint(tx: Tx, chainId: number, cp: Checkpoint) {
  await tx
    .insert(indexerCheckpoints)
    .values({ name: CHECKPOINT, chainId, blockNumber: cp.number, blockHash: cp.hash })
    .onConflictDoUpdate({
      target: indexerCheckpoints.name,
      set: { blockNumber: cp.number, blockHash: cp.hash, updatedAt: new Date() },
    });
}

async function prune(tx: Tx, chainId: number, below: number) {
  await tx.execute(sql`delete from log_effects where chain_id = ${chainId} and block_number < ${below}`);
  await tx.execute(sql`delete from indexed_blocks where chain_id = ${chainId} and number < ${below}`);
}

/** Hashes the indexer recorded per block number, newest first, for finding the fork point. */
export async function recordedBlocks(db: Db, chainId: number, limit = KEEP_BLOCKS) {
  return rows<{ number: number; hash: string }>(
    db,
    sql`select number::int as number, hash from indexed_blocks where chain_id = ${chainId}
        order by number desc limit ${limit}`,
  );
}

/**
 * Undoes every block above `fork` (the newest block still on the canonical chain): journaled rows get their
 * previous images, activity and notifications of their logs go, their log keys are forgotten, and the sale
 * rows of the touched items are recomputed (off-chain auctions may have changed them meanwhile).
 */
export async function rollbackAbove(db: Db, d: Deployment, fork: Checkpoint): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_LOCK})`);
    const orphaned = await rows<{ hash: string }>(
      tx,
      sql`select distinct block_hash as hash from log_effects where chain_id = ${d.chainId} and block_number > ${fork.number}
          union select hash from indexed_blocks where chain_id = ${d.chainId} and number > ${fork.number}
          union select distinct block_hash from applied_logs where chain_id = ${d.chainId} and block_number > ${fork.number}`,
    );
    const hashes = orphaned.map((r) => r.hash);
    const touched = await rollbackBlocks(tx, d.chainId, hashes);
    for (const h of hashes) {
      await tx.delete(activity).where(sql`${activity.logKey} like ${`${h}:%`}`);
      await tx.delete(notifications).where(sql`${notifications.logKey} like ${`${h}:%`}`);
    }
    await tx
      .delete(appliedLogs)
      .where(and(eq(appliedLogs.chainId, d.chainId), gt(appliedLogs.blockNumber, fork.number)));
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, d.chainId), gt(indexedBlocks.number, fork.number)));
    const { usd } = await pricing(tx, d);
    const existing = touched.length
      ? await rows<{ id: number }>(
          tx,
          sql`select id::int as id from items where id in (${sql.join(
            touched.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        )
      : [];
    for (const { id } of existing) await refreshItemSale(tx, id, usd);
    await saveCheckpoint(tx, d.chainId, fork);
  });
}
