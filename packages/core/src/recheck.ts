import type { ItemType } from './constants';
import { sameAddress } from './same-address';

export type HoldingRecheck =
  | { type: Extract<ItemType, 721>; recordedOwner: string; chainOwner: string }
  | { type: Extract<ItemType, 1155>; shownBalance: number; chainBalance: number };

/**
 * The re-check before sale, burn, cancel, buy, accept or transfer (spec 2 §4): 721 compares the on-chain
 * owner with the recorded one; 1155 takes the on-chain balance (and the server is told when it differs).
 * `stale` means: warn MSG.preflight.staleData and leave the page.
 */
export function recheckHolding(input: HoldingRecheck): {
  available: number;
  stale: boolean;
  updateServer: boolean;
} {
  if (input.type === 721) {
    const same = sameAddress(input.chainOwner, input.recordedOwner);
    return { available: same ? 1 : 0, stale: !same, updateServer: false };
  }
  const available = Math.max(0, input.chainBalance);
  return { available, stale: available === 0, updateServer: available !== input.shownBalance };
}
