import type { CartItem } from '../features/cart/cartState';

/** The order hash of test listing `n`. */
export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

/**
 * Cart item `n` for the cart's tests: a single edition listed for 1 BNB (10¹⁸ wei) with a 10% royalty;
 * `over` sets what a test needs otherwise.
 */
export const cartItemFixture = (n: number, over: Partial<CartItem> = {}): CartItem => ({
  orderHash: hashOf(n),
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: String(n),
  type: 721,
  name: `Token ${n}`,
  media: '/m.png',
  seller: '0x00000000000000000000000000000000000000bb',
  currency: 'BNB',
  unitPrice: (10n ** 18n).toString(),
  available: 1,
  quantity: 1,
  royaltyBps: 1000,
  ...over,
});
