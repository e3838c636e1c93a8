import { z } from 'zod';
import { multiLineText, TEXT_MAX } from '../validation/text';
import { collectionOffer, tokenBid } from './bids';
import { address, addressParam, userSummary } from './common';
import { ownerSale } from './orders';
import { isoTime, itemType, uint, wei } from './scalars';

/** The token page (GET /items/:contract/:tokenId) and the token-page actions: re-check, unlockable, report. */

export const tokenOwner = z.object({
  user: userSummary,
  balance: z.number().int(),
  sale: ownerSale.nullable(),
});
export type TokenOwner = z.infer<typeof tokenOwner>;

export const historyEntry = z.object({
  action: z.string(),
  text: z.string(),
  from: userSummary.nullable(),
  to: userSummary.nullable(),
  price: wei.nullable(),
  currency: z.string().nullable(),
  quantity: z.number().int().nullable(),
  txHash: z.string().nullable(),
  createdAt: isoTime,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET /items/:contract/:tokenId — everything the token page shows, for the session's viewer. */
export const tokenDetail = z.object({
  token: z.object({
    contract: address,
    tokenId: z.string(),
    type: itemType,
    name: z.string(),
    description: z.string(),
    category: z.string().nullable(),
    media: z.string(),
    /** Compressed WebP picture: of the image, or the preview image (poster) of video and audio. */
    preview: z.string().nullable(),
    /** Gateway URL of the media on IPFS (/ipfs/{cid}), the fallback and 'View On IPFS'. */
    ipfsMedia: z.string().nullable(),
    metadataCid: z.string().nullable(),
    mediaKind: z.enum(['image', 'video', 'audio']),
    royaltyBps: z.number().int(),
    /** Editions minted and still in existence. */
    quantity: z.number().int(),
    supply: z.number().int(),
    likeCount: z.number().int(),
    liked: z.boolean(),
    hasUnlockable: z.boolean(),
    /** Whether the token belongs to Agora's own collections (burn is offered only there). */
    own: z.boolean(),
    /** Taken out of Agora's lists by an admin (issue 15): the page says so; the chain still trades it. */
    hidden: z.boolean(),
    /**
     * false for a voucher's item before its first purchase mints it (issue 30): its creator's owner row sells the
     * voucher (`sale.voucher`), which buyVoucher mints to the buyer. Absent once minted.
     */
    minted: z.literal(false).optional(),
    creator: userSummary,
  }),
  /** Current holders, sale rows first (cheapest first). */
  owners: z.array(tokenOwner),
  /** Open bids, highest first. */
  bids: z.array(tokenBid),
  /** The chain's clock when the page was read: auction times and the accept rule follow block time. */
  now: isoTime,
  highestBid: tokenBid.nullable(),
  myBid: tokenBid.nullable(),
  /** Open collection offers on the token's contract, highest first (any holder may accept one). */
  collectionOffers: z.array(collectionOffer),
  history: z.array(historyEntry),
});
export type TokenDetail = z.infer<typeof tokenDetail>;

/** POST /items/:contract/:tokenId/recheck {owner} — balance read from chain; the database corrected. */
export const recheckBody = z.object({ owner: addressParam });
export const recheckReply = z.object({ owner: address, balance: z.number().int(), corrected: z.boolean() });
export type RecheckReply = z.infer<typeof recheckReply>;

export const unlockableReply = z.object({ content: z.string() });

/** POST /reports {contract, tokenId, message} — once per user and item (409 after). */
export const reportBody = z.object({
  contract: addressParam,
  tokenId: uint,
  message: multiLineText(TEXT_MAX.report).trim().min(1),
});
export const reportReply = z.object({ message: z.string() });
