import { agoraMarketplaceAbi, orderFromJson } from '@agora/chain/browser';
import type { Address, OrderReply } from '@agora/core';
import type { Abi, TransactionReceipt } from 'viem';
import { ApiError } from '../../api/client';
import { lifecycleApi } from '../../api/lifecycle';
import type { SignedOrder } from '../../lib/chain/signed';
import { currencyAddress, sendAndReport, type TradeDeps } from '../../lib/chain/tx';
import type { CartItem } from './cartState';

/** The cart's one purchase: every item's signed order fetched, then `sweep(purchases, currency, maxTotal)`. */

const ZERO: Address = '0x0000000000000000000000000000000000000000';

/**
 * The signed order of each item (GET /orders/:hash); null when the server does not know it. A sold or
 * cancelled order is still returned and still sent: the chain skips it in the sweep and keeps its money with
 * the buyer, which the result then shows (checking here first would race the chain anyway).
 */
export function fetchOrders(items: readonly CartItem[]): Promise<(OrderReply | null)[]> {
  return Promise.all(
    items.map((i) =>
      lifecycleApi.order(i.orderHash).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    ),
  );
}

/**
 * Sends the sweep. `maxTotal` is the total the drawer showed: the marketplace refuses to charge more. For the
 * native coin the whole bound is sent and the part not spent (skipped items) comes back in the same
 * transaction; an ERC-20 is pulled per fill by allowance (the Approve step granted `maxTotal`).
 */
export function sweep(
  deps: TradeDeps,
  purchases: { item: CartItem; signed: SignedOrder }[],
  maxTotal: bigint,
): Promise<TransactionReceipt> {
  const symbol = purchases[0]?.item.currency ?? deps.appCfg.nativeSymbol;
  const token = currencyAddress(deps.appCfg, symbol);
  return sendAndReport(deps, {
    address: deps.appCfg.addresses.marketplace,
    abi: agoraMarketplaceAbi as Abi,
    functionName: 'sweep',
    args: [
      purchases.map(({ item, signed }) => ({
        order: orderFromJson(signed.order),
        signature: signed.signature,
        quantity: BigInt(item.quantity),
      })),
      token ?? ZERO,
      maxTotal,
    ],
    value: token ? 0n : maxTotal,
  });
}
