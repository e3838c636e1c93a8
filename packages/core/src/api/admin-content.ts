import { z } from 'zod';
import { ADMIN_CONTENT_MSG as M } from '../messages/admin-content';
import { singleLineText, TEXT_MAX } from '../validation/text';
import type { faqBody, promotionBody, socialLinksBody } from './admin';
import { address } from './common';
import type { socialLinks } from './content';

/** The admin area's categories, currencies and fees (issue 15). */

/** GET /admin/categories (every category, Film included), POST, PUT /admin/categories/:id, DELETE. */
export const adminCategory = z.object({ id: z.number().int(), name: z.string(), position: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategory>;
export const categoryBody = z.object({
  name: singleLineText(TEXT_MAX.category).trim().min(1, M.categoryNameRequired),
  position: z.number().int().min(0).max(100_000).default(0),
});

const symbol = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,12}$/, M.symbolInvalid)
  .transform((s) => s.toUpperCase());
/** A non-negative dollar amount as text (kept as the table stores it). */
const usdPrice = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,18})?$/, M.usdInvalid);

/**
 * GET /admin/currencies: every currency row, with whether the marketplace allows it on chain as indexed from
 * its CurrencyAllowed logs (null for the native coin and the platform currencies, which are always allowed).
 */
export const adminCurrency = z.object({
  symbol: z.string(),
  name: z.string(),
  address: address.nullable(),
  decimals: z.number().int(),
  usdPrice: z.string(),
  allowedOnChain: z.boolean().nullable(),
});
export type AdminCurrency = z.infer<typeof adminCurrency>;
/**
 * POST /admin/currencies — an ERC-20 and its USD price. It is offered to users only once the indexer has read
 * the marketplace's CurrencyAllowed(address, true) log.
 */
export const currencyBody = z.object({
  address: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, M.addressInvalid)
    .transform((a) => a.toLowerCase() as `0x${string}`),
  symbol,
  name: singleLineText(40).trim().min(1, M.currencyName),
  decimals: z.number().int().min(0).max(36),
  usdPrice,
});
/** PUT /admin/currencies/:symbol — the USD price source and name of a currency. */
export const currencyUpdate = z.object({ name: currencyBody.shape.name, usdPrice });
export const symbolParam = z.object({ symbol });

const fees = z.object({ buyerFeeBps: z.number().int(), sellerFeeBps: z.number().int() });
/**
 * GET /admin/fees: the marketplace's fees as its `config()` answers now (null when the chain does not answer),
 * the last FeesChanged the indexer applied, the owner who may change them and the contract's maximum.
 */
export const feesReply = z.object({
  marketplace: address.nullable(),
  owner: address.nullable(),
  maxFeeBps: z.number().int(),
  onChain: fees.nullable(),
  indexed: fees.nullable(),
});
export type FeesReply = z.infer<typeof feesReply>;

/**
 * POST /admin/chain-receipts {txHash} — the admin's owner-wallet transaction (setFees / setCurrency), read back
 * from the chain and written to the audit log with the events it emitted.
 */
export const chainReceiptBody = z.object({
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, M.txHashInvalid),
});
export const chainReceiptReply = z.object({ actions: z.array(z.string()) });

/** What the admin area's forms send (the bodies before their defaults). */
export type CategoryInput = z.input<typeof categoryBody>;
export type CurrencyInput = z.input<typeof currencyBody>;
export type FaqInput = z.input<typeof faqBody>;
export type PromotionInput = z.input<typeof promotionBody>;
export type SocialLinksInput = z.input<typeof socialLinksBody>;
export type SocialLinkMap = z.infer<typeof socialLinks>;
