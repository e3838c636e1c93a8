import { MSG, TIMING_MS } from '@agora/core';
import { useCallback, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { lifecycleApi } from '../../api/lifecycle';
import type { Address } from '../../api/types';
import { toast } from '../toast/toastStore';
import { useWalletAddress } from '../wallet/useWallet';
import { useWalletDeps } from '../wallet/WalletRuntime';
import { errorText, type TradeDeps } from './chain';
import { chainBalance } from './contracts';
import { canBegin, initSteps, type StepsState, stepsReducer } from './steps';

/** Trade dependencies for the signed-in account (null for a visitor). Use inside WithWagmi. */
export function useTradeDeps(): TradeDeps | null {
  const wallet = useWalletDeps();
  const account = useWalletAddress();
  return useMemo(() => (account ? { ...wallet, account } : null), [wallet, account]);
}

/** A modal's Follow Steps: the machine's state, and its steps run against async work. */
export interface StepsRunner<K extends string> {
  state: StepsState<K>;
  /** Begins `step` (when it may), awaits `work`, ends done — or tryagain with `failMessage` toasted. */
  run: (step: K, work: () => Promise<void>, failMessage: string) => Promise<boolean>;
  reset: () => void;
}

/**
 * The Follow Steps machine bound to async work: `run(step, work, failMessage)` begins the step, awaits the
 * work, and ends done — or tryagain with the failure toast, changing nothing else.
 */
export function useSteps<K extends string>(order: readonly K[]): StepsRunner<K> {
  const [state, dispatch] = useReducer(stepsReducer<K>, order, initSteps);
  const run = useCallback(
    async (current: StepsState<K>, step: K, work: () => Promise<void>, failMessage: string) => {
      if (!canBegin(current, step)) return false;
      dispatch({ type: 'begin', step });
      try {
        await work();
        dispatch({ type: 'succeed', step });
        return true;
      } catch (err) {
        dispatch({ type: 'fail', step });
        toast.error(errorText(err, failMessage));
        return false;
      }
    },
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return {
    state,
    run: (step: K, work: () => Promise<void>, failMessage: string) => run(state, step, work, failMessage),
    reset,
  };
}

/** The token whose holding is re-checked. */
export interface RecheckToken {
  type: 721 | 1155;
  contract: Address;
  tokenId: string;
}

/**
 * Pre-action re-check (spec 2 §4): `owner`'s balance of the token read from the chain, and the server told to
 * correct its copy; with nothing left the stale-data warning shows and the app goes home after 1 s.
 */
export function useRecheck() {
  const navigate = useNavigate();
  return useCallback(
    async (deps: TradeDeps, { type, contract, tokenId }: RecheckToken, owner: Address): Promise<boolean> => {
      const balance = await chainBalance(deps, { type, collection: contract, tokenId, owner });
      void lifecycleApi.recheck(contract, tokenId, owner).catch(() => undefined);
      if (balance > 0) return true;
      toast.warning(MSG.preflight.staleData);
      setTimeout(() => navigate('/'), TIMING_MS.staleDataRedirect);
      return false;
    },
    [navigate],
  );
}

/** Leaves for `to` after `ms` (the spec's redirects after a finished flow). */
export function useLeaveAfter() {
  const navigate = useNavigate();
  return useCallback((to: string, ms: number) => setTimeout(() => navigate(to), ms), [navigate]);
}
