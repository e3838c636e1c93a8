import { MSG } from '@agora/core';
import type { Tx } from '../chain/journal';
import { notifications } from '../db/schema';

/** Tells `outbid` that `by` placed a higher bid on the item, in the bid's transaction. */
export async function notifyOutbid(tx: Tx, outbid: string, by: string, itemId: number): Promise<void> {
  await tx.insert(notifications).values({
    recipient: outbid,
    fromAddress: by,
    itemId,
    action: 'outbid',
    text: MSG.notifyMail.outbidText,
  });
}
