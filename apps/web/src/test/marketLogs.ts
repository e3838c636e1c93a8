import { agoraMarketplaceAbi } from '@agora/chain/browser';
import { type Abi, encodeAbiParameters, encodeEventTopics, type Log } from 'viem';

/** Receipt logs as the marketplace emits them, for tests that read a sweep's outcome. */

const market = agoraMarketplaceAbi as Abi;
const SELLER = '0x00000000000000000000000000000000000000bb';
const BUYER = '0x00000000000000000000000000000000000000dd';
const ZERO = '0x0000000000000000000000000000000000000000';

const log = (address: string, topics: readonly unknown[], data: `0x${string}`) =>
  ({ address, topics, data, blockNumber: 1n, logIndex: 0, transactionIndex: 0 }) as unknown as Log;

/** OrderFilled(orderHash, seller, buyer indexed; collection, tokenId, quantity, currency, split). */
export function orderFilledLog(address: string, orderHash: `0x${string}`, quantity: bigint): Log {
  const topics = encodeEventTopics({
    abi: market,
    eventName: 'OrderFilled',
    args: { orderHash, seller: SELLER, buyer: BUYER },
  } as Parameters<typeof encodeEventTopics>[0]);
  const split = {
    type: 'tuple',
    components: [
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'address' },
      { type: 'uint256' },
    ],
  } as const;
  const data = encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'address' }, split],
    [ZERO, 1n, quantity, ZERO, [200n, 5n, 5n, SELLER, 0n]],
  );
  return log(address, topics, data);
}

/** PurchaseSkipped(orderHash indexed, reason). */
export function purchaseSkippedLog(address: string, orderHash: `0x${string}`, reason: number): Log {
  const topics = encodeEventTopics({
    abi: market,
    eventName: 'PurchaseSkipped',
    args: { orderHash },
  } as Parameters<typeof encodeEventTopics>[0]);
  return log(address, topics, encodeAbiParameters([{ type: 'uint8' }], [reason]));
}
