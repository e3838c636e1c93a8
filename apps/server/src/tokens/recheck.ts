import { agoraErc721Abi, agoraErc1155Abi } from '@agora/chain';
import { LIFECYCLE_MSG } from '@agora/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BaseError, ContractFunctionRevertedError } from 'viem';
import { refreshSale } from '../bids/auctions';
import { LIVE_LISTING } from '../chain/appliers/rows';
import type { Lifecycle } from '../chain/lifecycle';
import { lockBlocks, readCheckpoint } from '../chain/pipeline';
import type { Db } from '../db/client';
import { holdings, listings } from '../db/schema';
import { HttpError } from '../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RecheckedItem {
  id: number;
  type: number;
  contract: string;
  tokenId: string;
}

/** A revert of the call itself (an ERC-721 that is not minted or was burned), as opposed to a node that fails. */
const reverted = (err: unknown) =>
  err instanceof BaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null;

/**
 * What the chain says at `block`: the ERC-721's one owner (null: none), or the ERC-1155 balance of `owner`.
 * A node that does not answer is a 503 and the caller changes nothing.
 */
async function readAt(lifecycle: Lifecycle, item: RecheckedItem, owner: `0x${string}`, block: bigint) {
  const address = item.contract as `0x${string}`;
  const id = BigInt(item.tokenId);
  try {
    if (item.type === 721) {
      const holder = await lifecycle.client
        .readContract({
          address,
          abi: agoraErc721Abi,
          functionName: 'ownerOf',
          args: [id],
          blockNumber: block,
        })
        .catch((err: unknown) => {
          if (reverted(err)) return null;
          throw err;
        });
      return { owner721: holder?.toLowerCase() ?? null, balance: holder?.toLowerCase() === owner ? 1 : 0 };
    }
    const balance = await lifecycle.client.readContract({
      address,
      abi: agoraErc1155Abi,
      functionName: 'balanceOf',
      args: [owner, id],
      blockNumber: block,
    });
    return { owner721: undefined, balance: Number(balance) };
  } catch {
    throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
  }
}

/** Makes the item's holdings say what the chain said; answers whether anything changed. */
async function correct(
  tx: Tx,
  item: RecheckedItem,
  owner: string,
  read: { owner721: string | null | undefined; balance: number },
): Promise<boolean> {
  const rows = await tx
    .select({ owner: holdings.owner, balance: holdings.balance })
    .from(holdings)
    .where(eq(holdings.itemId, item.id));
  // An ERC-721 has one holder: every other row goes, so no re-check can make the API show two.
  const want = item.type === 721 ? (read.owner721 ?? null) : read.balance > 0 ? owner : null;
  const wantBalance = item.type === 721 ? 1 : read.balance;
  const stray = rows.filter((r) => r.owner !== want && (item.type === 721 || r.owner === owner));
  const held = rows.find((r) => r.owner === want);
  const stale = want !== null && held?.balance !== wantBalance;
  if (!stray.length && !stale) return false;
  if (stray.length) {
    const scope = item.type === 721 ? ne(holdings.owner, want ?? '') : eq(holdings.owner, owner);
    await tx.delete(holdings).where(and(eq(holdings.itemId, item.id), scope));
  }
  if (want !== null && stale) {
    await tx
      .insert(holdings)
      .values({ itemId: item.id, owner: want, balance: wantBalance })
      .onConflictDoUpdate({ target: [holdings.itemId, holdings.owner], set: { balance: wantBalance } });
  }
  return true;
}

/**
 * The copies `owner` offers by live vouchers of the item (issue 30), or null when none: those copies are not
 * minted, so the chain has no balance to compare; the indexer keeps that holding (appliers/vouchers.ts).
 */
async function voucherCopies(tx: Tx, itemId: number, owner: string): Promise<number | null> {
  const [offer] = await tx
    .select({ copies: sql<number>`sum(${listings.quantity})::int` })
    .from(listings)
    .where(
      and(
        eq(listings.itemId, itemId),
        eq(listings.seller, owner),
        eq(listings.voucher, true),
        inArray(listings.status, LIVE_LISTING),
      ),
    );
  return offer?.copies ?? null;
}

/**
 * Pre-action re-check of one holder. It reads the chain at the block the indexer has applied — never at the
 * head, whose transfers the indexer would then apply a second time — while holding the appliers' block lock, so
 * that no batch lands between the read and the write. A node that fails changes nothing.
 */
export async function recheckHolding(
  db: Db,
  lifecycle: Lifecycle,
  item: RecheckedItem,
  owner: `0x${string}`,
): Promise<{ balance: number; corrected: boolean }> {
  return db.transaction(async (tx) => {
    await lockBlocks(tx);
    const offered = await voucherCopies(tx, item.id, owner);
    if (offered !== null) return { balance: offered, corrected: false };
    const cp = await readCheckpoint(tx);
    if (!cp) throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
    const read = await readAt(lifecycle, item, owner, BigInt(cp.number));
    const corrected = await correct(tx, item, owner, read);
    if (corrected) await refreshSale(tx, lifecycle, item.id);
    return { balance: read.balance, corrected };
  });
}
