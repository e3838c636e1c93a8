import type { TokenChange } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { ChangeBus } from '../cluster/bus';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { tokenMessage } from './from-chain';
import { publishLive } from './hub';

/**
 * The live event of a change made off chain (a bid placed, edited or cancelled), after its transaction is
 * committed. `notify` null: the item's holders but `by` (a bid is for the owner); never throws at the
 * request, whose change is made (a client that misses the event sees it on its next fetch).
 */
export async function publishItemChange(
  bus: ChangeBus,
  db: Db,
  o: { itemId: number; change: TokenChange; by: string; notify: string[] | null },
  onError: (err: unknown) => void,
): Promise<void> {
  try {
    const [item] = await rows<{ contract: string; token_id: string; collection_id: number | null }>(
      db,
      sql`select contract, token_id::text as token_id, collection_id from items where id = ${o.itemId}`,
    );
    if (!item) return;
    const notify =
      o.notify ??
      (
        await rows<{ owner: string }>(
          db,
          sql`select owner from holdings where item_id = ${o.itemId} and owner <> ${o.by} limit 20`,
        )
      ).map((r) => r.owner);
    const ref = { contract: item.contract, tokenId: item.token_id, collectionId: item.collection_id };
    publishLive(bus, tokenMessage(ref, o.change, null, notify));
  } catch (err) {
    onError(err);
  }
}
