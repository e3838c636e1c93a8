import { bidTypes, marketplaceDomain } from '@agora/chain/browser';
import { AUCTION_TYPES } from '@agora/core';
import { signTypedData } from 'wagmi/actions';
import { lifecycleApi } from '../../api/lifecycle';
import type { Address } from '../../api/types';
import { RejectedError, type TradeDeps, walletReady } from './chain';
import { bidNonce, type SignedBid } from './contracts';

/** Off-chain orders signed with EIP-712 (readable in the wallet): timed auctions and bids. */

const randomSalt = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`).toString();
};
const seconds = (ms: number) => BigInt(Math.floor(ms / 1000)).toString();
const DAY_MS = 86_400_000;

async function sign(deps: TradeDeps, typed: Parameters<typeof signTypedData>[1]) {
  await walletReady(deps.config);
  try {
    return await signTypedData(deps.config, typed);
  } catch {
    throw new RejectedError('signature refused');
  }
}

export interface AuctionInput {
  saleType: 'TimedAuction' | 'UnLimitedAuction';
  collection: Address;
  tokenId: string;
  currency: Address;
  minimumBid: bigint;
  startsAt: number | null;
  endsAt: number | null;
}

/** The holder signs the Auction and the server records it (a TimedAuction has no chain call). */
export async function openAuction(deps: TradeDeps, input: AuctionInput) {
  const order = {
    seller: deps.account,
    collection: input.collection,
    tokenId: input.tokenId,
    currency: input.currency,
    minimumBid: input.minimumBid.toString(),
    startsAt: input.startsAt ? seconds(input.startsAt) : '0',
    endsAt: input.endsAt ? seconds(input.endsAt) : '0',
    salt: randomSalt(),
  };
  const signature = await sign(deps, {
    account: deps.account,
    domain: marketplaceDomain(deps.appCfg.chainId, deps.appCfg.addresses.marketplace),
    types: AUCTION_TYPES,
    primaryType: 'Auction',
    message: {
      ...order,
      tokenId: BigInt(order.tokenId),
      minimumBid: input.minimumBid,
      startsAt: BigInt(order.startsAt),
      endsAt: BigInt(order.endsAt),
      salt: BigInt(order.salt),
    },
  } as Parameters<typeof signTypedData>[1]);
  return lifecycleApi.openAuction({ saleType: input.saleType, order, signature });
}

export interface BidInput {
  collection: Address;
  tokenId: string;
  quantity: number;
  currency: Address;
  unitPrice: bigint;
  /** The auction's end, when the item is on timed auction: the bid lives 7 days past it. */
  endsAt: number | null;
  now: number;
}

/** Builds and signs the marketplace Bid (nonce read from the chain, random salt). */
export async function signBid(deps: TradeDeps, input: BidInput): Promise<SignedBid> {
  const nonce = await bidNonce(deps);
  const expiry = input.endsAt ? input.endsAt + 7 * DAY_MS : input.now + 30 * DAY_MS;
  const order: SignedBid['order'] = {
    bidder: deps.account,
    collection: input.collection,
    tokenId: input.tokenId,
    quantity: String(input.quantity),
    currency: input.currency,
    unitPrice: input.unitPrice.toString(),
    expiry: seconds(expiry),
    nonce: nonce.toString(),
    salt: randomSalt(),
  };
  const signature = await sign(deps, {
    account: deps.account,
    domain: marketplaceDomain(deps.appCfg.chainId, deps.appCfg.addresses.marketplace),
    types: bidTypes,
    primaryType: 'Bid',
    message: {
      ...order,
      tokenId: BigInt(order.tokenId),
      quantity: BigInt(order.quantity),
      unitPrice: input.unitPrice,
      expiry: BigInt(order.expiry),
      nonce,
      salt: BigInt(order.salt),
    },
  } as Parameters<typeof signTypedData>[1]);
  return { order, signature };
}
