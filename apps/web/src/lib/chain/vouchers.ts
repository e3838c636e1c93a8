import {
  agoraErc721Abi,
  agoraMarketplaceAbi,
  voucherFromJson,
  voucherTokenId,
  voucherTypedData,
} from '@agora/chain/browser';
import type { Address, VoucherMessage } from '@agora/core';
import { type Abi, zeroAddress } from 'viem';
import { readContract } from 'wagmi/actions';
import { lifecycleApi } from '../../api/lifecycle';
import { listingCounter } from './contracts';
import { market, randomSalt, seconds, sign } from './orders';
import { sendAndReport, type TradeDeps } from './tx';

/**
 * Lazy minting (issue 30): the creator's EIP-712 Voucher ("List without minting": a signature, no transaction)
 * and the buyer's buyVoucher, which mints the copies bought to the buyer with the creator as minter.
 */

/** A voucher with its creator's signature, as POST /vouchers and buyVoucher take it. */
export interface SignedVoucher {
  voucher: VoucherMessage;
  signature: `0x${string}`;
}

export interface VoucherInput {
  type: 721 | 1155;
  /** The metadata CID's sha2-256 digest (the upload's metadataDigest). */
  digest: `0x${string}`;
  royaltyBps: number;
  /** Copies offered (1 for a 721). */
  supply: number;
  /** Price of one copy, wei of the native coin (the only currency vouchers take). */
  unitPrice: bigint;
  /** The end of the sale window, unix ms; null: no end. */
  endsAt: number | null;
}

const collectionAbi = agoraErc721Abi as Abi;
const marketAbi = agoraMarketplaceAbi as Abi;

const marketRead = <T>(deps: TradeDeps, functionName: string, args: readonly unknown[]) =>
  readContract(deps.config, {
    address: deps.appCfg.addresses.marketplace,
    abi: marketAbi,
    functionName,
    args,
  } as Parameters<typeof readContract>[1]) as Promise<T>;

/**
 * The signed-in creator's new Voucher: their listing counter now (cancel-all voids it), the configuration's
 * seller fee and the collection's mint fee now as the most they agree to pay, a random salt.
 */
export async function newVoucher(deps: TradeDeps, input: VoucherInput): Promise<VoucherMessage> {
  const { erc721, erc1155 } = deps.appCfg.addresses;
  const collection = input.type === 721 ? erc721 : erc1155;
  const [counter, mintFee] = await Promise.all([
    listingCounter(deps),
    readContract(deps.config, {
      address: collection,
      abi: collectionAbi,
      functionName: 'mintFee',
    } as Parameters<typeof readContract>[1]) as Promise<bigint>,
  ]);
  return {
    creator: deps.account,
    collection,
    metadataDigest: input.digest,
    royaltyBps: String(input.royaltyBps),
    supply: String(input.supply),
    currency: zeroAddress,
    unitPrice: input.unitPrice.toString(),
    startTime: '0',
    endTime: input.endsAt ? seconds(input.endsAt) : '0',
    maxFeeBps: String(deps.appCfg.fees.sellerBps),
    maxMintFee: mintFee.toString(),
    counter: counter.toString(),
    salt: randomSalt(),
  };
}

/**
 * "List without minting": the voucher signed in the wallet and recorded by the server, which lists its item at
 * once, unminted, at its final id; no transaction. The item's collection and token id.
 */
export async function listWithoutMinting(
  deps: TradeDeps,
  input: VoucherInput,
): Promise<{ contract: Address; tokenId: string }> {
  const voucher = await newVoucher(deps, input);
  const signature = await sign(deps, { account: deps.account, ...voucherTypedData(market(deps), voucher) });
  await lifecycleApi.createVoucher({ voucher, signature });
  return { contract: voucher.collection as Address, tokenId: voucherTokenId(input.digest).toString() };
}

/**
 * What buying `quantity` copies of the voucher costs on chain now (price × quantity + the buyer fee as it stands,
 * as the marketplace's split reckons it), or null when fewer copies can still be bought (sold, cancelled,
 * expired, counter moved): the checkout's last look before sending.
 */
export async function voucherTotal(
  deps: TradeDeps,
  voucher: VoucherMessage,
  quantity: number,
): Promise<bigint | null> {
  const [left, config] = await Promise.all([
    marketRead<bigint>(deps, 'voucherRemaining', [voucherFromJson(voucher)]),
    marketRead<readonly [Address, number, number, boolean]>(deps, 'config', []),
  ]);
  if (left < BigInt(quantity)) return null;
  const price = BigInt(voucher.unitPrice) * BigInt(quantity);
  return price + (price * BigInt(config[1])) / 10_000n;
}

/**
 * Buys `quantity` copies of a voucher: the first purchase mints the token to the buyer (the creator as minter),
 * later ones of an 1155 mint more of it. `maxTotal` is the total the checkout showed (the marketplace refuses to
 * charge more), `value` the exact total due now (voucherTotal; vouchers are paid in the native coin).
 */
export const buyVoucher = (
  deps: TradeDeps,
  signed: SignedVoucher,
  quantity: number,
  maxTotal: bigint,
  value: bigint,
) =>
  sendAndReport(deps, {
    address: deps.appCfg.addresses.marketplace,
    abi: marketAbi,
    functionName: 'buyVoucher',
    args: [voucherFromJson(signed.voucher), signed.signature, BigInt(quantity), maxTotal],
    value,
  });

/** Cancels the signed-in creator's voucher on chain (no copy of it can be bought after; the indexer unlists it). */
export const cancelVoucher = (deps: TradeDeps, voucher: VoucherMessage) =>
  sendAndReport(deps, {
    address: deps.appCfg.addresses.marketplace,
    abi: marketAbi,
    functionName: 'cancelVoucher',
    args: [voucherFromJson(voucher)],
  });
