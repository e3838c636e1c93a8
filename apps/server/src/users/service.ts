import type { UserProfile } from '@agora/core';
import { MSG } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { users } from '../db/schema';
import { NotFoundError } from '../http/errors';

type UserRow = typeof users.$inferSelect;

async function counts(db: Db, address: string): Promise<UserProfile['counts']> {
  // Each count is one index-only lookup on (owner | creator | address | follower | followee).
  const [c] = await rows<UserProfile['counts']>(
    db,
    sql`select
      (select count(*)::int from holdings where owner = ${address} and sale_type is not null and balance > 0) as "onSale",
      (select count(*)::int from holdings where owner = ${address} and balance > 0) as "collectibles",
      (select count(*)::int from items where creator = ${address}) as "created",
      (select count(*)::int from likes where address = ${address}) as "liked",
      (select count(*)::int from follows where follower = ${address}) as "following",
      (select count(*)::int from follows where followee = ${address}) as "followers"`,
  );
  return c as UserProfile['counts'];
}

export async function profileOf(db: Db, row: UserRow, own: boolean): Promise<UserProfile> {
  const link = (url: string | null, enabled: boolean) => ({ url, enabled });
  return {
    address: row.address as `0x${string}`,
    name: row.name,
    customUrl: row.customUrl,
    image: row.image,
    bio: row.bio,
    ...(own ? { email: row.email } : {}),
    cover: row.cover,
    socials: {
      youtube: link(row.youtube, row.youtubeCheck),
      whatsapp: link(row.whatsapp, row.whatsappCheck),
      facebook: link(row.facebook, row.facebookCheck),
      twitter: link(row.twitter, row.twitterCheck),
    },
    counts: await counts(db, row.address),
  };
}

export async function findUser(db: Db, by: { address: string } | { customUrl: string }): Promise<UserRow> {
  const where =
    'address' in by ? eq(users.address, by.address) : eq(users.customUrl, by.customUrl.toLowerCase());
  const [row] = await db.select().from(users).where(where).limit(1);
  if (!row) throw new NotFoundError(MSG.userNotFound);
  return row;
}
