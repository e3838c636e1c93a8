import { DEFAULT_MAIL_KINDS, type MailKind } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../chain/journal';
import { rows } from '../db/rows';

/** A stored notification the mail job has not looked at yet, with what a mail about it needs. */
export interface PendingNotification {
  id: number;
  recipient: string;
  kind: MailKind | null;
  text: string;
  createdAt: Date;
  /** The recipient's confirmed email, or null: nothing is mailed. */
  email: string | null;
  /** The recipient's chosen kinds, or null: never chosen (the defaults). */
  kinds: MailKind[] | null;
  fromName: string | null;
  itemName: string | null;
  /** The item page's path (/info/{owner}/{contract}/{tokenId}), or null. */
  itemPath: string | null;
}

/**
 * Which mail kind a notification is. An accepted bid is an auction won when the seller's auction on the item
 * was settled (the indexer applies AuctionSettled with its BidAccepted), else an offer accepted.
 */
const KIND = sql.raw(`case n.action
    when 'purchase' then 'sold'
    when 'bid' then 'bidReceived'
    when 'editbid' then 'bidReceived'
    when 'outbid' then 'outbid'
    when 'auctionending' then 'auctionEnding'
    when 'accept' then case when exists (select 1 from auctions au where au.item_id = n.item_id
      and au.seller = n.from_address and au.status = 'settled') then 'auctionWon' else 'offerAccepted' end
    end`);

/**
 * Locks up to `limit` pending notifications, oldest first. `skip locked`: two jobs composing at once (two
 * PostgreSQL connections) take disjoint rows; the caller marks each row in the same transaction.
 */
export async function lockPending(tx: Tx, limit: number): Promise<PendingNotification[]> {
  const list = await rows<Record<string, unknown>>(
    tx,
    sql`select n.id::float8 as id, n.recipient, n.text, n.created_at, ${KIND} as kind,
          a.email, p.kinds, u.name as from_name, i.name as item_name, i.contract, i.token_id::text as token_id,
          coalesce((select h.owner from holdings h where h.item_id = i.id order by h.balance desc, h.owner limit 1),
            i.creator) as owner
        from notifications n
        left join accounts a on a.address = n.recipient and a.email is not null and a.email_verified_at is not null
        left join mail_preferences p on p.address = n.recipient
        left join users u on u.address = n.from_address
        left join items i on i.id = n.item_id
        where n.mail_state = 'pending'
        order by n.id limit ${limit}
        for update of n skip locked`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    recipient: String(r.recipient),
    kind: (r.kind as MailKind | null) ?? null,
    text: String(r.text),
    createdAt: new Date(r.created_at as string),
    email: (r.email as string | null) ?? null,
    kinds: (r.kinds as MailKind[] | null) ?? null,
    fromName: (r.from_name as string | null) ?? null,
    itemName: (r.item_name as string | null) ?? null,
    itemPath: r.contract ? `/info/${r.owner}/${r.contract}/${r.token_id}` : null,
  }));
}

/** Whether the recipient wants this notification by mail and has somewhere to get it. */
export const wantsMail = (n: PendingNotification): boolean =>
  n.kind !== null && n.email !== null && (n.kinds ?? DEFAULT_MAIL_KINDS).includes(n.kind);
