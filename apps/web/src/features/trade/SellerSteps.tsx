import type { Address } from '@agora/core';
import { MSG } from '@agora/core';
import { useState } from 'react';
import { StaticDialog } from '../../components/StaticDialog';
import type { StepStatus } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { ApproveStep, FollowStep, txStepLabels } from './FollowStep';
import { type RecheckToken, type StepsRunner, useRecheck, useSteps } from './useTrade';

/**
 * A seller's flow (Put On Sale, Accept Bid): the form, then — once the holding is re-checked on chain — Follow
 * Steps 1 Approve the marketplace for the collection, 2 the action (`step`).
 */
export interface SellerFlow<K extends string> {
  /** The action step, after Approve. */
  step: K;
  steps: StepsRunner<K | 'approve'>;
  deps: TradeDeps;
  collection: Address;
  /** The action step's status; 'init' while the form shows. */
  status: StepStatus;
  showSteps: boolean;
  /** Re-checks the seller's holding (spec 2 §4), then shows Follow Steps; the stale-data stop otherwise. */
  begin: () => Promise<void>;
}

export function useSellerFlow<K extends string>(
  deps: TradeDeps,
  token: RecheckToken,
  step: K,
): SellerFlow<K> {
  const [showSteps, setShowSteps] = useState(false);
  const steps = useSteps<K | 'approve'>(['approve', step]);
  const recheck = useRecheck();
  return {
    step,
    steps,
    deps,
    collection: token.contract,
    status: showSteps ? steps.state.status[step] : 'init',
    showSteps,
    begin: async () => {
      if (await recheck(deps, token, deps.account)) setShowSteps(true);
    },
  };
}

/** What a seller's action step does: its title, its transaction button's words, its work and failure toast. */
export interface SellerAction {
  title: string;
  button: { start: string; done: string; try: string };
  processing: string;
  ready: boolean;
  work: () => Promise<void>;
  failMessage: string;
}

/** The Follow Steps dialog of a seller's flow. `onClose` undefined keeps it open (while the listing is signed). */
export function SellerStepsDialog<K extends string>({
  flow: { step, steps, deps, collection },
  approve,
  action: { button, processing, ...action },
  onClose,
}: {
  flow: SellerFlow<K>;
  approve: { title: string; hint?: string };
  action: SellerAction;
  onClose: (() => void) | undefined;
}) {
  return (
    <StaticDialog open title={MSG.sale.followSteps} onClose={onClose}>
      <ApproveStep steps={steps} deps={deps} approval={{ collection }} {...approve} />
      <FollowStep steps={steps} step={step} labels={txStepLabels(button, processing)} {...action} />
    </StaticDialog>
  );
}
