/** Lazy minting (issue 30): what POST /vouchers answers. */
export const VOUCHER_MSG = {
  listed: 'Your item is on sale. It will be minted when someone buys it.',
  notFound: 'Voucher not found',
  /**
   * A CID mints once per collection: a voucher's by the chain (its token id is the digest: AlreadyMinted), a mint
   * now's by the server.
   */
  alreadyMinted: 'This metadata has already been minted or listed without minting',
  notAgora: 'Only Agora collections can list without minting',
  nativeOnly: 'Listing without minting is priced in the native coin',
  supplyOne: 'A single edition has a supply of 1',
  supplyZero: 'The supply must be at least 1',
  royaltyTooHigh: 'The royalty is at most 20%',
  mintFeeAboveSigned: 'The mint fee is above the one the voucher was signed for. Please sign it again.',
  priceBelowMintFee: 'The price after the service fee must cover the mint fee',
  notMinted: 'This item is not minted yet: only its creator’s listing sells it',
  cancelOnChain: 'A listing without minting is cancelled on chain: use Cancel listing',
} as const;
