import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  bidFromJson,
  orderFromJson,
  vswAbi,
} from '@agora/chain/browser';
import type { Address, BidOrder, OrderMessage } from '@agora/core';
import { sameAddress } from '@agora/core';
import { type Abi, encodeFunctionData, parseEventLogs } from 'viem';
import { estimateGas, getBalance, readContract } from 'wagmi/actions';
import type { SignedBid, SignedOrder } from './signed';
import { currencyAddress, send, sendAndReport, type TradeDeps } from './tx';

/** The contract calls of spec 2 §7 "Chain calls", on Agora's contracts (ABIs from @agora/chain). */

const erc20 = vswAbi as Abi;
const market = agoraMarketplaceAbi as Abi;
const collectionAbi = (type: 721 | 1155) => (type === 721 ? agoraErc721Abi : agoraErc1155Abi) as Abi;

const read = <T>(
  deps: TradeDeps,
  address: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[],
) =>
  readContract(deps.config, { address, abi, functionName, args } as Parameters<
    typeof readContract
  >[1]) as Promise<T>;

/** Approval for all of the marketplace on a collection (listing, accepting a bid); skipped when given. */
export async function ensureCollectionApproval(deps: TradeDeps, collection: Address): Promise<void> {
  const { marketplace } = deps.appCfg.addresses;
  const approved = await read<boolean>(deps, collection, collectionAbi(721), 'isApprovedForAll', [
    deps.account,
    marketplace,
  ]);
  if (approved) return;
  await send(deps, {
    address: collection,
    abi: collectionAbi(721),
    functionName: 'setApprovalForAll',
    args: [marketplace, true],
  });
}

export const erc20Balance = (deps: TradeDeps, token: Address, owner: Address) =>
  read<bigint>(deps, token, erc20, 'balanceOf', [owner]);

/** Balance of `owner` in a configured currency symbol (the native coin or an ERC-20), wei. */
export function currencyBalance(deps: TradeDeps, symbol: string, owner: Address): Promise<bigint> {
  const token = currencyAddress(deps.appCfg, symbol);
  return token
    ? erc20Balance(deps, token, owner)
    : getBalance(deps.config, { address: owner }).then((b) => b.value);
}

export const erc20Allowance = (deps: TradeDeps, token: Address, owner: Address) =>
  read<bigint>(deps, token, erc20, 'allowance', [owner, deps.appCfg.addresses.marketplace]);

/** ERC-20 allowance of at least `amount` for the marketplace (token purchases and bids). */
export async function ensureAllowance(deps: TradeDeps, token: Address, amount: bigint): Promise<void> {
  if ((await erc20Allowance(deps, token, deps.account)) >= amount) return;
  await send(deps, {
    address: token,
    abi: erc20,
    functionName: 'approve',
    args: [deps.appCfg.addresses.marketplace, amount],
  });
}

/** Mints with the mint fee read first; returns the new token id from the Minted log. */
export async function mint(
  deps: TradeDeps,
  input: { type: 721 | 1155; digest: `0x${string}`; royaltyBps: number; quantity: number },
): Promise<{ contract: Address; tokenId: string }> {
  const contract = input.type === 721 ? deps.appCfg.addresses.erc721 : deps.appCfg.addresses.erc1155;
  const abi = collectionAbi(input.type);
  const fee = await read<bigint>(deps, contract, abi, 'mintFee', []);
  const args =
    input.type === 721
      ? [input.digest, input.royaltyBps]
      : [BigInt(input.quantity), input.digest, input.royaltyBps];
  const receipt = await sendAndReport(deps, {
    address: contract,
    abi,
    functionName: 'mint',
    args,
    value: fee,
  });
  const [minted] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'Minted' }) as unknown as {
    args: { tokenId?: bigint; id?: bigint };
  }[];
  const tokenId = minted?.args.tokenId ?? minted?.args.id;
  if (tokenId === undefined) throw new Error('Minted log missing');
  return { contract, tokenId: tokenId.toString() };
}

const marketCall = (deps: TradeDeps, functionName: string, args: readonly unknown[], value?: bigint) =>
  sendAndReport(deps, { address: deps.appCfg.addresses.marketplace, abi: market, functionName, args, value });

const marketRead = <T>(deps: TradeDeps, functionName: string, args: readonly unknown[]) =>
  read<T>(deps, deps.appCfg.addresses.marketplace, market, functionName, args);

/** The seller's listing counter (cancel-all bumps it): a new Order carries it. */
export const listingCounter = (deps: TradeDeps) => marketRead<bigint>(deps, 'listingCounter', [deps.account]);

