import { MSG } from '../messages';

export interface PreflightInput {
  connected: boolean;
  /** Whether the wallet is on the configured network. */
  rightNetwork: boolean;
  networkName: string;
  /** Native balance, wei. */
  balance: bigint;
}

/** Checks before a transaction modal opens (spec 2 §5): wallet, network, a non-zero balance. */
export function preflightError(input: PreflightInput): string | null {
  if (!input.connected) return MSG.preflight.connect;
  if (!input.rightNetwork) return MSG.preflight.wrongNetwork(input.networkName);
  if (input.balance <= 0n) return MSG.preflight.insufficientBalance;
  return null;
}
