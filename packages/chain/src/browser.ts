// What a browser may import: ABIs, EIP-712 types and CID helpers, without the Node-only deployment code.
export * from './abi/generated';
export { digestFromCid, ipfsUriFromDigest, rawCidFromDigest } from './cid';
export type { Deployment } from './deployment';
export { ANVIL_MNEMONIC, LOCAL_CHAIN_ID } from './devChain';
export { type PriceTerms, unitPriceAt } from './dutch';
export {
  type Bid,
  type BidJson,
  bidFromJson,
  bidTypedData,
  bidTypes,
  MAX_ROYALTY_BPS,
  type Market,
  marketplaceDomain,
  type Order,
  type OrderJson,
  orderFromJson,
  orderTypedData,
  orderTypes,
  SALE_TYPE,
  type SaleType,
  type Voucher,
  type VoucherJson,
  voucherFromJson,
  voucherTypedData,
  voucherTypes,
} from './eip712';
export { MAX_SWEEP } from './limits';
export { tokenProof, tokenRoot } from './tokenTree';
export { voucherTokenId } from './voucherToken';
