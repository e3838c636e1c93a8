import { CART_MSG } from '@agora/core';
import { lazy, Suspense, useState } from 'react';
import { useCart } from './cartStore';

// The drawer and its checkout (wagmi) load on first open only.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** The header's cart button: the number of listings in the cart; opens the drawer. */
export function CartButton() {
  const { items } = useCart();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost px-3"
        data-testid="cart-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {CART_MSG.open(items.length)}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
