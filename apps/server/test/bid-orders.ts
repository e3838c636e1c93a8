import {
  agoraErc721Abi,
  agoraMarketplaceAbi,
  bidTypedData,
  MAX_ROYALTY_BPS,
  orderFromJson,
  orderTypedData,
} from '@agora/chain';
import type { BidOrder, OrderMessage } from '@agora/core';
import { type Address, type Hex, hashTypedData, parseEther } from 'viem';
import { accounts } from './auth-helpers';
import type { TestChain } from './chain';

/**
 * Signed v2 Orders (listings, auctions) and Bids (single-token bids, collection offers) of the dev accounts,
 * typed by the server's own builders, with the chain's current counters and listing nonces unless overridden.
 */

const lower = (a: string) => a.toLowerCase() as Address;
const signer = (i: number) => accounts[i] as (typeof accounts)[0];
const salt = () => String(Math.floor(Math.random() * 1e9));
/** A fee bound above the marketplace's default fees (2.5 % each side), as the web signs today's fee or more. */
const MAX_FEE_BPS = '1000';

export async function chainNow(chain: TestChain) {
  return Number((await chain.public.getBlock()).timestamp);
}

/** Sets the chain clock (the auction windows follow block time). */
export async function travelTo(chain: TestChain, unix: number) {
  await chain.rpc('evm_setNextBlockTimestamp', [unix]);
  await chain.rpc('evm_mine');
}

const market = (chain: TestChain) => ({ address: chain.deployment.marketplace, abi: agoraMarketplaceAbi });

/** The marketplace's hashOrder of a signed order (the EIP-712 digest; the server stores it lowercase). */
export const hashOnChain = (chain: TestChain, order: OrderMessage) =>
  chain.public.readContract({ ...market(chain), functionName: 'hashOrder', args: [orderFromJson(order)] });

/** The marketplace's remaining(order): the copies of a signed order it would still fill. */
export const remainingOnChain = (chain: TestChain, order: OrderMessage) =>
  chain.public.readContract({ ...market(chain), functionName: 'remaining', args: [orderFromJson(order)] });

/** What a seller's order binds to: their listing counter and the token's listing nonce of theirs. */
async function sellerState(chain: TestChain, seller: Address, collection: Address, tokenId: string) {
  const [counter, nonce] = await Promise.all([
    chain.public.readContract({ ...market(chain), functionName: 'listingCounter', args: [seller] }),
    chain.public.readContract({
      address: collection,
      abi: agoraErc721Abi,
      functionName: 'listingNonce',
      args: [seller, BigInt(tokenId)],
    }),
  ]);
  return { counter: counter.toString(), nonce: nonce.toString() };
}

/** Account i's Order on `tokenId` (721 by default), signed by `by` (a forgery when not i). */
export async function orderPayload(
  chain: TestChain,
  i: number,
  tokenId: string,
  over: Partial<OrderMessage> = {},
  by = i,
) {
  const seller = lower(signer(i).address);
  const collection = lower(over.collection ?? chain.deployment.erc721);
  const order: OrderMessage = {
    seller,
    collection,
    tokenId,
    quantity: '1',
    currency: '0x0000000000000000000000000000000000000000',
    unitPrice: parseEther('1').toString(),
    endUnitPrice: '0',
    saleType: '0',
    startTime: '0',
    endTime: '0',
    maxFeeBps: MAX_FEE_BPS,
    maxRoyaltyBps: String(MAX_ROYALTY_BPS),
    ...(await sellerState(chain, seller, collection, tokenId)),
    salt: salt(),
    ...over,
  };
  const signature = await signer(by).signTypedData(orderTypedData(chain.deployment, order));
  return { order, signature };
}

/** Account i's FixedPrice listing of `tokenId` at `unitPrice` whole coins (BNB unless `over.currency`). */
export const listingPayload = (
  chain: TestChain,
  i: number,
  tokenId: string,
  unitPrice: string,
  over: Partial<OrderMessage> = {},
  by = i,
) => orderPayload(chain, i, tokenId, { unitPrice: parseEther(unitPrice).toString(), ...over }, by);

/** A 1-VSW-minimum timed auction (started a minute ago, ending in an hour) or open offers, by account 0. */
export async function auctionPayload(
  chain: TestChain,
  tokenId: string,
  saleType: 'TimedAuction' | 'UnLimitedAuction',
  by = 0,
  collection = lower(chain.deployment.erc721),
  over: Partial<OrderMessage> = {},
) {
  const now = await chainNow(chain);
  const timed = saleType === 'TimedAuction';
  const { order, signature } = await orderPayload(
    chain,
    0,
    tokenId,
    {
      collection,
      currency: lower(chain.deployment.vsw),
      // Open offers have no minimum, but the chain settles no order priced 0: 1 wei.
      unitPrice: timed ? parseEther('1').toString() : '1',
      saleType: timed ? '1' : '2',
      startTime: timed ? String(now - 60) : '0',
      endTime: timed ? String(now + 3600) : '0',
      salt: '7',
      ...over,
    },
    by,
  );
  auctionHashes.set(`${collection}/${tokenId}`, hashTypedData(orderTypedData(chain.deployment, order)));
  return { saleType, order, signature };
}

/** The digest of the newest auction auctionPayload signed per collection and token: bids bind to it. */
const auctionHashes = new Map<string, Hex>();

/** A Bid of account i in VSW at the bidder's on-chain counter, signed by `by` (a forgery when not i). */
async function signedBid(chain: TestChain, i: number, fields: Partial<BidOrder>, by: number) {
  const bidder = lower(signer(i).address);
  const counter = await chain.public.readContract({
    ...market(chain),
    functionName: 'bidCounter',
    args: [bidder],
  });
  const order: BidOrder = {
    bidder,
    collection: lower(chain.deployment.erc721),
    tokenId: '0',
    anyToken: false,
    quantity: '1',
    currency: lower(chain.deployment.vsw),
    unitPrice: parseEther('1').toString(),
    maxFeeBps: MAX_FEE_BPS,
    expiry: String((await chainNow(chain)) + 30 * 86_400),
    counter: counter.toString(),
    salt: salt(),
    ...fields,
  };
  const signature = await signer(by).signTypedData(bidTypedData(chain.deployment, order));
  return { order, signature };
}

/** Account i's bid in VSW on the 721 token `tokenId`, for account 0's auction. */
export async function bidPayload(
  chain: TestChain,
  i: number,
  tokenId: string,
  unitPrice: string,
  over: Partial<BidOrder> = {},
  by = i,
) {
  const auction = auctionHashes.get(`${lower(over.collection ?? chain.deployment.erc721)}/${tokenId}`);
  const fields = { tokenId, unitPrice: parseEther(unitPrice).toString(), auction, ...over };
  return { owner: lower(signer(0).address), ...(await signedBid(chain, i, fields, by)) };
}

/** Account i's collection offer in VSW: `unitPrice` whole coins for each of up to `quantity` tokens. */
export async function offerPayload(
  chain: TestChain,
  i: number,
  unitPrice: string,
  quantity = 1,
  over: Partial<BidOrder> = {},
  by = i,
) {
  const fields = { anyToken: true, quantity: String(quantity), unitPrice: parseEther(unitPrice).toString() };
  return { owner: null, ...(await signedBid(chain, i, { ...fields, ...over }, by)) };
}
