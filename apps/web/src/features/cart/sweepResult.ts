import { agoraMarketplaceAbi } from '@agora/chain/browser';
import { MSG, sameAddress } from '@agora/core';
import { type Abi, type Log, parseEventLogs } from 'viem';
import type { CartItem } from './cartState';

/** What a sweep did to each cart item, read from its receipt: OrderFilled or PurchaseSkipped per order hash. */
export interface SweepOutcome {
  bought: { item: CartItem; quantity: number }[];
  skipped: { item: CartItem; reason: string }[];
}

const market = agoraMarketplaceAbi as Abi;

interface FilledArgs {
  orderHash: `0x${string}`;
  quantity: bigint;
}
interface SkippedArgs {
  orderHash: `0x${string}`;
  reason: number;
}

/**
 * Pairs the receipt's logs with the items sent. Only the marketplace's logs count (`marketplace`): a
 * collection's Transfer logs in the same receipt are not ours to read. An item with neither log (the chain
 * always emits one of them) is reported skipped as unavailable rather than silently dropped.
 */
export function sweepOutcome(
  items: readonly CartItem[],
  logs: readonly Log[],
  marketplace: string,
): SweepOutcome {
  const own = logs.filter((l) => sameAddress(l.address, marketplace));
  const filled = new Map<string, number>();
  for (const log of parseEventLogs({ abi: market, logs: own, eventName: 'OrderFilled' }) as unknown as {
    args: FilledArgs;
  }[])
    filled.set(log.args.orderHash.toLowerCase(), Number(log.args.quantity));
  const skipped = new Map<string, number>();
  for (const log of parseEventLogs({ abi: market, logs: own, eventName: 'PurchaseSkipped' }) as unknown as {
    args: SkippedArgs;
  }[])
    skipped.set(log.args.orderHash.toLowerCase(), Number(log.args.reason));

  const outcome: SweepOutcome = { bought: [], skipped: [] };
  for (const item of items) {
    const hash = item.orderHash.toLowerCase();
    const quantity = filled.get(hash);
    if (quantity !== undefined) outcome.bought.push({ item, quantity });
    else outcome.skipped.push({ item, reason: skipReason(skipped.get(hash) ?? 0) });
  }
  return outcome;
}

export const skipReason = (code: number): string => MSG.cart.skipReasons[code] ?? MSG.cart.skipReasons[0];
