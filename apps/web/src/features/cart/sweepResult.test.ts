import { MSG } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { cartItemFixture, hashOf as hash } from '../../test/cartItem';
import { orderFilledLog, purchaseSkippedLog } from '../../test/marketLogs';
import { sweepOutcome } from './sweepResult';

const MARKET = '0x00000000000000000000000000000000000000cc';
const filled = (n: number, quantity: bigint, address = MARKET) => orderFilledLog(address, hash(n), quantity);
const skippedLog = (n: number, reason: number) => purchaseSkippedLog(MARKET, hash(n), reason);

const item = (n: number) =>
  cartItemFixture(n, {
    type: 1155,
    media: '',
    currency: 'ETH',
    unitPrice: '100',
    available: 5,
    quantity: 2,
    royaltyBps: 0,
  });

describe('sweep outcome from the receipt', () => {
  it('lists each item bought (copies filled) or skipped with the reason of its PurchaseSkipped log', () => {
    const outcome = sweepOutcome(
      [item(1), item(2), item(3)],
      [filled(1, 2n), skippedLog(2, 2), filled(3, 1n)],
      MARKET,
    );
    expect(outcome.bought.map((b) => [b.item.orderHash, b.quantity])).toEqual([
      [hash(1), 2],
      [hash(3), 1],
    ]);
    expect(outcome.skipped).toEqual([{ item: item(2), reason: MSG.cart.skipReasons[2] }]);
  });

  it('reads every skip reason the contract names', () => {
    const outcome = sweepOutcome(
      [0, 1, 2, 3].map((n) => item(n + 10)),
      [0, 1, 2, 3].map((n) => skippedLog(n + 10, n)),
      MARKET,
    );
    expect(outcome.skipped.map((s) => s.reason)).toEqual([...MSG.cart.skipReasons]);
  });

  it('ignores logs of other contracts: an OrderFilled not from the marketplace buys nothing', () => {
    const outcome = sweepOutcome(
      [item(1)],
      [filled(1, 2n, '0x00000000000000000000000000000000000000ee')],
      MARKET,
    );
    expect(outcome.bought).toEqual([]);
    expect(outcome.skipped).toEqual([{ item: item(1), reason: MSG.cart.skipReasons[0] }]);
  });
});
