import { MAX_SWEEP } from '@agora/chain/browser';
import { bpsToScaled, settle } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { cartItemFixture, hashOf as hash } from '../../test/cartItem';
import { addItem, type CartItem, emptyCart, parseCart, removeItems, setQuantity } from './cartState';
import { CART_STORAGE_KEY, createCartStore } from './cartStore';
import { cartTotals } from './cartTotals';

const item = (n: number, over: Partial<CartItem> = {}) =>
  cartItemFixture(n, { currency: 'ETH', royaltyBps: 500, ...over });

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('cart state', () => {
  it('adds a listing once: the same order hash again is already in the cart', () => {
    const first = addItem(emptyCart, item(1));
    expect(first.outcome).toBe('added');
    const again = addItem(first.state, item(1));
    expect(again.outcome).toBe('already');
    expect(again.state.items).toHaveLength(1);
  });

  it('holds one currency, as one sweep pays in one', () => {
    const { state } = addItem(emptyCart, item(1));
    const other = addItem(state, item(2, { currency: 'VSW' }));
    expect(other.outcome).toBe('otherCurrency');
    expect(other.state.items.map((i) => i.orderHash)).toEqual([hash(1)]);
    // Once emptied, the other currency is welcome.
    expect(addItem(removeItems(state, [hash(1)]), item(2, { currency: 'VSW' })).outcome).toBe('added');
  });

  it('holds at most MAX_SWEEP listings', () => {
    let state = emptyCart;
    for (let n = 1; n <= MAX_SWEEP; n++) state = addItem(state, item(n)).state;
    expect(state.items).toHaveLength(MAX_SWEEP);
    expect(addItem(state, item(MAX_SWEEP + 1)).outcome).toBe('full');
  });

  it('keeps the copies wanted between 1 and the copies on sale; a 721 is always 1', () => {
    let state = addItem(emptyCart, item(1, { type: 1155, available: 5, quantity: 9 })).state;
    expect(state.items[0]?.quantity).toBe(5);
    state = setQuantity(state, hash(1), 3);
    expect(state.items[0]?.quantity).toBe(3);
    state = setQuantity(state, hash(1), 0);
    expect(state.items[0]?.quantity).toBe(1);
    state = setQuantity(state, hash(1), 2.7);
    expect(state.items[0]?.quantity).toBe(2);
    const single = setQuantity(addItem(emptyCart, item(2)).state, hash(2), 4);
    expect(single.items[0]?.quantity).toBe(1);
  });

  it('removes only the hashes given', () => {
    const state = [1, 2, 3].reduce((s, n) => addItem(s, item(n)).state, emptyCart);
    expect(removeItems(state, [hash(1), hash(3)]).items.map((i) => i.orderHash)).toEqual([hash(2)]);
  });

  it('drops stored items of another shape and ignores text that is not JSON', () => {
    const stored = JSON.stringify({ items: [item(1), { ...item(2), unitPrice: '1.5' }, { orderHash: 'x' }] });
    expect(parseCart(stored).items.map((i) => i.orderHash)).toEqual([hash(1)]);
    expect(parseCart('{not json').items).toEqual([]);
    expect(parseCart(null).items).toEqual([]);
  });
});

describe('cart store', () => {
  it('persists every change and a new store (a reload) reads it back', () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage as unknown as Storage);
    let notified = 0;
    store.subscribe(() => notified++);
    expect(store.add(item(1))).toBe('added');
    expect(store.add(item(2, { type: 1155, available: 4, quantity: 2 }))).toBe('added');
    store.setQuantity(hash(2), 3);
    store.remove(hash(1));
    expect(notified).toBe(4);
    const reloaded = createCartStore(storage as unknown as Storage);
    expect(reloaded.getSnapshot().items).toEqual([{ ...item(2, { type: 1155, available: 4 }), quantity: 3 }]);
    reloaded.clear();
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toEqual({ items: [] });
  });

  it('does not notify when nothing changed (an item added twice)', () => {
    const store = createCartStore(new MemoryStorage() as unknown as Storage);
    store.add(item(1));
    let notified = 0;
    store.subscribe(() => notified++);
    expect(store.add(item(1))).toBe('already');
    expect(notified).toBe(0);
  });
});

describe('cart totals', () => {
  const fees = { buyer: bpsToScaled(250), seller: bpsToScaled(250) };

  it('adds price, buyer fee and royalty of every item; the total is price plus buyer fee', () => {
    const items = [
      item(1, { unitPrice: '1000000000000000000' }),
      item(2, { type: 1155, unitPrice: '300000000000000000', quantity: 3, available: 3, royaltyBps: 1000 }),
    ];
    const t = cartTotals(items, fees);
    expect(t.subtotal).toBe(1_900_000_000_000_000_000n);
    expect(t.serviceFee).toBe(47_500_000_000_000_000n);
    expect(t.royalty).toBe(50_000_000_000_000_000n + 90_000_000_000_000_000n);
    expect(t.total).toBe(1_947_500_000_000_000_000n);
  });

  it('rounds the fee per purchase as the chain does, not once on the sum', () => {
    // 39 wei at 2.5 %: each purchase's fee rounds down to 0; on the sum (117 wei) it would be 2.
    const items = [1, 2, 3].map((n) => item(n, { unitPrice: '39' }));
    const t = cartTotals(items, fees);
    const one = settle({ unitPrice: 39n, buyerFee: fees.buyer, sellerFee: fees.seller, royaltyBps: 500n });
    expect(t.serviceFee).toBe(one.buyerFee * 3n);
    expect(t.total).toBe(117n);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], fees)).toEqual({ subtotal: 0n, serviceFee: 0n, royalty: 0n, total: 0n });
  });
});
