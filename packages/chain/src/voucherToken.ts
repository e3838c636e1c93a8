import type { Hex } from 'viem';

/**
 * The token id a voucher mints: the metadata digest itself, read as a number (AgoraERC721/AgoraERC1155 `mintFor`).
 * Known before the mint, so a voucher's item has its token page, card and search entry from the moment it is
 * signed, and a second voucher of the same metadata names the same id, which the collection mints only once.
 * Mint now (`mint`) keeps sequential ids from 1; a digest read as a number is far above any of them.
 */
export function voucherTokenId(metadataDigest: Hex): bigint {
  return BigInt(metadataDigest);
}
