import { type ApplyContext, setListing } from './context';
import { type Item, isLive } from './rows';

/*
 * Lazy minting (issue 30) in the indexer. A voucher is stored as a listing row of its creator (`voucher`), so
 * cancels (OrderCancelled of its hash), counter bumps (cancelAllOrders), expiry and the marketplace's terms treat
 * it as any order, and the sale rows price its item. Its copies not yet minted are the creator's holding (no
 * Transfer moves them), and an unminted item's supply is those copies: 0 once the voucher died, which takes the
 * item out of every list (they show `supply > 0`).
 */

/**
 * Minted of a voucher's item (there since POST /vouchers, at the same id): from now on the chain counts its copies,
 * from zero. The Transfer from address 0 does the same when it comes first (tokens.ts `move`).
 */
export function mintVoucherItem(c: ApplyContext, item: Item): void {
  if (item.minted) return;
  c.ws.setItem(item.id, { minted: true, supply: 0, quantity: 0 });
  c.dirty.add(item.id);
}

/**
 * A mint of `metadataCid` in `contract` (a Mint now of a voucher's metadata) voids the live vouchers of the
 * unminted items of that CID: the platform keeps one token per metadata (vouchers/service.ts voucherState).
 */
export async function voidUnmintedOf(c: ApplyContext, contract: string, metadataCid: string): Promise<void> {
  for (const item of await c.ws.unmintedOf(metadataCid)) {
    if (item.minted || item.contract !== contract) continue;
    for (const l of c.ws.listingsOf(item.id)) {
      if (l.voucher && isLive(l)) setListing(c, l, { status: 'void' });
    }
  }
}

/** VoucherFilled: the voucher's listing sold `quantity` copies (sold out: 'sold'). */
export async function fillVoucherListing(c: ApplyContext, hash: string, quantity: number): Promise<void> {
  const l = await c.ws.listingByHash(hash);
  if (!l?.voucher || !isLive(l)) return;
  const left = Math.max(l.quantity - quantity, 0);
  setListing(c, l, { quantity: left, status: left > 0 ? l.status : 'sold' });
}
