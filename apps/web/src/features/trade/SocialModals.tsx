import { MSG, TEXT_MAX, TIMING_MS, type TokenBid, type TokenDetail, validateReport } from '@agora/core';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { lifecycleApi } from '../../api/lifecycle';
import { StaticDialog } from '../../components/StaticDialog';
import { cancelBidOnChain } from '../../lib/chain/contracts';
import { errorText, refreshAll, type TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { useLeaveAfter } from './useTrade';

/** Report This Profile?: a message, once per user and item. */
export function ReportModal({ detail, onClose }: { detail: TokenDetail; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const errors = validateReport({ message });
    setError(errors.message);
    if (errors.message) return;
    setBusy(true);
    try {
      await lifecycleApi.report(detail.token.contract, detail.token.tokenId, message);
      toast.success(MSG.toast.reported);
      onClose();
    } catch (err) {
      // The spec shows the failure as a success-coloured toast.
      toast.success(err instanceof ApiError && err.status === 409 ? err.message : MSG.toast.reportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StaticDialog open title={MSG.report.title} onClose={onClose}>
      <label className="block text-sm font-medium">
        {MSG.report.message}
        <textarea
          className="input mt-1 h-28"
          placeholder={MSG.report.placeholder}
          maxLength={TEXT_MAX.report}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
      <button type="button" className="btn-primary mt-4 w-full" disabled={busy} onClick={submit}>
        {MSG.report.submit}
      </button>
    </StaticDialog>
  );
}

/**
 * Cancel bid: hidden at once by the server; when the signed order could still fill, cancelled on chain too.
 * Home after 600 ms.
 */
export function CancelBidModal({
  bid,
  deps,
  onClose,
}: {
  bid: TokenBid;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const leave = useLeaveAfter();
  const run = async () => {
    setBusy(true);
    try {
      const reply = await lifecycleApi.cancelBid(bid.id);
      if (reply.onChainCancel) await cancelBidOnChain(deps, bid.order);
      await refreshAll(deps.queryClient);
      toast.success(MSG.toast.bidCancelled);
      onClose();
      // Spec 2 §2: home after a bid is cancelled, as after one is placed.
      leave('/', TIMING_MS.dialogClose);
    } catch (err) {
      toast.error(errorText(err, MSG.toast.orderNotPlaced));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StaticDialog open title={MSG.bid.cancelTitle} onClose={busy ? undefined : onClose}>
      <p className="mb-4 text-sm">{MSG.bid.cancelConfirm}</p>
      <button type="button" className="btn-primary w-full" disabled={busy} onClick={run}>
        {MSG.bid.cancelButton}
      </button>
    </StaticDialog>
  );
}
