import type { Address } from '@agora/core';
import { MSG } from '@agora/core';
import type { ReactNode } from 'react';
import { StaticDialog } from '../../components/StaticDialog';
import { isBusy } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { ApproveStep, FollowStep } from './FollowStep';
import type { StepsRunner } from './useTrade';

export type PurchaseStep = 'approve' | 'purchase';

/** Approve only for token payments: the coin is sent with the purchase. */
export const purchaseOrder = (currency: Address | null): readonly PurchaseStep[] =>
  currency ? ['approve', 'purchase'] : ['purchase'];

/**
 * The purchase Follow Steps of Checkout and of the cart's sweep: Approve (the ERC-20 allowance for the payment,
 * token payments only) → Purchase, with `children` between them. It cannot be closed while a step runs.
 */
export function PurchaseSteps({
  steps,
  deps,
  payment,
  text,
  ready = true,
  purchase,
  onClose,
  children,
}: {
  steps: StepsRunner<PurchaseStep>;
  deps: TradeDeps | null;
  /** What the buyer pays in all, in the ERC-20 `currency` (null: the coin). */
  payment: { currency: Address | null; amount: bigint };
  text: { approve: string; purchaseTitle: string; purchase: string };
  /** The purchase's own check (e.g. the balance read and sufficient). */
  ready?: boolean;
  purchase: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <StaticDialog open title={MSG.sale.followSteps} onClose={isBusy(steps.state) ? undefined : onClose}>
      {payment.currency && <ApproveStep steps={steps} deps={deps} approval={payment} title={text.approve} />}
      {children}
      <FollowStep
        steps={steps}
        step="purchase"
        title={text.purchaseTitle}
        hint={text.purchase}
        ready={ready}
        labels={{ ...MSG.checkout.stepLabels, init: text.purchaseTitle }}
        work={purchase}
        failMessage={MSG.toast.orderNotPlaced}
      />
    </StaticDialog>
  );
}
