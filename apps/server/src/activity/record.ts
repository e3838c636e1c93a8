import type { Db } from '../db/client';
import { type ActivityAction, activity, notifications } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ActivityInput {
  action: ActivityAction;
  text: string;
  from?: string | null;
  to?: string | null;
  itemId?: number | null;
}

/**
 * Records one activity row and, when someone else is on the receiving end, a notification for them.
 * Used by off-chain actions here (like, follow) and by the chain appliers.
 */
export async function recordActivity(tx: Tx | Db, a: ActivityInput): Promise<void> {
  await tx.insert(activity).values({
    action: a.action,
    text: a.text,
    fromAddress: a.from ?? null,
    toAddress: a.to ?? null,
    itemId: a.itemId ?? null,
  });
  if (a.to && a.to !== a.from) {
    await tx.insert(notifications).values({
      recipient: a.to,
      fromAddress: a.from ?? null,
      itemId: a.itemId ?? null,
      action: a.action,
      text: a.text,
    });
  }
}
