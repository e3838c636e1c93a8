import { MSG, shorten } from '@agora/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { Amount, Row, useFees } from '../trade/ui';
import { connectModal } from '../wallet/connectModalStore';
import { useWalletAddress } from '../wallet/useWallet';
import { CartCheckout } from './CartCheckout';
import type { CartItem } from './cartState';
import { cartStore, useCart } from './cartStore';
import { cartTotals } from './cartTotals';

function CartLine({ item }: { item: CartItem }) {
  return (
    <li className="flex gap-3 border-b border-slate-100 py-3" data-testid="cart-item">
      <img src={item.media} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold" title={item.name}>
          {item.name}
        </p>
        <p className="text-slate-500">
          {MSG.cart.seller} {shorten(item.seller, 10)}
        </p>
        <Amount wei={BigInt(item.unitPrice)} symbol={item.currency} />
        {item.type === 1155 && (
          <label className="mt-1 flex items-center gap-2 text-xs">
            {MSG.cart.quantity}
            <input
              type="number"
              min={1}
              max={item.available}
              className="input w-20 py-1"
              value={item.quantity}
              onChange={(e) => cartStore.setQuantity(item.orderHash, Number(e.target.value))}
            />
          </label>
        )}
      </div>
      <button
        type="button"
        className="self-start text-xs text-slate-500 hover:text-rose-700"
        onClick={() => cartStore.remove(item.orderHash)}
      >
        {MSG.cart.remove}
      </button>
    </li>
  );
}

/** The cart as a side panel: items, totals (price, service fee, royalty, you will pay) and Buy all. */
export default function CartDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { items } = useCart();
  const fees = useFees();
  const wallet = useWalletAddress();
  const [checkout, setCheckout] = useState<CartItem[] | null>(null);
  const paused = useTradingPaused();
  const symbol = items[0]?.currency ?? '';
  const totals = cartTotals(items, fees);
  const buy = () => {
    if (!wallet) return connectModal.ask();
    onOpenChange(false);
    // The checkout keeps the items it started with, whatever the cart does meanwhile.
    setCheckout(items);
  };
  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-0 right-0 z-50 flex h-full w-full max-w-sm flex-col bg-white p-5 shadow-xl"
          >
            <div className="mb-2 flex items-center justify-between">
              <Dialog.Title className="text-lg font-bold">
                {MSG.cart.title} · {MSG.cart.items(items.length)}
              </Dialog.Title>
              <Dialog.Close className="btn-ghost" aria-label={MSG.close}>
                ✕
              </Dialog.Close>
            </div>
            {items.length === 0 ? (
              <p className="text-sm text-slate-500">{MSG.cart.empty}</p>
            ) : (
              <>
                <ul className="min-h-0 flex-1 overflow-y-auto">
                  {items.map((item) => (
                    <CartLine key={item.orderHash} item={item} />
                  ))}
                </ul>
                <div className="border-t border-slate-200 pt-3" data-testid="cart-totals">
                  <Row label={MSG.cart.subtotal}>
                    <Amount wei={totals.subtotal} symbol={symbol} />
                  </Row>
                  <Row label={MSG.cart.serviceFee}>
                    <Amount wei={totals.serviceFee} symbol={symbol} />
                  </Row>
                  <Row label={MSG.cart.royalty}>
                    <Amount wei={totals.royalty} symbol={symbol} />
                  </Row>
                  <Row label={MSG.cart.total}>
                    <span data-testid="cart-total">
                      <Amount wei={totals.total} symbol={symbol} />
                    </span>
                  </Row>
                  <div className="mt-3 flex gap-2">
                    <button
                      type="button"
                      className="btn-primary flex-1"
                      disabled={paused}
                      title={pausedTitle(paused)}
                      onClick={buy}
                    >
                      {MSG.cart.buy}
                    </button>
                    <button type="button" className="btn-ghost" onClick={cartStore.clear}>
                      {MSG.cart.clear}
                    </button>
                  </div>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {checkout && <CartCheckout items={checkout} onClose={() => setCheckout(null)} />}
    </>
  );
}
