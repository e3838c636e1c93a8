import { agoraMarketplaceAbi } from '@agora/chain/browser';
import { MSG } from '@agora/core';
import { type Abi, encodeAbiParameters, encodeEventTopics, type Log } from 'viem';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cartState';
import { sweepOutcome } from './sweepResult';

const market = agoraMarketplaceAbi as Abi;
const MARKET = '0x00000000000000000000000000000000000000cc';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const seller = '0x00000000000000000000000000000000000000bb';
const buyer = '0x00000000000000000000000000000000000000dd';

const item = (n: number): CartItem => ({
  orderHash: hash(n),
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: String(n),
  type: 1155,
  name: `Token ${n}`,
  media: '',
  seller,
  currency: 'ETH',
  unitPrice: '100',
  available: 5,
  quantity: 2,
  royaltyBps: 0,
});

const log = (address: string, topics: readonly unknown[], data: `0x${string}`) =>
  ({ address, topics, data, blockNumber: 1n, logIndex: 0, transactionIndex: 0 }) as unknown as Log;

/** OrderFilled as the marketplace emits it (indexed hash, seller, buyer; the rest in data). */
function filled(n: number, quantity: bigint, address = MARKET): Log {
  const topics = encodeEventTopics({
    abi: market,
    eventName: 'OrderFilled',
    args: { orderHash: hash(n), seller, buyer },
  } as Parameters<typeof encodeEventTopics>[0]);
  const data = encodeAbiParameters(
    [
      { type: 'address' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'address' },
      {
        type: 'tuple',
        components: [
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'address' },
          { type: 'uint256' },
        ],
      },
    ],
    [
      item(n).contract,
      BigInt(n),
      quantity,
      '0x0000000000000000000000000000000000000000',
      [200n, 5n, 5n, seller, 0n],
    ],
  );
  return log(address, topics, data);
}

function skippedLog(n: number, reason: number): Log {
  const topics = encodeEventTopics({
    abi: market,
    eventName: 'PurchaseSkipped',
    args: { orderHash: hash(n) },
  } as Parameters<typeof encodeEventTopics>[0]);
  return log(MARKET, topics, encodeAbiParameters([{ type: 'uint8' }], [reason]));
}

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
