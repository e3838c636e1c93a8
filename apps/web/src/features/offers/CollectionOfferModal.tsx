import { tokenRoot } from '@agora/chain/browser';
import { acceptsPriceInput, hasErrors, MSG, parseUnits, scaledToPercent, TIMING_MS } from '@agora/core';
import { useState } from 'react';
import type { Address } from '../../api/types';
import { StaticDialog } from '../../components/StaticDialog';
import { Field } from '../forms/Field';
import { toast } from '../toast/toastStore';
import { currencyAddress, refreshAll, type TradeDeps, tokenCurrencies } from '../trade/chain';
import { ensureAllowance } from '../trade/contracts';
import { signBid } from '../trade/orders';
import { Amount, CurrencySelect, FollowStep, Row, useCurrencyBalance, useFees } from '../trade/ui';
import { useSteps } from '../trade/useTrade';
import { offerTotal, validateOffer } from './offerForm';
import { offersApi } from './offersApi';

/**
 * Make collection offer: a price per token, the number of tokens and an ERC-20; then Follow Steps as for a
 * bid — Approve (allowance for every token) → the EIP-712 Bid signed with anyToken and the root of the
 * collection's token ids now (the contract is shared by every Agora collection of its type, so the offer names
 * its tokens), recorded by the server, which checks the root.
 */
export function CollectionOfferModal({
  collection,
  collectionId,
  deps,
  onClose,
}: {
  /** Agora's shared contract of the collection's type. */
  collection: Address;
  /** The collection page the offer is made on. */
  collectionId: number;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const fees = useFees();
  const [form, setForm] = useState({
    amount: '',
    quantity: '1',
    currency: tokenCurrencies(deps.appCfg)[0]?.symbol ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<'form' | 'steps'>('form');
  const steps = useSteps(['approve', 'sign'] as const);
  const balance = useCurrencyBalance(deps, deps.account, form.currency);
  const errors = validateOffer(form, fees.buyer, balance.data ?? 0n);
  const total = offerTotal(form, fees.buyer);
  const token20 = currencyAddress(deps.appCfg, form.currency);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = () => {
    setTouched(true);
    if (hasErrors(errors)) return toast.error(MSG.formErrorAll);
    setPhase('steps');
  };
  const sign = async () => {
    if (!token20) throw new Error(MSG.bid.errors.currencyRequired);
    const { tokenIds } = await offersApi.tokenIds(collection, collectionId);
    const signed = await signBid(deps, {
      collection,
      anyToken: true,
      tokenRoot: tokenRoot(tokenIds.map(BigInt)),
      tokenId: '0',
      quantity: Number(form.quantity),
      currency: token20,
      unitPrice: parseUnits(form.amount),
      endsAt: null,
      now: Date.now(),
    });
    await offersApi.place({ owner: null, collectionId, ...signed });
    await refreshAll(deps.queryClient);
    toast.success(MSG.offers.placed);
    setTimeout(onClose, TIMING_MS.dialogClose);
  };

  if (phase === 'steps')
    return (
      <StaticDialog open title={MSG.bid.followSteps} onClose={onClose}>
        <FollowStep
          steps={steps}
          step="approve"
          title={MSG.offers.steps.approve}
          hint={MSG.bid.steps.approveHint}
          work={async () => {
            if (token20) await ensureAllowance(deps, token20, total);
          }}
          failMessage={MSG.toast.approveFailed}
        />
        <FollowStep
          steps={steps}
          step="sign"
          title={MSG.offers.steps.sign}
          labels={{ ...MSG.bid.stepLabels, init: MSG.offers.submit }}
          work={sign}
          failMessage={MSG.formErrorAll}
        />
      </StaticDialog>
    );

  return (
    <StaticDialog open title={MSG.offers.makeTitle} description={MSG.offers.intro} onClose={onClose}>
      <div className="space-y-3">
        <Field
          label={MSG.offers.price}
          inputMode="decimal"
          value={form.amount}
          error={touched ? errors.amount : undefined}
          onChange={(e) => acceptsPriceInput(e.target.value) && set('amount')(e.target.value)}
        />
        <CurrencySelect
          value={form.currency}
          onChange={set('currency')}
          tokensOnly
          label={MSG.offers.currency}
        />
        <Field
          label={MSG.offers.quantity}
          inputMode="numeric"
          value={form.quantity}
          error={touched ? errors.quantity : undefined}
          onChange={(e) => set('quantity')(e.target.value)}
        />
        <Row label={MSG.bid.yourBiddingBalance}>
          <Amount wei={balance.data ?? 0n} symbol={form.currency} />
        </Row>
        <Row label={MSG.bid.serviceFee}>{scaledToPercent(fees.buyer)}%</Row>
        <Row label={MSG.offers.youWillPay}>
          <Amount wei={total} symbol={form.currency} />
        </Row>
        {touched && errors.balance && <p className="text-sm text-rose-700">{errors.balance}</p>}
        {/* Until the balance is read, the balance check would wrongly say it is too low. */}
        <button type="button" className="btn-primary w-full" disabled={balance.isLoading} onClick={submit}>
          {MSG.offers.submit}
        </button>
      </div>
    </StaticDialog>
  );
}
