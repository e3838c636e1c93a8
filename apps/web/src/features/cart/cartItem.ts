import type { Address, TokenDetail, TokenOwner } from '@agora/core';
import { sameAddress } from '@agora/core';
import type { CartItem } from './cartState';

/**
 * The cart item of one holder's fixed-price listing, or null when that row cannot go in a cart: no sale, an
 * auction (bids, not a price), no signed order yet, a creator's voucher, or the viewer's own listing.
 */
export function cartItemOf(detail: TokenDetail, owner: TokenOwner, viewer: Address | null): CartItem | null {
  const sale = owner.sale;
  if (sale?.saleType !== 'FixedPrice' || !sale.orderHash || !sale.price) return null;
  // A voucher (issue 30) is bought by buyVoucher, which a sweep does not call.
  if (sale.voucher) return null;
  if (sameAddress(owner.user.address, viewer)) return null;
  const { token } = detail;
  return {
    orderHash: sale.orderHash as `0x${string}`,
    contract: token.contract,
    tokenId: token.tokenId,
    type: token.type,
    name: token.name,
    media: token.preview ?? token.media,
    seller: owner.user.address,
    currency: sale.currency,
    unitPrice: sale.price,
    available: sale.quantity,
    quantity: 1,
    royaltyBps: token.royaltyBps,
  };
}

/** The listing a card shows (its owner's row), as a cart item. */
export function cardCartItem(detail: TokenDetail, seller: Address, viewer: Address | null): CartItem | null {
  const owner = detail.owners.find((o) => sameAddress(o.user.address, seller));
  return owner ? cartItemOf(detail, owner, viewer) : null;
}
