import type { Address } from '@agora/core';
import { MSG } from '@agora/core';
import { StaticDialog } from '../../components/StaticDialog';
import type { TradeDeps } from '../../lib/chain/tx';
import { ApproveStep, FollowStep, txStepLabels } from './FollowStep';
import type { StepsRunner } from './useTrade';

/** What a seller's second step does: its title, its transaction button's words, its work and failure toast. */
export interface SellerAction<K extends string> {
  step: K;
  title: string;
  button: { start: string; done: string; try: string };
  processing: string;
  ready: boolean;
  work: () => Promise<void>;
  failMessage: string;
}

/**
 * The Follow Steps of a seller's flow (Put On Sale, Accept Bid): 1 Approve the marketplace for the collection,
 * 2 the action. `onClose` undefined keeps the dialog open (while the listing is being signed).
 */
export function SellerStepsDialog<K extends string>({
  steps,
  deps,
  collection,
  approve,
  action: { button, processing, ...action },
  onClose,
}: {
  steps: StepsRunner<K | 'approve'>;
  deps: TradeDeps | null;
  collection: Address;
  approve: { title: string; hint?: string };
  action: SellerAction<K>;
  onClose: (() => void) | undefined;
}) {
  return (
    <StaticDialog open title={MSG.sale.followSteps} onClose={onClose}>
      <ApproveStep steps={steps} deps={deps} approval={{ collection }} {...approve} />
      <FollowStep steps={steps} labels={txStepLabels(button, processing)} {...action} />
    </StaticDialog>
  );
}
