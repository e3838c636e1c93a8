import { agoraMarketplaceAbi } from '@agora/chain';
import type { AuctionOrder, BidOrder } from '@agora/core';
import { type Address, parseEther } from 'viem';
import { auctionTypedData, bidTypedData } from '../src/bids/orders';
import { accounts } from './auth-helpers';
import type { TestChain } from './chain';

/** Signed Auction and Bid orders of the dev accounts, typed by the server's own builder (bids.test.ts). */

const lower = (a: string) => a.toLowerCase() as Address;
const signer = (i: number) => accounts[i] as (typeof accounts)[0];

export async function chainNow(chain: TestChain) {
  return Number((await chain.public.getBlock()).timestamp);
}

/** Sets the chain clock (the auction windows follow block time). */
export async function travelTo(chain: TestChain, unix: number) {
  await chain.rpc('evm_setNextBlockTimestamp', [unix]);
  await chain.rpc('evm_mine');
}

/** A 1-VSW-minimum timed auction (started a minute ago, ending in an hour) or open offers, by account 0. */
export async function auctionPayload(
  chain: TestChain,
  tokenId: string,
  saleType: 'TimedAuction' | 'UnLimitedAuction',
  by = 0,
  collection = lower(chain.deployment.erc721),
) {
  const now = await chainNow(chain);
  const timed = saleType === 'TimedAuction';
  const order: AuctionOrder = {
    seller: lower(signer(0).address),
    collection,
    tokenId,
    currency: lower(chain.deployment.vsw),
    minimumBid: timed ? parseEther('1').toString() : '0',
    startsAt: timed ? String(now - 60) : '0',
    endsAt: timed ? String(now + 3600) : '0',
    salt: '7',
  };
  const signature = await signer(by).signTypedData(auctionTypedData(chain.deployment, order));
  return { saleType, order, signature };
}

/** Account i's bid in VSW on the 721 token with the on-chain nonce, signed by `by` (a forgery when not i). */
export async function bidPayload(
  chain: TestChain,
  i: number,
  tokenId: string,
  unitPrice: string,
  over: Partial<BidOrder> = {},
  by = i,
) {
  const bidder = lower(signer(i).address);
  const nonce = await chain.public.readContract({
    address: chain.deployment.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'bidNonce',
    args: [bidder],
  });
  const order: BidOrder = {
    bidder,
    collection: lower(chain.deployment.erc721),
    tokenId,
    quantity: '1',
    currency: lower(chain.deployment.vsw),
    unitPrice: parseEther(unitPrice).toString(),
    expiry: String((await chainNow(chain)) + 30 * 86_400),
    nonce: nonce.toString(),
    salt: String(Math.floor(Math.random() * 1e9)),
    ...over,
  };
  const signature = await signer(by).signTypedData(bidTypedData(chain.deployment, order));
  return { owner: lower(signer(0).address), order, signature };
}
