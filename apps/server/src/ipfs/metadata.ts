import type { MediaKind } from '@agora/core';

/** The OpenSea metadata standard: https://docs.opensea.io/docs/metadata-standards */
export interface OpenSeaMetadata {
  name: string;
  description: string;
  image: string;
  animation_url?: string;
  external_url?: string;
  attributes: { trait_type: string; value: string }[];
}

export interface MetadataInput {
  name: string;
  description: string;
  mediaCid: string;
  mediaKind: MediaKind;
  /** The preview image of video and audio (the creator's poster); images are their own picture. */
  posterCid?: string;
  /** Properties of the create form, key → value. */
  properties: Record<string, string>;
  /** Link to the item's page on the site, when the public URL is known. */
  externalUrl?: string;
}

/**
 * Video and audio go to `animation_url` (wallets and marketplaces play them) and their preview image to
 * `image`, so that clients without a player draw a picture rather than a broken MP4; an image is `image`.
 */
export function buildMetadata(m: MetadataInput): OpenSeaMetadata {
  const uri = `ipfs://${m.mediaCid}`;
  return {
    name: m.name,
    description: m.description,
    image: m.posterCid ? `ipfs://${m.posterCid}` : uri,
    ...(m.mediaKind === 'image' ? {} : { animation_url: uri }),
    ...(m.externalUrl ? { external_url: m.externalUrl } : {}),
    attributes: Object.entries(m.properties).map(([trait_type, value]) => ({ trait_type, value })),
  };
}
