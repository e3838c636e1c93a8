import type { Address } from '@agora/core';
import { MSG, TIMING_MS } from '@agora/core';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { lifecycleApi } from '../../api/lifecycle';
import { chainBalance } from '../../lib/chain/contracts';
import { canBegin, initSteps, type StepsAction, type StepsState, stepsReducer } from '../../lib/chain/steps';
import { errorText, type TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';

/** A modal's Follow Steps: the machine's state, and its steps run against async work. */
export interface StepsRunner<K extends string> {
  state: StepsState<K>;
  /** Begins `step` (when it may), awaits `work`, ends done — or tryagain with `failMessage` toasted. */
  run: (step: K, work: () => Promise<void>, failMessage: string) => Promise<boolean>;
  reset: () => void;
}

/**
 * The Follow Steps machine bound to async work: `run(step, work, failMessage)` begins the step, awaits the
 * work, and ends done — or tryagain with the failure toast, changing nothing else. The machine's state is kept
 * in a ref as well as rendered: two presses before React renders again (a double click, a slow phone) see the
 * step already processing, so the work — a purchase, a bid — runs once.
 */
export function useSteps<K extends string>(order: readonly K[]): StepsRunner<K> {
  const [state, setState] = useState(() => initSteps(order));
  const live = useRef(state);
  const send = useCallback((action: StepsAction<K>) => {
    live.current = stepsReducer(live.current, action);
    setState(live.current);
  }, []);
  const run = useCallback(
    async (step: K, work: () => Promise<void>, failMessage: string) => {
      if (!canBegin(live.current, step)) return false;
      send({ type: 'begin', step });
      try {
        await work();
        send({ type: 'succeed', step });
        return true;
      } catch (err) {
        send({ type: 'fail', step });
        toast.error(errorText(err, failMessage));
        return false;
      }
    },
    [send],
  );
  const reset = useCallback(() => send({ type: 'reset' }), [send]);
  return { state, run, reset };
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
      // The server corrects its record in the background; a failure is said, not swallowed (spec 2 §7).
      void lifecycleApi
        .recheck(contract, tokenId, owner)
        .catch(() => toast.error(MSG.toast.balanceUpdateFailed));
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
