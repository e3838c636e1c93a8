import { MSG } from '@agora/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { StaticDialog } from '../../components/StaticDialog';
import { txButtonEnabled, txButtonState } from '../../lib/chain/steps';
import { useSteps } from './useTrade';

/**
 * A one-transaction confirmation (Cancel Order, Cancel all listings / bids): the question, then Start,
 * In-Progress, Done, Try-Again beside Cancel. The dialog cannot be closed while the transaction runs.
 */
export function ConfirmTxDialog({
  title,
  children,
  labels,
  cancelLabel,
  before,
  work,
  onClose,
}: {
  title: string;
  /** The question asked. */
  children: ReactNode;
  labels: Record<'start' | 'processing' | 'done' | 'try', string>;
  cancelLabel: string;
  /** The check before the transaction (the pre-action re-check); false stops there. */
  before?: () => Promise<boolean>;
  work: () => Promise<void>;
  onClose: () => void;
}) {
  const steps = useSteps(['confirm'] as const);
  const button = txButtonState({ status: steps.state.status.confirm, touched: true, hasErrors: false });
  const run = async () => {
    if (before && !(await before())) return;
    await steps.run('confirm', work, MSG.toast.orderNotPlaced);
  };
  return (
    <StaticDialog open title={title} onClose={button === 'processing' ? undefined : onClose}>
      <p className="mb-4 text-sm">{children}</p>
      <DialogActions
        // Never 'init' or 'error': there is no form.
        action={{ label: labels[button as 'start'], disabled: !txButtonEnabled(button), onClick: run }}
        cancel={{ label: cancelLabel, onClick: onClose }}
      />
    </StaticDialog>
  );
}
