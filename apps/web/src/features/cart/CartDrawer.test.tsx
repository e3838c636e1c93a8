import { MSG } from '@agora/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartItemFixture } from '../../test/cartItem';
import { mockApi, renderWithApp } from '../../test/render';
import { rowValue, shownAmount, tradeConfig } from '../../test/trade';
import CartDrawer from './CartDrawer';
import { cartStore } from './cartStore';

const coin = 10n ** 18n;
const item = cartItemFixture;

describe('cart drawer', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/v1/auth/session': null });
    cartStore.clear();
  });
  afterEach(() => cartStore.clear());

  it('lists the items with the price, the buyer fee, the royalty and the total; removing one updates them', () => {
    cartStore.add(item(1));
    cartStore.add(item(2, { type: 1155, available: 4, quantity: 2, unitPrice: (coin / 2n).toString() }));
    renderWithApp(<CartDrawer open onOpenChange={() => {}} />, { config: tradeConfig });
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getAllByTestId('cart-item')).toHaveLength(2);
    // 1 + 2 × 0.5 = 2 coins; 2.5 % buyer fee; 10 % royalty out of the price.
    expect(rowValue(MSG.cart.subtotal)).toBe(shownAmount(2n * coin, 'BNB'));
    expect(rowValue(MSG.cart.serviceFee)).toBe(shownAmount(coin / 20n, 'BNB'));
    expect(rowValue(MSG.cart.royalty)).toBe(shownAmount(coin / 5n, 'BNB'));
    expect(rowValue(MSG.cart.total)).toBe(shownAmount(2n * coin + coin / 20n, 'BNB'));

    fireEvent.input(within(drawer).getByLabelText(MSG.cart.quantity), { target: { value: '9' } });
    // At most the copies on sale: 1 + 4 × 0.5 = 3 coins.
    expect(rowValue(MSG.cart.subtotal)).toBe(shownAmount(3n * coin, 'BNB'));

    const [first] = within(drawer).getAllByTestId('cart-item');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: MSG.cart.remove }));
    expect(within(drawer).getAllByTestId('cart-item')).toHaveLength(1);
    expect(rowValue(MSG.cart.subtotal)).toBe(shownAmount(2n * coin, 'BNB'));
  });

  it('says the cart is empty once cleared', () => {
    cartStore.add(item(1));
    renderWithApp(<CartDrawer open onOpenChange={() => {}} />, { config: tradeConfig });
    fireEvent.click(screen.getByRole('button', { name: MSG.cart.clear }));
    expect(screen.getByText(MSG.cart.empty)).toBeTruthy();
    act(() => void cartStore.add(item(3)));
    expect(screen.getAllByTestId('cart-item')).toHaveLength(1);
  });
});
