import type { Address } from '@agora/core';
import { MSG } from '@agora/core';
import { type StepLabels, StepRow } from '../../components/StepRow';
import { ensureAllowance, ensureCollectionApproval } from '../../lib/chain/contracts';
import { canBegin } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import type { StepsRunner } from './useTrade';

/** Follow Steps rows bound to a modal's steps machine, and the Approve rows the trade modals share. */

/**
 * A Follow Steps row bound to the modal's steps: its button runs `work` as `step`, and is enabled only when
 * the step may begin (every step before it done, itself not running or done) and the modal's own check
 * (`ready`, e.g. the balance read and sufficient) allows it.
 */
export function FollowStep<K extends string>({
  steps,
  step,
  ready = true,
  work,
  failMessage,
  ...row
}: {
  steps: StepsRunner<K>;
  step: K;
  title: string;
  hint?: string;
  labels?: StepLabels;
  ready?: boolean;
  work: () => Promise<void>;
  failMessage: string;
}) {
  return (
    <StepRow
      {...row}
      // A step left out of the order (Approve for a coin payment) reads as not started.
      status={steps.state.status[step] ?? 'init'}
      enabled={ready && canBegin(steps.state, step)}
      onRun={() => steps.run(step, work, failMessage)}
    />
  );
}

/** A step whose button speaks as a transaction button: Start, In-Progress, Done, Try-Again. */
export const txStepLabels = (
  button: { start: string; done: string; try: string },
  processing: string,
): StepLabels => ({ init: button.start, processing, done: button.done, tryagain: button.try });

/** What an Approve step lets the marketplace take: the seller's tokens of a collection, or `amount` of an ERC-20. */
export type Approval = { collection: Address } | { currency: Address | null; amount: bigint };

/** Approves what `approval` names; spec 2 §8's 'Approve Successfully' follows an approval, not a coin payment. */
async function approve(deps: TradeDeps, approval: Approval): Promise<void> {
  if ('collection' in approval) await ensureCollectionApproval(deps, approval.collection);
  // A coin payment or bid has nothing to approve.
  else if (approval.currency) await ensureAllowance(deps, approval.currency, approval.amount);
  else return;
  toast.success(MSG.toast.approved);
}

/**
 * The trade modals' first step: Approve (a transaction only where the approval or allowance is missing); it
 * waits for the wallet session (`deps`).
 */
export function ApproveStep<K extends string>({
  steps,
  deps,
  approval,
  title,
  hint,
}: {
  steps: StepsRunner<K | 'approve'>;
  deps: TradeDeps | null;
  approval: Approval;
  title: string;
  hint?: string;
}) {
  return (
    <FollowStep
      steps={steps}
      step="approve"
      title={title}
      hint={hint}
      ready={!!deps}
      work={async () => {
        if (deps) await approve(deps, approval);
      }}
      failMessage={MSG.toast.approveFailed}
    />
  );
}
