import { MSG } from '@agora/core';
import { recordActivity } from '../activity/record';
import type { Db } from '../db/client';
import { follows } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUser } from '../users/service';

/**
 * `follower` follows `followee`: 400 for oneself, 404 for an unknown user. Only a new follow records the
 * activity and notifies the followee, so following twice changes nothing. Returns whether it was new.
 * PUT /follows/:address and the demo market's social graph both follow through here.
 */
export async function follow(db: Db, follower: string, followee: string): Promise<boolean> {
  if (followee === follower) throw new HttpError(400, MSG.api.cannotFollowSelf);
  await findUser(db, { address: followee });
  return db.transaction(async (tx) => {
    const added = await tx.insert(follows).values({ follower, followee }).onConflictDoNothing().returning();
    if (added.length)
      await recordActivity(tx, { action: 'follow', text: 'Followed by', from: follower, to: followee });
    return added.length > 0;
  });
}
