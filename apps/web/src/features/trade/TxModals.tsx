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
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { StaticDialog } from '../../components/StaticDialog';
import { burn, cancelOrder, transfer } from '../../lib/chain/contracts';
import { txButtonEnabled, txButtonState } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { cancelVoucher } from '../../lib/chain/vouchers';
import { toast } from '../toast/toastStore';
import { burnButtonEnabled, burnButtonState } from './buttons';
import { ConfirmTxDialog } from './ConfirmTxDialog';
import { QuantityField } from './ui';
import { useLeaveAfter, useRecheck, useSteps } from './useTrade';

interface Props {
  detail: TokenDetail;
  deps: TradeDeps;
  onClose: () => void;
}

/**
 * Cancel Order: Start, In-Progress, Done, Try-Again; the server hides the listing at once, then the wallet
 * cancels the signed order on chain (until then anyone holding the signature could fill it); a voucher is
 * cancelled on chain alone. Success toast, home after 8 s.
 */
export function CancelOrderModal({ detail, deps, onClose }: Props) {
  // Kept from the opening: the server hides the listing at once, so a refreshed page no longer has it when
  // the wallet refused the transaction and Try-Again sends it.
  const [sale] = useState(() => detail.owners.find((o) => o.user.address === deps.account)?.sale);
  const recheck = useRecheck();
  const leave = useLeaveAfter();
  const work = async () => {
    if (!sale?.orderHash) throw new Error(MSG.toast.orderNotPlaced);
    // A voucher (issue 30) is only cancelled on chain: its buyer would mint it whatever the server shows.
    if (sale.voucher) await cancelVoucher(deps, sale.voucher);
    else {
      const reply = await lifecycleApi.deleteListing(sale.orderHash);
      if (reply.onChainCancel) await cancelOrder(deps, reply.order);
    }
    toast.success(MSG.toast.cancelled);
    onClose();
    leave('/', TIMING_MS.redirectAfterTx);
  };
  return (
    <ConfirmTxDialog
      title={MSG.cancelOrder.title}
      labels={MSG.cancelOrder.button}
      cancelLabel={MSG.cancelOrder.cancel}
      // A voucher's copies are not minted: there is no balance to re-check.
      before={() => (sale?.voucher ? Promise.resolve(true) : recheck(deps, detail.token, deps.account))}
      work={work}
      onClose={onClose}
    >
      {MSG.cancelOrder.confirm} <b>{detail.token.name}</b> {MSG.cancelOrder.by} {shorten(deps.account, 10)}
    </ConfirmTxDialog>
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
    if (!(await recheck(deps, detail.token, deps.account))) return;
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
        <QuantityField label={MSG.burn.quantity} value={quantity} onChange={setQuantity} />
      )}
      <DialogActions
        className="mt-4"
        action={{ label: MSG.burn.button[button], disabled: !burnButtonEnabled(button), onClick: run }}
        cancel={{ label: MSG.burn.cancel, onClick: onClose }}
      />
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
    if (!(await recheck(deps, detail.token, deps.account))) return;
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
          <QuantityField
            label={MSG.transfer.quantity}
            value={quantity}
            error={touched ? errors.quantity : undefined}
            onChange={setQuantity}
          />
        )}
        <DialogActions
          action={{ label: MSG.transfer.button[button], disabled: !txButtonEnabled(button), onClick: run }}
        />
      </div>
    </StaticDialog>
  );
}
