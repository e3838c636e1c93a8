import { type Bid, bidTypes, type Deployment, marketplaceDomain, type Order, orderTypes } from '@agora/chain';
import type { Hex } from 'viem';
import { addressOf, rpcBatch } from './rpc';

const DOMAIN_TYPE = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
];

/** Integers as decimal strings: what eth_signTypedData_v4's JSON carries. */
const plain = (message: object) =>
  JSON.parse(JSON.stringify(message, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * EIP-712 signatures of dev accounts' orders and bids, made by anvil (its dev accounts are unlocked) in batched
 * eth_signTypedData_v4 calls: thousands of signatures in a fraction of a second, where signing each in
 * JavaScript costs about a millisecond.
 */
async function signAll(
  rpcUrl: string,
  d: Deployment,
  primaryType: 'Order' | 'Bid',
  list: { signer: number; message: Order | Bid }[],
): Promise<Hex[]> {
  const types = { EIP712Domain: DOMAIN_TYPE, ...(primaryType === 'Order' ? orderTypes : bidTypes) };
  const domain = marketplaceDomain(d.chainId, d.marketplace);
  return (await rpcBatch(
    rpcUrl,
    list.map(({ signer, message }) => ({
      method: 'eth_signTypedData_v4',
      params: [addressOf(signer), { types, primaryType, domain, message: plain(message) }],
    })),
  )) as Hex[];
}

export const signOrders = (rpcUrl: string, d: Deployment, list: { signer: number; message: Order }[]) =>
  signAll(rpcUrl, d, 'Order', list);

export const signBids = (rpcUrl: string, d: Deployment, list: { signer: number; message: Bid }[]) =>
  signAll(rpcUrl, d, 'Bid', list);
