import type { AgoraEvent } from '../contracts';
import type { ApplyContext } from './context';
import {
  applyAllListingsCancelled,
  applyBidAccepted,
  applyBidCancelled,
  applyBidNonce,
  applyListed,
  applyListingCancelled,
  applyPriceChanged,
  applySale,
} from './market';
import { applyMinted, applyTransfer721, applyTransferBatch, applyTransferSingle } from './tokens';

type Applier = (c: ApplyContext, e: AgoraEvent) => Promise<void>;

/** One applier per event of Agora's contracts; events not listed (fees, approvals, admin) change nothing here. */
const APPLIERS: Record<string, Applier> = {
  'erc721.Minted': applyMinted,
  'erc721.Transfer': applyTransfer721,
  'erc1155.Minted': applyMinted,
  'erc1155.TransferSingle': applyTransferSingle,
  'erc1155.TransferBatch': applyTransferBatch,
  'marketplace.Listed': applyListed,
  'marketplace.PriceChanged': applyPriceChanged,
  'marketplace.ListingCancelled': applyListingCancelled,
  'marketplace.AllListingsCancelled': applyAllListingsCancelled,
  'marketplace.Sale': applySale,
  'marketplace.BidAccepted': applyBidAccepted,
  'marketplace.BidCancelled': applyBidCancelled,
  'marketplace.BidNonceIncremented': applyBidNonce,
};

export function applierFor(e: AgoraEvent): Applier | undefined {
  return APPLIERS[`${e.source}.${e.eventName}`];
}
