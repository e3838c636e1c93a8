import {
  agoraErc721Abi,
  agoraMarketplaceAbi,
  type Deployment,
  voucherFromJson,
  voucherTokenId,
} from '@agora/chain';
import { LIFECYCLE_MSG, MIN_PRICE, MSG, type VoucherMessage } from '@agora/core';
import { type Address, type Hex, parseEther, zeroAddress } from 'viem';
import type { MarketReads } from '../bids/chain';
import type { Lifecycle } from '../chain/lifecycle';
import { HttpError, ValidationError } from '../http/errors';

const M = MSG.vouchers;
/** The royalty cap of Agora's collections (Royalty.MAX_BPS). */
const MAX_ROYALTY_BPS = 2000n;

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

/** The voucher's own terms, as the marketplace's _voucherFault and spec 2's minimum price read them. */
export function checkVoucherTerms(v: VoucherMessage, d: Deployment, now: number): void {
  const single = v.collection === d.erc721.toLowerCase();
  if (!single && v.collection !== d.erc1155.toLowerCase()) throw invalid('collection', M.notAgora);
  if (v.currency !== zeroAddress) throw invalid('currency', M.nativeOnly);
  if (BigInt(v.supply) === 0n) throw invalid('supply', M.supplyZero);
  if (single && v.supply !== '1') throw invalid('supply', M.supplyOne);
  if (BigInt(v.royaltyBps) > MAX_ROYALTY_BPS) throw invalid('royaltyBps', M.royaltyTooHigh);
  if (BigInt(v.unitPrice) < parseEther(MIN_PRICE)) throw invalid('price', MSG.sale.errors.priceMin);
  if (v.endTime !== '0' && BigInt(v.endTime) <= BigInt(now)) throw new HttpError(400, LIFECYCLE_MSG.badOrder);
}

/**
 * What the chain must say for the voucher's first purchase not to revert: signed at the creator's current
 * counter, a seller fee and a mint fee within the signed bounds, a price that covers the mint fee after the
 * seller fee, and metadata no voucher has minted in the collection (its id, the digest, has no creator: the
 * chain's id rule covers only vouchers' mints; listVoucher checks the indexed items for a mint now's).
 */
export async function checkVoucherOnChain(lifecycle: Lifecycle, reads: MarketReads, v: VoucherMessage) {
  const { client } = lifecycle;
  const voucher = voucherFromJson(v);
  const unavailable = () => {
    throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
  };
  const collection = { address: voucher.collection, abi: agoraErc721Abi } as const;
  const [counter, sellerFeeBps, mintFee, creatorOfId] = await Promise.all([
    reads.listingCounter(voucher.creator as Address),
    reads.sellerFeeBps(),
    client.readContract({ ...collection, functionName: 'mintFee' }).catch(unavailable),
    client
      .readContract({
        ...collection,
        functionName: 'creatorOf',
        args: [voucherTokenId(voucher.metadataDigest)],
      })
      .catch(unavailable),
  ]);
  if (voucher.counter !== counter) throw new HttpError(400, LIFECYCLE_MSG.counterStale);
  if (voucher.maxFeeBps < sellerFeeBps) throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  if (voucher.maxMintFee < mintFee) throw new HttpError(400, M.mintFeeAboveSigned);
  const net = voucher.unitPrice - (voucher.unitPrice * sellerFeeBps) / 10_000n;
  if (net < mintFee) throw invalid('price', M.priceBelowMintFee);
  if (creatorOfId !== zeroAddress) throw new HttpError(409, M.alreadyMinted);
}

/** `filled(hash)` of a cancelled voucher (type(uint256).max). */
const CANCELLED = 2n ** 256n - 1n;

/**
 * What the marketplace says of a voucher now: the copies a buyer can still buy (voucherRemaining), whether it
 * was cancelled, and the copies an 1155 voucher sold (`filled`; a 721 voucher records none: its mint marks it).
 */
export async function voucherOnChain({ client, deployment }: Lifecycle, hash: Hex, v: VoucherMessage) {
  const market = { address: deployment.marketplace, abi: agoraMarketplaceAbi } as const;
  const [remaining, filled] = await Promise.all([
    client.readContract({ ...market, functionName: 'voucherRemaining', args: [voucherFromJson(v)] }),
    client.readContract({ ...market, functionName: 'filled', args: [hash] }),
  ]).catch(() => {
    throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
  });
  return { remaining: Number(remaining), cancelled: filled === CANCELLED, filled: Number(filled) };
}
