// Reorgs: finding the fork point among the recorded blocks and undoing everything above it (the indexer calls these
// when a checkpoint or a batch's parent hash shows the chain changed).
import type { Deployment } from '@agora/chain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { collectionsOfBlocks, collectionsOfItems, refreshCollectionStats } from '../collections/stats';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { activity, appliedLogs, indexedBlocks, notifications } from '../db/schema';
import { refreshItemSale } from './appliers/sale-rows';
import { rollbackBlocks } from './journal';
import { type Checkpoint, KEEP_BLOCKS, lockBlocks, pricing, saveCheckpoint } from './pipeline';

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
    await lockBlocks(tx);
    const orphaned = await rows<{ hash: string }>(
      tx,
      sql`select distinct block_hash as hash from log_effects where chain_id = ${d.chainId} and block_number > ${fork.number}
          union select hash from indexed_blocks where chain_id = ${d.chainId} and number > ${fork.number}
          union select distinct block_hash from applied_logs where chain_id = ${d.chainId} and block_number > ${fork.number}`,
    );
    const hashes = orphaned.map((r) => r.hash);
    const sold = await collectionsOfBlocks(tx, hashes);
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
    await refreshCollectionStats(tx, [...new Set([...sold, ...(await collectionsOfItems(tx, touched))])]);
    await saveCheckpoint(tx, d.chainId, fork);
  });
}
