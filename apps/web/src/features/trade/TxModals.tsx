import type { Address } from '@agora/core';
import {
  burnCheck,
  hasErrors,
  links,
  MSG,
  normaliseRecipient,
  shorten,
  TIMING_MS,
  type TokenDetail,
  transferNeedsQuantity,
  validateTransfer,
} from '@agora/core';
import { useState } from 'react';
import { lifecycleApi } from '../../api/lifecycle';
import { Field } from '../../components/Field';
import { StaticDialog } from '../../components/StaticDialog';
import { burn, cancelOrder, transfer } from '../../lib/chain/contracts';
import { txButtonEnabled, txButtonState } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { useLeaveAfter, useRecheck, useSteps } from '../../lib/chain/useTrade';
import { toast } from '../toast/toastStore';
import { burnButtonEnabled, burnButtonState } from './buttons';

interface Props {
  detail: TokenDetail;
  deps: TradeDeps;
  onClose: () => void;
}

const target = ({ token }: TokenDetail, deps: TradeDeps) => ({
  type: token.type,
  contract: token.contract,
  tokenId: token.tokenId,
  owner: deps.account,
});

/**
 * Cancel Order: Start, In-Progress, Done, Try-Again; the server hides the listing at once, then the wallet
 * cancels the signed order on chain (until then anyone holding the signature could fill it). Success toast,
 * home after 8 s.
 */
export function CancelOrderModal({ detail, deps, onClose }: Props) {
  // Kept from the opening: the server hides the listing at once, so a refreshed page no longer has it when
  // the wallet refused the transaction and Try-Again sends it.
  const [sale] = useState(() => detail.owners.find((o) => o.user.address === deps.account)?.sale);
  const steps = useSteps(['cancel'] as const);
  const recheck = useRecheck();
  const leave = useLeaveAfter();
  const button = txButtonState({ status: steps.state.status.cancel, touched: true, hasErrors: false });
  const run = async () => {
    if (!(await recheck(deps, target(detail, deps)))) return;
    await steps.run(
      'cancel',
      async () => {
        if (!sale?.orderHash) throw new Error(MSG.toast.orderNotPlaced);
        const reply = await lifecycleApi.deleteListing(sale.orderHash);
        if (reply.onChainCancel) await cancelOrder(deps, reply.order);
        toast.success(MSG.toast.cancelled);
        onClose();
        leave('/', TIMING_MS.redirectAfterTx);
      },
      MSG.toast.orderNotPlaced,
    );
  };
  return (
    <StaticDialog open title={MSG.cancelOrder.title} onClose={button === 'processing' ? undefined : onClose}>
      <p className="mb-4 text-sm">
        {MSG.cancelOrder.confirm} <b>{detail.token.name}</b> {MSG.cancelOrder.by} {shorten(deps.account, 10)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!txButtonEnabled(button)}
          onClick={run}
        >
          {MSG.cancelOrder.button[button as 'start']}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {MSG.cancelOrder.cancel}
        </button>
      </div>
    </StaticDialog>
  );
}

/** Burn token: quantity with its checks on the button; success 'Burned successfully', home. */
export function BurnModal({ detail, deps, onClose }: Props) {
  const balance = detail.owners.find((o) => o.user.address === deps.account)?.balance ?? 0;
  const [quantity, setQuantity] = useState('1');
  const steps = useSteps(['burn'] as const);
  const recheck = useRecheck();
  const leave = useLeaveAfter();
  const button = burnButtonState(burnCheck(quantity, balance), steps.state.status.burn);
  const run = async () => {
    if (!(await recheck(deps, target(detail, deps)))) return;
    await steps.run(
      'burn',
      async () => {
        await burn(deps, { ...detail.token, collection: detail.token.contract, quantity: Number(quantity) });
        toast.success(MSG.toast.burned);
        onClose();
        leave('/', 0);
      },
      MSG.toast.orderNotPlaced,
    );
  };
  return (
    <StaticDialog open title={MSG.burn.title} onClose={button === 'processing' ? undefined : onClose}>
      <p className="mb-3 text-sm">{MSG.burn.confirm}</p>
      {detail.token.type === 1155 && (
        <Field
          label={MSG.burn.quantity}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      )}
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!burnButtonEnabled(button)}
          onClick={run}
        >
          {MSG.burn.button[button]}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {MSG.burn.cancel}
        </button>
      </div>
    </StaticDialog>
  );
}

/** Transfer Token: recipient (xdc→0x), quantity for multiples held more than once; /my-items after 8 s. */
export function TransferModal({ detail, deps, onClose }: Props) {
  const { token } = detail;
  const balance = detail.owners.find((o) => o.user.address === deps.account)?.balance ?? 0;
  const [recipient, setRecipient] = useState('');
  const [quantity, setQuantity] = useState('1');
  const steps = useSteps(['transfer'] as const);
  const recheck = useRecheck();
  const leave = useLeaveAfter();
  const errors = validateTransfer({ type: token.type, recipient, quantity, balance, sender: deps.account });
  // Spec 2 §4: 'Start' stays disabled until a recipient is entered; then the button names what is wrong.
  const touched = recipient !== '';
  const button = txButtonState({
    status: steps.state.status.transfer,
    touched,
    hasErrors: hasErrors(errors),
  });
  const run = async () => {
    if (hasErrors(errors)) return toast.error(MSG.formError);
    if (!(await recheck(deps, target(detail, deps)))) return;
    await steps.run(
      'transfer',
      async () => {
        const to = normaliseRecipient(recipient) as Address;
        await transfer(deps, {
          type: token.type,
          collection: token.contract,
          tokenId: token.tokenId,
          to,
          quantity: Number(quantity) || 1,
        });
        toast.success(MSG.toast.transferred);
        onClose();
        leave(links.myItems(), TIMING_MS.redirectAfterTx);
      },
      MSG.toast.orderNotPlaced,
    );
  };
  return (
    <StaticDialog open title={MSG.transfer.title} onClose={button === 'processing' ? undefined : onClose}>
      <div className="space-y-3">
        <Field
          label={MSG.transfer.recipient}
          value={recipient}
          error={touched ? errors.recipient : undefined}
          onChange={(e) => setRecipient(e.target.value)}
        />
        {transferNeedsQuantity(token.type, balance) && (
          <Field
            label={MSG.transfer.quantity}
            inputMode="numeric"
            value={quantity}
            error={touched ? errors.quantity : undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
        )}
        <button
          type="button"
          className="btn-primary w-full"
          disabled={!txButtonEnabled(button)}
          onClick={run}
        >
          {MSG.transfer.button[button]}
        </button>
      </div>
    </StaticDialog>
  );
}
