import { MSG } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/**
 * The producer of 'auction ending within an hour' notifications: each open timed auction whose end is less than
 * an hour away tells its seller once. The auction's mark and the notification are one statement, so two
 * servers running it at once tell the seller once. Answers how many were told.
 */
export async function notifyEndingAuctions(db: Db): Promise<number> {
  const told = await rows<{ id: number }>(
    db,
    sql`with due as (
          update auctions set ending_notified = true
          where status = 'open' and sale_type = 'TimedAuction' and not ending_notified
            and ends_at > now() and ends_at <= now() + interval '1 hour'
          returning item_id, seller)
        insert into notifications (recipient, item_id, action, text)
        select seller, item_id, 'auctionending', ${MSG.notifyMail.auctionEndingText} from due
        returning id::float8 as id`,
  );
  return told.length;
}
