import { and, eq, sql } from 'drizzle-orm';
import { activity, auctions, holdings, items, listings, notifications, users } from '../../db/schema';
import type { Journal, Tx } from '../journal';

export const ZERO = '0x0000000000000000000000000000000000000000';

/** The item row of a token, created (journaled) the first time a log names it. */
export async function ensureItem(j: Journal, contract: string, tokenId: string, type: 721 | 1155) {
  const [found] = await j.tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)))
    .limit(1);
  if (found) return found.id;
  const [row] = await j.tx
    .insert(items)
    .values({ contract, tokenId, type, name: `#${tokenId}`, creator: ZERO, quantity: 0, supply: 0 })
    .returning({ id: items.id });
  const id = row?.id ?? 0;
  await j.created('items', { id });
  return id;
}

export async function findItem(tx: Tx, contract: string, tokenId: string) {
  const [row] = await tx
    .select({ id: items.id, type: items.type })
    .from(items)
    .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)))
    .limit(1);
  return row ?? null;
}

/** Adds `delta` editions to a holder; a holding that reaches zero is removed. */
export async function addBalance(j: Journal, itemId: number, owner: string, delta: number) {
  await j.remember('holdings', { item_id: itemId, owner });
  const [row] = await j.tx
    .insert(holdings)
    .values({ itemId, owner, balance: delta })
    .onConflictDoUpdate({
      target: [holdings.itemId, holdings.owner],
      set: { balance: sql`${holdings.balance} + ${delta}`, updatedAt: new Date() },
    })
    .returning({ balance: holdings.balance });
  if (row && row.balance <= 0) {
    await j.tx.delete(holdings).where(and(eq(holdings.itemId, itemId), eq(holdings.owner, owner)));
  }
}

export async function bumpUser(j: Journal, address: string, field: 'createdCount' | 'boughtCount') {
  await j.remember('users', { address });
  const column = users[field];
  await j.tx
    .insert(users)
    .values({ address, [field]: 1 })
    .onConflictDoUpdate({ target: users.address, set: { [field]: sql`${column} + 1` } });
}

export interface ChainActivity {
  action: typeof activity.$inferInsert.action;
  text: string;
  from: string | null;
  to: string | null;
  itemId: number;
  price?: string | null;
  currency?: string | null;
  quantity?: number | null;
  txHash: string;
  logKey: string;
  at: Date;
}

/** Activity of a chain log, and a notification for the other party; removed by log key on a reorg. */
export async function recordChainActivity(tx: Tx, a: ChainActivity) {
  await tx.insert(activity).values({
    action: a.action,
    text: a.text,
    fromAddress: a.from,
    toAddress: a.to,
    itemId: a.itemId,
    price: a.price ?? null,
    currency: a.currency ?? null,
    quantity: a.quantity ?? null,
    txHash: a.txHash,
    logKey: a.logKey,
    createdAt: a.at,
  });
  if (a.to && a.to !== a.from) {
    await tx.insert(notifications).values({
      recipient: a.to,
      fromAddress: a.from,
      itemId: a.itemId,
      action: a.action,
      text: a.text,
      logKey: a.logKey,
      createdAt: a.at,
    });
  }
}

/** Whether a holder still has an open off-chain auction on the item (kept in their sale row). */
export async function openAuction(tx: Tx, itemId: number, seller: string) {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.itemId, itemId), eq(auctions.seller, seller), eq(auctions.status, 'open')))
    .limit(1);
  return row ?? null;
}

export async function activeListings(tx: Tx, itemId: number, seller: string) {
  return tx
    .select()
    .from(listings)
    .where(and(eq(listings.itemId, itemId), eq(listings.seller, seller), eq(listings.status, 'active')));
}
