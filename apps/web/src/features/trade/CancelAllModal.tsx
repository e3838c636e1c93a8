import { MSG } from '@agora/core';
import { useState } from 'react';
import { StaticDialog } from '../../components/StaticDialog';
import { cancelAllBids, cancelAllOrders } from '../../lib/chain/contracts';
import { txButtonEnabled, txButtonState } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { useSteps, useTradeDeps } from '../../lib/chain/useTrade';
import { toast } from '../toast/toastStore';
import { WithWagmi } from '../wallet/WalletRuntime';

export type CancelAllKind = 'listings' | 'bids';

const CALL = { listings: cancelAllOrders, bids: cancelAllBids } as const;

/**
 * Cancel all listings / Cancel all bids: one transaction bumps the signer's counter on chain, so every
 * order (or bid) signed before can never fill; the indexer voids them. Start, In-Progress, Done, Try-Again;
 * the transaction is reported (POST /tx) and the page's queries refetched by the trade deps.
 */
export function CancelAllModal({
  kind,
  deps,
  onClose,
}: {
  kind: CancelAllKind;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const text = MSG.cancelAll[kind];
  const steps = useSteps(['cancel'] as const);
  const button = txButtonState({ status: steps.state.status.cancel, touched: true, hasErrors: false });
  const run = () =>
    steps.run(
      'cancel',
      async () => {
        await CALL[kind](deps);
        toast.success(text.done);
        onClose();
      },
      MSG.toast.orderNotPlaced,
    );
  return (
    <StaticDialog open title={text.open} onClose={button === 'processing' ? undefined : onClose}>
      <p className="mb-4 text-sm">{text.explain}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!txButtonEnabled(button)}
          onClick={run}
        >
          {MSG.cancelAll.button[button as 'start']}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {MSG.cancelAll.cancel}
        </button>
      </div>
    </StaticDialog>
  );
}

function WithDeps({ kind, onClose }: { kind: CancelAllKind; onClose: () => void }) {
  const deps = useTradeDeps();
  return deps ? <CancelAllModal kind={kind} deps={deps} onClose={onClose} /> : null;
}

/** The own profile's "Cancel all listings" and "Cancel all bids" buttons, each opening its modal. */
export function CancelAllActions() {
  const [open, setOpen] = useState<CancelAllKind | null>(null);
  return (
    <>
      {(['listings', 'bids'] as const).map((kind) => (
        <button key={kind} type="button" className="btn-ghost" onClick={() => setOpen(kind)}>
          {MSG.cancelAll[kind].open}
        </button>
      ))}
      {open && (
        <WithWagmi reconnect>
          <WithDeps kind={open} onClose={() => setOpen(null)} />
        </WithWagmi>
      )}
    </>
  );
}