/** The bidder's bid counter: a new Bid carries it. */
export const bidCounter = (deps: TradeDeps) => marketRead<bigint>(deps, 'bidCounter', [deps.account]);

/** The token's listing nonce for the signed-in holder (any move of the token away bumps it). */
export const listingNonce = (deps: TradeDeps, collection: Address, tokenId: string) =>
  read<bigint>(deps, collection, collectionAbi(721), 'listingNonce', [deps.account, BigInt(tokenId)]);

/** Cancels one signed order on chain (the server already hides it): no one can fill it afterwards. */
export const cancelOrder = (deps: TradeDeps, order: OrderMessage) =>
  marketCall(deps, 'cancelOrder', [orderFromJson(order)]);

/** Bumps the signer's listing counter: every listing and auction they signed so far can never fill. */
export const cancelAllOrders = (deps: TradeDeps) => marketCall(deps, 'cancelAllOrders', []);

/** Bumps the signer's bid counter: every bid and collection offer they signed so far can never fill. */
export const cancelAllBids = (deps: TradeDeps) => marketCall(deps, 'cancelAllBids', []);

/**
 * Buys. `maxTotal` is the total the checkout showed (price × quantity + buyer fee): the marketplace refuses to
 * charge more, whatever changed since. `value` is the exact total due now for the native coin, 0 for an ERC-20
 * (paid by allowance).
 */
export const buy = (
  deps: TradeDeps,
  signed: SignedOrder,
  quantity: number,
  maxTotal: bigint,
  value: bigint,
) =>
  marketCall(deps, 'buy', [orderFromJson(signed.order), signed.signature, BigInt(quantity), maxTotal], value);

/**
 * What a Dutch buy in the native coin may spend beyond its estimate at the latest block: the refund of what the
 * including block's lower price leaves (a native transfer, ~9,000), or its deferral when the buyer refuses it
 * (two storage writes and an event, ~45,000). Only the gas used is paid.
 */
const DUTCH_REFUND_GAS = 50_000n;

/**
 * Buys a Dutch listing (issue 30) as `buy` does, with the app's own gas limit: the purchase's gas depends on its
 * block's time (a refund or none), and a wallet estimating at the latest block, whose price is the one quoted,
 * sees no refund; sent with that estimate, a later block's refund ran out of gas and the purchase reverted
 * (found by the e2e journey on anvil). ERC-20 buys have no refund and keep the wallet's estimate.
 */
export async function buyDeclining(
  deps: TradeDeps,
  signed: SignedOrder,
  quantity: number,
  maxTotal: bigint,
  value: bigint,
) {
  const args = [orderFromJson(signed.order), signed.signature, BigInt(quantity), maxTotal] as const;
  const address = deps.appCfg.addresses.marketplace;
  if (value === 0n) return marketCall(deps, 'buy', args, value);
  const estimate = await estimateGas(deps.config, {
    account: deps.account,
    chainId: deps.appCfg.chainId,
    to: address,
    data: encodeFunctionData({ abi: agoraMarketplaceAbi, functionName: 'buy', args }),
    value,
    blockTag: 'latest',
  });
  return sendAndReport(deps, {
    address,
    abi: market,
    functionName: 'buy',
    args,
    value,
    gas: estimate + DUTCH_REFUND_GAS,
  });
}

/** The marketplace's split of one sale (its `quote`). */
interface ChainSplit {
  price: bigint;
  buyerFee: bigint;
  sellerFee: bigint;
  royaltyReceiver: Address;
  royalty: bigint;
}

const quote = (deps: TradeDeps, collection: Address, tokenId: bigint, price: bigint) =>
  marketRead<ChainSplit>(deps, 'quote', [collection, tokenId, price]);

/**
 * The royalty (basis points) a sale of the token pays someone other than the signed-in seller now: a new order
 * signs it as its maxRoyaltyBps, so a collection raising it later cannot pay the seller less (issue 28).
 */
export const royaltyBps = (deps: TradeDeps, collection: Address, tokenId: string) =>
  quote(deps, collection, BigInt(tokenId), 10_000n).then((q) =>
    sameAddress(q.royaltyReceiver, deps.account) ? 0n : q.royalty,
  );

/**
 * What buying `quantity` copies of an order at `unitPrice` (the price the checkout shows: a Dutch listing's falls)
 * costs on chain now (price × quantity + buyer fee, the fee as it stands), or null when fewer copies can still
 * fill (cancelled, sold, void): the checkout's last look before sending.
 */
