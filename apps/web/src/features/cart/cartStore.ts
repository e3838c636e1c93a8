import { useSyncExternalStore } from 'react';
import {
  type AddOutcome,
  addItem,
  type CartItem,
  type CartState,
  emptyCart,
  parseCart,
  removeItems,
  setQuantity,
} from './cartState';

/** The cart of this browser, kept in localStorage so it survives reloads and is shared by open tabs. */

export const CART_STORAGE_KEY = 'agora.cart';

type Listener = () => void;

export function createCartStore(storage: Storage | null) {
  let state: CartState = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
  const listeners = new Set<Listener>();
  const commit = (next: CartState) => {
    if (next === state) return;
    state = next;
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    for (const l of listeners) l();
  };
  return {
    getSnapshot: () => state,
    subscribe: (l: Listener) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    add(item: CartItem): AddOutcome {
      const { state: next, outcome } = addItem(state, item);
      commit(next);
      return outcome;
    },
    remove: (...orderHashes: string[]) => commit(removeItems(state, orderHashes)),
    setQuantity: (orderHash: string, quantity: number) => commit(setQuantity(state, orderHash, quantity)),
    clear: () => commit(emptyCart),
    /** Another tab changed the stored cart. */
    reload: () => {
      state = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
      for (const l of listeners) l();
    },
  };
}

const browserStorage = typeof localStorage === 'undefined' ? null : localStorage;

export const cartStore = createCartStore(browserStorage);

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => e.key === CART_STORAGE_KEY && cartStore.reload());

// The server renders as a visitor without a cart (there is no localStorage there): hydration reads the empty
// cart too, then the stored one.
const noCart = () => emptyCart;
export const useCart = () => useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, noCart);
