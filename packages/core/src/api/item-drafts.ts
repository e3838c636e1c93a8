import { z } from 'zod';
import { multiLineText, singleLineText, TEXT_MAX } from '../validation/text';
import { saleType } from './items';
import { hex32, isoTime, itemType, wei } from './scalars';

/** Creating an item (spec 2): metadata upload, the server's pre-validation and the pre-mint draft. */

/**
 * POST /media/metadata (multipart: file, poster — the preview image, required with video and audio — name,
 * description, properties as JSON text) → the CIDs.
 */
export const metadataUploadReply = z.object({
  mediaCid: z.string(),
  /** The preview image of video and audio (the metadata's `image`; the media is `animation_url`). */
  posterCid: z.string().nullable(),
  metadataCid: z.string(),
  /** sha2-256 digest of the raw-codec CIDv1 metadata JSON, what the collections' mint() takes. */
  metadataDigest: hex32,
  tokenUri: z.string(),
  /** Local copies for fast display (null when only IPFS holds the media). */
  media: z.string().nullable(),
  /** Compressed WebP of the picture: the image itself, or the preview image of video and audio. */
  preview: z.string().nullable(),
  mediaKind: z.enum(['image', 'video', 'audio']),
});
export type MetadataUploadReply = z.infer<typeof metadataUploadReply>;

/** The sale chosen on the create form, kept with the draft (applied after the mint by the web's steps). */
export const draftSale = z.object({
  // A Dutch listing is put on sale from the token page only (its start is the signing time).
  saleType: saleType.exclude(['DecliningPrice']),
  /** Currency symbol from config.currencies. */
  currency: singleLineText(20).min(1),
  price: wei.nullable(),
  minimumBid: wei.nullable(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
});
export type DraftSale = z.infer<typeof draftSale>;

/** POST /items/validation: the spec's server pre-validation; 400 {message, errors} or 200 {ok: true}. */
export const itemValidationBody = z.object({
  type: itemType,
  name: singleLineText(TEXT_MAX.itemName),
  royalties: singleLineText(10),
  category: singleLineText(TEXT_MAX.category),
  saleType: saleType.exclude(['DecliningPrice']).nullable(),
  price: singleLineText(20).nullable(),
});
export const itemValidationReply = z.object({ ok: z.literal(true) });

/** POST /items/drafts: the off-chain part of a new item, matched to the mint log by metadataCid + creator. */
export const itemDraftBody = z.object({
  type: itemType,
  metadataCid: singleLineText(120).min(1),
  name: singleLineText(TEXT_MAX.itemName).min(1),
  description: multiLineText(TEXT_MAX.description),
  category: singleLineText(TEXT_MAX.category).min(1),
  collectionId: z.number().int().positive().nullable(),
  properties: z.record(singleLineText(TEXT_MAX.propertyKey), singleLineText(TEXT_MAX.propertyValue)),
  unlockable: multiLineText(TEXT_MAX.lockedContent).nullable(),
  royaltyBps: z.number().int().min(0).max(2000),
  quantity: z.number().int().min(1).max(999),
  sale: draftSale.nullable(),
});
export type ItemDraftBody = z.infer<typeof itemDraftBody>;
export const itemDraftReply = z.object({ id: z.string() });
