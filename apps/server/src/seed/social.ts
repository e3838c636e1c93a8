import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { follows, items, likes } from '../db/schema';
import { follow } from '../follows/service';
import { setLike } from '../likes/service';
import { DEMO_ACCOUNTS, DEMO_FOLLOWS, type DemoItem, demoAddress } from './market/plan';

/**
 * The demo accounts follow each other (DEMO_FOLLOWS) and like the plan's `likedBy` items through the API's own
 * follow and like code, so the activity feed, the notifications, the like counts and the Following, Followers
 * and Liked tabs show them as if clicked. Once, in one transaction: when any demo account already follows or
 * likes something the graph is left alone, so a second start changes nothing and an unfollow or unlike since
 * stays. Plan items the database lacks (a market seeded with fewer items) are skipped. Returns how many
 * follows and likes it added.
 */
export async function seedDemoSocial(db: Db, plan: DemoItem[]): Promise<number> {
  const demo = DEMO_ACCOUNTS.map(demoAddress);
  return db.transaction(async (tx) => {
    const started =
      (await tx.$count(follows, inArray(follows.follower, demo))) +
      (await tx.$count(likes, inArray(likes.address, demo)));
    if (started) return 0;
    let added = 0;
    for (const [follower, followee] of DEMO_FOLLOWS) {
      if (await follow(tx, demoAddress(follower), demoAddress(followee))) added++;
    }
    for (const item of plan) {
      if (!item.likedBy?.length) continue;
      const [ref] = await tx
        .select({ contract: items.contract, tokenId: items.tokenId })
        .from(items)
        .where(and(eq(items.creator, demoAddress(item.creator)), eq(items.name, item.art.title)))
        .limit(1);
      if (!ref) continue;
      for (const account of item.likedBy) {
        await setLike(tx, demoAddress(account), ref, true);
        added++;
      }
    }
    return added;
  });
}
