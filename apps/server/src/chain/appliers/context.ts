import type { Deployment } from '@agora/chain';
import type { Listing } from './rows';
import type { WorkingSet } from './working-set';

/** What one applier sees: the batch's rows in memory and the decoded log's place. */
export interface ApplyContext {
  ws: WorkingSet;
  deployment: Deployment;
  blockNumber: number;
  at: Date;
  txHash: string;
  logKey: string;
  /** Symbol of a currency address ('BNB' for the zero address); the address itself when unknown. */
  symbolOf(address: string): string;
  /** Items whose sale rows must be recomputed once the batch's logs are applied. */
  dirty: Set<number>;
  /**
   * Transactions that traded through the marketplace (their transfers are not 'transfer'),
   * `filledKey(tx, listingId)` for each listing an OrderFilled filled (its own fill leaves it fillable on chain)
   * and `voidedKey(tx, listingId)` for each listing a transfer of the transaction voided.
   */
  trades: Set<string>;
  /** Copies each BidAccepted sold, by `txHash:bidHash`: the AuctionSettled after it counts them to its auction. */
  accepted: Map<string, number>;
}

/** The key `trades` holds for a listing filled by an OrderFilled in transaction `txHash`. */
export const filledKey = (txHash: string, listingId: number) => `${txHash}:listing:${listingId}`;
/** The key `trades` holds for a listing a transfer of transaction `txHash` voided. */
export const voidedKey = (txHash: string, listingId: number) => `${txHash}:void:${listingId}`;

/** Changes a listing row of the batch: its items' sale rows are recomputed at the end of the batch. */
export function setListing(c: ApplyContext, l: Listing, set: Partial<Listing>) {
  c.ws.setListing(l.id, { ...set, updatedAt: c.at });
  c.dirty.add(l.itemId);
}