export async function orderTotal(
  deps: TradeDeps,
  order: OrderMessage,
  unitPrice: bigint,
  quantity: number,
): Promise<bigint | null> {
  const left = await marketRead<bigint>(deps, 'remaining', [orderFromJson(order)]);
  if (left < BigInt(quantity)) return null;
  const split = await quote(
    deps,
    order.collection as Address,
    BigInt(order.tokenId),
    unitPrice * BigInt(quantity),
  );
  return split.price + split.buyerFee;
}

/**
 * Accepts a bid for `quantity` copies of `tokenId` (the bid's own token, or the holder's token for a
 * collection offer). `minProceeds` is the "you will get" the form showed: the marketplace refuses to pay the
 * seller less, whatever fee or royalty changed since.
 */
export const acceptBid = (
  deps: TradeDeps,
  bid: SignedBid,
  tokenId: string,
  quantity: number,
  minProceeds: bigint,
) =>
  marketCall(deps, 'acceptBid', [
    bidFromJson(bid.order),
    bid.signature,
    BigInt(tokenId),
    BigInt(quantity),
    minProceeds,
  ]);

/**
 * Sells `quantity` copies of `tokenId` to a collection offer; `proof` shows the token is one of the offer's
 * tokenRoot tree (empty for an offer on any token of the contract). `minProceeds` as for acceptBid.
 */
export const acceptCollectionOffer = (
  deps: TradeDeps,
  offer: SignedBid,
  tokenId: string,
  proof: readonly string[],
  quantity: number,
  minProceeds: bigint,
) =>
  marketCall(deps, 'acceptCollectionOffer', [
    bidFromJson(offer.order),
    offer.signature,
    BigInt(tokenId),
    proof,
    BigInt(quantity),
    minProceeds,
  ]);

/** The seller ends their auction by accepting `bid` (the contract checks the minimum bid and the end time). */
export const settleAuction = (deps: TradeDeps, auction: SignedOrder, bid: SignedBid, minProceeds: bigint) =>
  marketCall(deps, 'settleAuction', [
    orderFromJson(auction.order),
    auction.signature,
    bidFromJson(bid.order),
    bid.signature,
    minProceeds,
  ]);

/**
 * What accepting `quantity` copies of `tokenId` at `unitPrice` pays the signed-in seller on chain now: price
 * less the seller fee and the royalty (kept when the seller receives it), as the marketplace pays it.
 */
export async function bidProceeds(
  deps: TradeDeps,
  bid: { collection: string; unitPrice: string },
  tokenId: string,
  quantity: number,
): Promise<bigint> {
  const price = BigInt(bid.unitPrice) * BigInt(quantity);
  const split = await quote(deps, bid.collection as Address, BigInt(tokenId), price);
  const ownRoyalty = sameAddress(split.royaltyReceiver, deps.account);
  return split.price - split.sellerFee - (ownRoyalty ? 0n : split.royalty);
}

export const cancelBidOnChain = (deps: TradeDeps, order: BidOrder) =>
  marketCall(deps, 'cancelBid', [bidFromJson(order)]);

/** Safe transfer: 721 (from, to, id); 1155 (from, to, id, quantity, empty data). */
export function transfer(
  deps: TradeDeps,
  input: { type: 721 | 1155; collection: Address; tokenId: string; to: Address; quantity: number },
) {
  const id = BigInt(input.tokenId);
  const args =
    input.type === 721
      ? [deps.account, input.to, id]
      : [deps.account, input.to, id, BigInt(input.quantity), '0x'];
  return sendAndReport(deps, {
    address: input.collection,
    abi: collectionAbi(input.type),
    functionName: 'safeTransferFrom',
    args,
  });
}

/** Burn: 721 (id); 1155 (holder, id, quantity). */
export function burn(
  deps: TradeDeps,
  input: { type: 721 | 1155; collection: Address; tokenId: string; quantity: number },
) {
  const id = BigInt(input.tokenId);
  const args = input.type === 721 ? [id] : [deps.account, id, BigInt(input.quantity)];
  return sendAndReport(deps, {
    address: input.collection,
    abi: collectionAbi(input.type),
    functionName: 'burn',
    args,
  });
}

/** Editions `owner` holds on chain (ownerOf for 721, balanceOf for 1155): the pre-action re-check. */
export async function chainBalance(
  deps: TradeDeps,
  input: { type: 721 | 1155; collection: Address; tokenId: string; owner: Address },
): Promise<number> {
  const id = BigInt(input.tokenId);
  if (input.type === 1155)
    return Number(
      await read<bigint>(deps, input.collection, collectionAbi(1155), 'balanceOf', [input.owner, id]),
    );
  const holder = await read<Address>(deps, input.collection, collectionAbi(721), 'ownerOf', [id]).catch(
    () => null,
  );
  return sameAddress(holder, input.owner) ? 1 : 0;
}
