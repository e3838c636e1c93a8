import type { UserProfile } from '@agora/core';
import { MSG } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { users } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { storeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { summaryOfRow } from './summary';

type UserRow = typeof users.$inferSelect;

/** A profile's avatar as the edit-profile form stores it (400 px wide); the compressed copy's URL. */
export async function storeAvatar(storage: MediaStorage, address: string, bytes: Buffer): Promise<string> {
  return (await storeImage(storage, `images/${address}`, bytes, 'image', 400)).compressed;
}

/** A profile's cover as the cover upload stores it (1600 px wide); the compressed copy's URL. */
export async function storeCover(storage: MediaStorage, address: string, bytes: Buffer): Promise<string> {
  return (await storeImage(storage, `coverimages/${address}`, bytes, 'cover', 1600)).compressed;
}

const NO_COUNTS: UserProfile['counts'] = {
  onSale: 0,
  collectibles: 0,
  created: 0,
  liked: 0,
  following: 0,
  followers: 0,
};

/** The tab counts: one primary-key read of the counters the triggers keep (migration 0003), not six counts. */
async function counts(db: Db, address: string): Promise<UserProfile['counts']> {
  const [c] = await preparedRows<UserProfile['counts']>(
    db,
    sql`select on_sale as "onSale", collectibles, created, liked, following, followers
      from user_counts where address = ${address}`,
  );
  return c ?? NO_COUNTS;
}

export async function profileOf(db: Db, row: UserRow, own: boolean): Promise<UserProfile> {
  const link = (url: string | null, enabled: boolean) => ({ url, enabled });
  return {
    ...summaryOfRow(row),
    bio: row.bio,
    ...(own ? { email: row.email } : {}),
    cover: row.cover,
    socials: {
      youtube: link(row.youtube, row.youtubeCheck),
      whatsapp: link(row.whatsapp, row.whatsappCheck),
      facebook: link(row.facebook, row.facebookCheck),
      twitter: link(row.twitter, row.twitterCheck),
      photo: link(row.photo, row.photoCheck),
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
