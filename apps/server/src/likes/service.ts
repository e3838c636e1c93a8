import { MSG } from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import { recordActivity } from '../activity/record';
import type { Db } from '../db/client';
import { holdings, items, likes } from '../db/schema';
import { NotFoundError } from '../http/errors';

/**
 * `address` likes (or stops liking) an item: 404 for an unknown one. The like count lives on the item row
 * and moves only when the like row changes, so a repeated like or unlike changes nothing; a new like records
 * the activity and notifies a holder. Returns the new count. PUT/DELETE /likes and the demo market's social
 * graph both like through here.
 */
export async function setLike(
  db: Db,
  address: string,
  ref: { contract: string; tokenId: string },
  like: boolean,
): Promise<number> {
  const [item] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.contract, ref.contract), eq(items.tokenId, ref.tokenId)))
    .limit(1);
  if (!item) throw new NotFoundError(MSG.itemNotFound);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(likes).values({ itemId: item.id, address }).onConflictDoNothing().returning()
      : await tx
          .delete(likes)
          .where(and(eq(likes.itemId, item.id), eq(likes.address, address)))
          .returning();
    const delta = changed.length ? (like ? 1 : -1) : 0;
    const [row] = await tx
      .update(items)
      .set({ likeCount: sql`greatest(${items.likeCount} + ${delta}, 0)` })
      .where(eq(items.id, item.id))
      .returning({ likeCount: items.likeCount });
    if (delta > 0) {
      const [holder] = await tx
        .select({ owner: holdings.owner })
        .from(holdings)
        .where(eq(holdings.itemId, item.id))
        .limit(1);
      await recordActivity(tx, {
        action: 'like',
        text: 'Liked by',
        from: address,
        to: holder?.owner,
        itemId: item.id,
      });
    }
    return row?.likeCount ?? 0;
  });
}
