import type { Deployment } from '@agora/chain';
import type { Journal, Tx } from '../journal';
import type { UsdPrices } from './sale-rows';

/** What one applier sees: the block transaction, the undo journal and the decoded log's place. */
export interface ApplyContext {
  tx: Tx;
  j: Journal;
  deployment: Deployment;
  at: Date;
  txHash: string;
  logKey: string;
  /** Symbol of a currency address ('BNB' for the zero address); the address itself when unknown. */
  symbolOf(address: string): string;
  usd: UsdPrices;
  /** Items whose sale rows must be recomputed once the block's logs are applied. */
  dirty: Set<number>;
  /**
   * Transactions of this block that traded through the marketplace (their transfers are not 'transfer'), and
   * `filledKey(tx, listingId)` for each listing a Sale filled (its own fill leaves it active on chain).
   */
  trades: Set<string>;
}

/** The key `trades` holds for a listing filled by a Sale in transaction `txHash`. */
export const filledKey = (txHash: string, listingId: number) => `${txHash}:listing:${listingId}`;
