import { MSG } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * An email-only account signed in with a wallet: the wallet becomes the account's identity. Everything the
 * account did under its internal address moves to the wallet — likes (an item both liked counts once),
 * follows both ways, reports, notifications — its name fills the wallet's profile if that has none, and the
 * internal address is dropped. 409 when the wallet already belongs to another account. The activity history
 * keeps the internal address (it is a record of what happened).
 */
export async function linkWallet(db: Db, internal: string, wallet: string): Promise<void> {
  const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.address, wallet));
  if (taken) throw new HttpError(409, MSG.accounts.walletLinkedElsewhere);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update items set like_count = greatest(like_count - 1, 0)
      where id in (select l.item_id from likes l join likes w on w.item_id = l.item_id and w.address = ${wallet}
                   where l.address = ${internal})`);
    await tx.execute(sql`insert into likes (item_id, address, created_at)
      select item_id, ${wallet}, created_at from likes where address = ${internal} on conflict do nothing`);
    await tx.execute(sql`delete from likes where address = ${internal}`);
    await tx.execute(sql`insert into follows (follower, followee, created_at)
      select ${wallet}, followee, created_at from follows where follower = ${internal} and followee <> ${wallet}
      on conflict do nothing`);
    await tx.execute(sql`insert into follows (follower, followee, created_at)
      select follower, ${wallet}, created_at from follows where followee = ${internal} and follower <> ${wallet}
      on conflict do nothing`);
    await tx.execute(sql`delete from follows where follower = ${internal} or followee = ${internal}`);
    await tx.execute(sql`update reports set reporter = ${wallet} where reporter = ${internal}
      and not exists (select 1 from reports r where r.item_id = reports.item_id and r.reporter = ${wallet})`);
    await tx.execute(sql`delete from reports where reporter = ${internal}`);
    await tx.execute(sql`update notifications set recipient = ${wallet} where recipient = ${internal}`);
    await tx.execute(sql`update notifications set from_address = ${wallet} where from_address = ${internal}`);
    // The account's mailed kinds move with it (a wallet without an account has none of its own).
    await tx.execute(sql`update mail_preferences set address = ${wallet} where address = ${internal}
      and not exists (select 1 from mail_preferences p where p.address = ${wallet})`);
    await tx.execute(sql`delete from mail_preferences where address = ${internal}`);
    await tx.execute(sql`update users set name = coalesce(users.name, i.name)
      from users i where users.address = ${wallet} and i.address = ${internal}`);
    await tx.execute(sql`delete from sessions where address = ${internal}`);
    await tx
      .update(accounts)
      .set({ address: wallet, walletLinked: true })
      .where(eq(accounts.address, internal));
    await tx.execute(sql`delete from user_counts where address = ${internal}`);
    await tx.execute(sql`delete from users where address = ${internal}`);
  });
}
