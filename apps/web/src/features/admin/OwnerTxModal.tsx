import { ADMIN_CONTENT_MSG as M, MSG, sameAddress } from '@agora/core';
import { StaticDialog } from '../../components/StaticDialog';
import { StepRow } from '../../components/StepRow';
import { type ContractCall, report, send } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { useSteps } from '../trade/useTrade';
import { useTradeDeps } from '../trade/useTradeDeps';
import { WithWagmi } from '../wallet/WithWagmi';
import { contentApi } from './contentApi';

/**
 * Follow Steps for one marketplace-owner transaction (setCurrency, setFees): the connected wallet must be the
 * owner (the contract reverts otherwise). Once mined, the server is told (POST /tx, so the indexer applies the
 * log at once) and the transaction is written to the audit log (POST /admin/chain-receipts).
 */
export function OwnerTxModal(props: OwnerTxProps) {
  return (
    <WithWagmi reconnect>
      <OwnerTx {...props} />
    </WithWagmi>
  );
}

interface OwnerTxProps {
  title: string;
  hint: string;
  call: ContractCall;
  owner: string | null;
  onClose: () => void;
}

function OwnerTx({ title, hint, call, owner, onClose }: OwnerTxProps) {
  const deps = useTradeDeps();
  const steps = useSteps(['send'] as const);
  const status = steps.state.status.send;
  const isOwner = !!deps && sameAddress(deps.account, owner);
  const run = () =>
    steps.run(
      'send',
      async () => {
        if (!deps) throw new Error(MSG.toast.orderNotPlaced);
        const receipt = await send(deps, call);
        await report(deps, receipt.transactionHash);
        await contentApi.recordReceipt(receipt.transactionHash);
        toast.success(M.waitingIndexer);
      },
      MSG.toast.orderNotPlaced,
    );
  return (
    <StaticDialog open title={title} onClose={status === 'processing' ? undefined : onClose}>
      {!isOwner && (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {owner ? M.ownerOnly(owner) : M.noMarketplace}
        </p>
      )}
      <StepRow
        title={title}
        hint={hint}
        status={status}
        labels={M.stepLabels}
        enabled={isOwner && (status === 'init' || status === 'tryagain')}
        onRun={() => void run()}
      />
    </StaticDialog>
  );
}
