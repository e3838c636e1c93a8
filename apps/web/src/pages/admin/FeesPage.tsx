import { agoraMarketplaceAbi } from '@agora/chain/browser';
import { ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Abi } from 'viem';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { OwnerTxModal } from '../../features/admin/OwnerTxModal';

const percent = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

/** A percentage with at most two decimals as basis points; an error sentence when it is not one or too high. */
export function feeBps(text: string, maxBps: number): number | string {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text.trim())) return M.feeInvalid;
  const bps = Math.round(Number(text) * 100);
  return bps > maxBps ? M.feeTooHigh(percent(maxBps)) : bps;
}

/** The marketplace's buyer and seller fees: the values on chain now, and a change sent from the owner wallet. */
export default function FeesPage() {
  const fees = useQuery({ queryKey: ['admin', 'fees'], queryFn: contentApi.fees });
  const [buyer, setBuyer] = useState<string | null>(null);
  const [seller, setSeller] = useState<string | null>(null);
  const [sending, setSending] = useState<[number, number] | null>(null);
  if (fees.isPending) return <Loading />;
  if (fees.error) return <ErrorNote error={fees.error} />;
  const f = fees.data;
  if (!f.marketplace) return <ErrorNote error={M.noMarketplace} />;
  const now = f.onChain ?? f.indexed;
  // Untouched fields show the current fees.
  const buyerText = buyer ?? (now ? percent(now.buyerFeeBps) : '');
  const sellerText = seller ?? (now ? percent(now.sellerFeeBps) : '');
  const buyerBps = feeBps(buyerText, f.maxFeeBps);
  const sellerBps = feeBps(sellerText, f.maxFeeBps);
  const valid = typeof buyerBps === 'number' && typeof sellerBps === 'number';
  return (
    <section>
      <PageTitle title={M.navFees}>{M.navFees}</PageTitle>
      <div className="card mb-4 p-4 text-sm" data-testid="admin-fees-now">
        {f.onChain ? (
          <p className="font-semibold">
            {M.currentFees(percent(f.onChain.buyerFeeBps), percent(f.onChain.sellerFeeBps))}
          </p>
        ) : (
          <p role="alert">{M.chainUnreachable}</p>
        )}
        {f.indexed && (
          <p className="text-slate-500">
            {M.indexedFees(percent(f.indexed.buyerFeeBps), percent(f.indexed.sellerFeeBps))}
          </p>
        )}
        {f.owner && <p className="text-slate-500">{M.ownerOnly(f.owner)}</p>}
      </div>
      <form
        className="card flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setSending([buyerBps, sellerBps]);
        }}
      >
        <Field
          label={M.buyerFee}
          hint={M.maxFee(percent(f.maxFeeBps))}
          inputMode="decimal"
          value={buyerText}
          error={typeof buyerBps === 'string' ? buyerBps : undefined}
          onChange={(e) => setBuyer(e.target.value)}
        />
        <Field
          label={M.sellerFee}
          inputMode="decimal"
          value={sellerText}
          error={typeof sellerBps === 'string' ? sellerBps : undefined}
          onChange={(e) => setSeller(e.target.value)}
        />
        <button type="submit" className="btn-primary self-start" disabled={!valid}>
          {M.changeFees}
        </button>
      </form>
      {sending && (
        <OwnerTxModal
          title={M.stepFeesTitle}
          hint={M.stepFeesText}
          owner={f.owner}
          call={{
            address: f.marketplace,
            abi: agoraMarketplaceAbi as Abi,
            functionName: 'setFees',
            args: sending,
          }}
          onClose={() => setSending(null)}
        />
      )}
    </section>
  );
}
