import {
  NET_AMOUNT_TOKEN_DECIMALS,
  PLATFORM_TOKEN,
  PRICE_DECIMALS,
  PRICE_MAX_CHARS,
  TOKEN_DECIMALS,
} from './constants';
import {
  decimalPlaces,
  formatUnits,
  InvalidAmountError,
  isDecimalText,
  parseUnits,
  truncateText,
} from './decimal';

/**
 * Money in wei (bigint), never floating point. Fees are spec 2 §9's scaled integers: value / 1e18 = percent,
 * so fee(amount) = amount × value / 1e20. The chain speaks basis points (1 bps = 1e16 scaled); royalties are
 * basis points too (ERC-2981). Every share is rounded down, so the parts never exceed what was paid.
 */
export type ScaledFee = bigint;

export const FEE_SCALE = 10n ** 18n;
const PERCENT_OF = 100n * FEE_SCALE;
const BPS_TO_SCALED = 10n ** 16n;
const BPS_BASE = 10_000n;

/**
 * A price or bid as typed → wei, under the input rules of spec 2 §2/§9: digits and one decimal point, at most
 * 15 characters, at most 4 decimals. Throws InvalidAmountError otherwise (the API side of the keystroke filter).
 */
export function parsePrice(text: string): bigint {
  const s = text.trim();
  if (s.length > PRICE_MAX_CHARS)
    throw new InvalidAmountError(`More than ${PRICE_MAX_CHARS} characters: "${text}"`);
  if (isDecimalText(s) && decimalPlaces(s) > PRICE_DECIMALS)
    throw new InvalidAmountError(`More than ${PRICE_DECIMALS} decimals: "${text}"`);
  return parseUnits(s, TOKEN_DECIMALS);
}

/** Wei → the shortest price text ("1.5"); parsePrice reads it back for every price of the input rules. */
export function formatPrice(wei: bigint): string {
  return formatUnits(wei, TOKEN_DECIMALS);
}

/** fee(amount) = amount × scaled / 1e20, rounded down. */
export function feeOf(amount: bigint, fee: ScaledFee): bigint {
  return (amount * fee) / PERCENT_OF;
}

/** "2.5" (percent) → 2.5e18. */
export function percentToScaled(percent: string): ScaledFee {
  return parseUnits(percent, 18);
}

/** 2.5e18 → "2.5" (percent, for display). */
export function scaledToPercent(fee: ScaledFee): string {
  return formatUnits(fee, 18);
}

/** Scaled fee → basis points for the chain, rounded down (the chain cannot hold finer fees). */
export function scaledToBps(fee: ScaledFee): bigint {
  return fee / BPS_TO_SCALED;
}

export function bpsToScaled(bps: bigint | number): ScaledFee {
  return BigInt(bps) * BPS_TO_SCALED;
}

/** A royalty percent text with at most 2 decimals ("2.5") → basis points (250n). */
export function percentToBps(percent: string): bigint {
  return parseUnits(percent, 2);
}

export function bpsToPercent(bps: bigint | number): string {
  return formatUnits(BigInt(bps), 2);
}

export function royaltyOf(amount: bigint, royaltyBps: bigint): bigint {
  return (amount * royaltyBps) / BPS_BASE;
}

export interface Settlement {
  /** unit price × quantity */
  subtotal: bigint;
  /** added on top of the subtotal */
  buyerFee: bigint;
  /** "You will pay" */
  buyerPays: bigint;
  /** taken from the subtotal */
  sellerFee: bigint;
  /** taken from the subtotal, paid to the creator */
  royalty: bigint;
  /** "You will receive" / "You will get" */
  sellerReceives: bigint;
  /** buyer fee + seller fee */
  platformReceives: bigint;
}

export interface SettlementInput {
  unitPrice: bigint;
  quantity?: bigint | number;
  buyerFee: ScaledFee;
  sellerFee: ScaledFee;
  /** 0 when the seller is the creator (the royalty would come back to them). */
  royaltyBps?: bigint;
}

export class InvalidSettlementError extends Error {
  override name = 'InvalidSettlementError';
}

/** Who pays and gets what for one sale: buyerPays = sellerReceives + royalty + platformReceives. */
export function settle(input: SettlementInput): Settlement {
  const quantity = BigInt(input.quantity ?? 1n);
  const royaltyBps = input.royaltyBps ?? 0n;
  if (input.unitPrice < 0n || quantity < 0n || input.buyerFee < 0n || input.sellerFee < 0n || royaltyBps < 0n)
    throw new InvalidSettlementError('Amounts, fees and royalty must not be negative');
  const subtotal = input.unitPrice * quantity;
  const buyerFee = feeOf(subtotal, input.buyerFee);
  const sellerFee = feeOf(subtotal, input.sellerFee);
  const royalty = royaltyOf(subtotal, royaltyBps);
  if (sellerFee + royalty > subtotal)
    throw new InvalidSettlementError('Seller fee and royalty exceed the price');
  return {
    subtotal,
    buyerFee,
    buyerPays: subtotal + buyerFee,
    sellerFee,
    royalty,
    sellerReceives: subtotal - sellerFee - royalty,
    platformReceives: buyerFee + sellerFee,
  };
}

/** "You will pay": price × quantity plus the buyer fee on top. */
export function youWillPay(unitPrice: bigint, quantity: bigint | number, buyerFee: ScaledFee): bigint {
  return settle({ unitPrice, quantity, buyerFee, sellerFee: 0n }).buyerPays;
}

/** "You will receive": price × quantity less the seller fee and the royalty. */
export function youWillReceive(
  unitPrice: bigint,
  quantity: bigint | number,
  sellerFee: ScaledFee,
  royaltyBps = 0n,
): bigint {
  return settle({ unitPrice, quantity, buyerFee: 0n, sellerFee, royaltyBps }).sellerReceives;
}

/** Net amounts show 2 decimals for the platform token and 4 for other currencies (spec 2 §9), cut. */
export function formatNetAmount(wei: bigint, symbol: string | null | undefined): string {
  const keep = symbol === PLATFORM_TOKEN ? NET_AMOUNT_TOKEN_DECIMALS : PRICE_DECIMALS;
  return truncateText(formatUnits(wei, TOKEN_DECIMALS), keep);
}
