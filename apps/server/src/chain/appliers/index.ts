import type { Deployment } from '@agora/chain';
import type { AgoraEvent } from '../contracts';
import { lower } from '../log-values';
import type { ApplyContext } from './context';
import { emptyWanted, type Wanted } from './loaded-rows';
import {
  applyAuctionSettled,
  applyBidAccepted,
  applyBidCounter,
  applyListingCounter,
  applyOrderCancelled,
  applyOrderFilled,
  applyVoucherFilled,
} from './market';
import { tokenKey } from './rows';
import { applyCurrencyAllowed, applyFeesChanged, applyPausedChanged } from './settings';
import {
  applyMinted,
  applyTransfer721,
  applyTransferBatch,
  applyTransferSingle,
  metadataCidOf,
} from './tokens';
import { applyApprovalForAll, approvalOf } from './validity';

type Applier = (c: ApplyContext, e: AgoraEvent) => Promise<void>;

/**
 * One applier per event of Agora's contracts; events not listed (single-token approvals, fee recipient) change
 * nothing here. A pause keeps every order listed (a short emergency stop): its applier only records the flag the
 * app reads to disable fills (GET /market/status).
 */
const APPLIERS: Record<string, Applier> = {
  'erc721.ApprovalForAll': applyApprovalForAll,
  'erc1155.ApprovalForAll': applyApprovalForAll,
  'erc721.Minted': applyMinted,
  'erc721.Transfer': applyTransfer721,
  'erc1155.Minted': applyMinted,
  'erc1155.TransferSingle': applyTransferSingle,
  'erc1155.TransferBatch': applyTransferBatch,
  'marketplace.OrderFilled': applyOrderFilled,
  'marketplace.VoucherFilled': applyVoucherFilled,
  'marketplace.BidAccepted': applyBidAccepted,
  'marketplace.AuctionSettled': applyAuctionSettled,
  'marketplace.OrderCancelled': applyOrderCancelled,
  'marketplace.ListingCounterIncremented': applyListingCounter,
  'marketplace.BidCounterIncremented': applyBidCounter,
  'marketplace.FeesChanged': applyFeesChanged,
  'marketplace.CurrencyAllowed': applyCurrencyAllowed,
  'marketplace.PausedChanged': applyPausedChanged,
};

export function applierFor(e: AgoraEvent): Applier | undefined {
  return APPLIERS[`${e.source}.${e.eventName}`];
}

/** The rows the appliers of these events will read, so that the working set loads each table once. */
export function wantedRows(d: Deployment, events: AgoraEvent[]): Wanted {
  const w = emptyWanted();
  const token = (contract: string, tokenId: unknown, creatable: boolean) => {
    const ref = { contract: contract.toLowerCase(), tokenId: String(tokenId) };
    const k = tokenKey(ref.contract, ref.tokenId);
    w.tokens.set(k, ref);
    if (creatable) w.creatable.add(k);
  };
  for (const e of events) {
    const name = `${e.source}.${e.eventName}`;
    // An approval names no token: the seller's live orders on the contract (for the marketplace only).
    if (e.eventName === 'ApprovalForAll') {
      const approval = approvalOf(d, e);
      if (approval) {
        const sellers = w.sellersOn.get(approval.contract) ?? new Set<string>();
        sellers.add(approval.seller);
        w.sellersOn.set(approval.contract, sellers);
      }
      continue;
    }
    if (e.source !== 'marketplace' && applierFor(e)) {
      if (e.eventName === 'Minted') w.draftCids.add(metadataCidOf(e));
      const ids = e.eventName === 'TransferBatch' ? (e.args.ids as bigint[]) : [e.args.tokenId ?? e.args.id];
      for (const id of ids) token(d[e.source], id, true);
    } else if (name === 'marketplace.OrderFilled') {
      token(lower(e.args.collection), e.args.tokenId, false);
      w.orderHashes.add(lower(e.args.orderHash));
    } else if (name === 'marketplace.VoucherFilled') {
      token(lower(e.args.collection), e.args.tokenId, false);
      w.orderHashes.add(lower(e.args.voucherHash));
    } else if (name === 'marketplace.BidAccepted') {
      token(lower(e.args.collection), e.args.tokenId, false);
      w.bidHashes.add(lower(e.args.bidHash));
    } else if (name === 'marketplace.AuctionSettled') {
      w.orderHashes.add(lower(e.args.orderHash));
    } else if (name === 'marketplace.OrderCancelled') {
      // One hash names a listing, an auction or a bid: all three are looked for.
      w.orderHashes.add(lower(e.args.orderHash));
      w.bidHashes.add(lower(e.args.orderHash));
    }
  }
  return w;
}
