import { MSG } from '@agora/core';
import { useState } from 'react';
import { cancelAllBids, cancelAllOrders } from '../../lib/chain/contracts';
import type { TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { WithWagmi } from '../wallet/WithWagmi';
import { ConfirmTxDialog } from './ConfirmTxDialog';
import { useTradeDeps } from './useTradeDeps';

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
  const work = async () => {
    await CALL[kind](deps);
    toast.success(text.done);
    onClose();
  };
  return (
    <ConfirmTxDialog
      title={text.open}
      labels={MSG.cancelAll.button}
      cancelLabel={MSG.cancelAll.cancel}
      work={work}
      onClose={onClose}
    >
      {text.explain}
    </ConfirmTxDialog>
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
