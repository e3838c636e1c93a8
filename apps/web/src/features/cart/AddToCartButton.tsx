import { MAX_SWEEP } from '@agora/chain/browser';
import type { TokenCard } from '@agora/core';
import { CART_MSG, PREFLIGHT_MSG, type TokenDetail, type TokenOwner } from '@agora/core';
import { lifecycleApi } from '../../api/lifecycle';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { toast } from '../toast/toastStore';
import { useCurrentAddress } from '../wallet/useWallet';
import { cardCartItem, cartItemOf } from './cartItem';
import type { AddOutcome, CartItem } from './cartState';
import { cartCurrency, inCart, sellerListingInCart } from './cartState';
import { cartStore, useCart } from './cartStore';

/** Tells the buyer what adding did (the drawer is one click away in the header). */
export function addToCart(item: CartItem): AddOutcome {
  const currency = cartCurrency(cartStore.getSnapshot());
  const outcome = cartStore.add(item);
  if (outcome === 'added') toast.success(CART_MSG.added);
  else if (outcome === 'already') toast.info(CART_MSG.already);
  else if (outcome === 'otherCurrency') toast.warning(CART_MSG.otherCurrency(currency ?? '', item.currency));
  else toast.warning(CART_MSG.full(MAX_SWEEP));
  return outcome;
}

/** Disabled while trading is paused: the cart's only use is a purchase, which would revert. */
function CartToggle({ added, onAdd }: { added: boolean; onAdd: () => void }) {
  const paused = useTradingPaused();
  return (
    <button
      type="button"
      className="btn-ghost px-3 py-1 text-xs"
      data-testid="add-to-cart"
      disabled={added || paused}
      title={pausedTitle(paused)}
      onClick={onAdd}
    >
      {added ? CART_MSG.inCart : CART_MSG.add}
    </button>
  );
}

/** Token page: the listing of one holder's row, already loaded (nothing for an auction or one's own). */
export function TokenAddToCart({ detail, seller }: { detail: TokenDetail; seller: TokenOwner }) {
  const viewer = useCurrentAddress();
  const cart = useCart();
  const item = cartItemOf(detail, seller, viewer);
  return item && <CartToggle added={inCart(cart, item.orderHash)} onAdd={() => addToCart(item)} />;
}

/**
 * Cards carry no signed order or royalty, so the token's detail is read on click (the same record the token
 * page shows) and the card owner's listing taken from it. Only fixed-price listings of someone else show it.
 */
export function CardAddToCart({ token }: { token: TokenCard }) {
  const viewer = useCurrentAddress();
  const cart = useCart();
  const listing = token.listing;
  if (!listing?.price || listing.saleType !== 'FixedPrice') return null;
  if (viewer && listing.owner.toLowerCase() === viewer) return null;
  const add = async () => {
    const detail = await lifecycleApi.token(token.contract, token.tokenId).catch(() => null);
    const item = detail && cardCartItem(detail, listing.owner, viewer);
    if (!item) {
      toast.warning(PREFLIGHT_MSG.staleData);
      return;
    }
    addToCart(item);
  };
  return (
    <CartToggle added={sellerListingInCart(cart, token.contract, token.tokenId, listing.owner)} onAdd={add} />
  );
}
