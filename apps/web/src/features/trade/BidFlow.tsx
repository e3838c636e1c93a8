import type { Address } from '@agora/core';
import { type FieldErrors, hasErrors, MSG, type ScaledFee, scaledToPercent, TIMING_MS } from '@agora/core';
import { useState } from 'react';
import { CurrencySelect } from '../../components/CurrencySelect';
import { DialogActions } from '../../components/DialogActions';
import { StaticDialog } from '../../components/StaticDialog';
import { currencyAddress, refreshAll, type TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { ApproveStep, FollowStep } from './FollowStep';
import { Amount, PriceField, QuantityField, Row, useFees } from './ui';
import { useCurrencyBalance } from './useCurrencyBalance';
import { useSteps } from './useTrade';

/** What a bid (or a collection offer, a bid for many tokens) is made of, as typed. */
export interface BidFields {
  amount: string;
  currency: string;
  quantity: string;
}

/** The words that differ between a bid on a token and a collection offer. */
export interface BidFlowText {
  title: string;
  description: string;
  amount: string;
  currency: string;
  quantity: string;
  youWillPay: string;
  /** The form's button, and the sign step's button before it is pressed. */
  submit: string;
  approveStep: string;
  signStep: string;
  /** The success toast. */
  placed: string;
}

/**
 * The form and Follow Steps every bid shares (spec 2 §2): amount, currency, quantity, balances, fee and
 * total; then Approve (the ERC-20 allowance for the total) → the EIP-712 signature `sign` makes and has the
 * server record. Success: the queries refetched, the toast, the dialog closed after 600 ms.
 */
export function BidFlow({
  deps,
  text,
  initial,
  fixedCurrency = false,
  askQuantity,
  showNativeBalance = false,
  assess,
  sign,
  onPlaced,
  onClose,
}: {
  deps: TradeDeps;
  text: BidFlowText;
  initial: BidFields;
  /** The currency is the auction's: shown, not chosen. */
  fixedCurrency?: boolean;
  askQuantity: boolean;
  showNativeBalance?: boolean;
  /** The form's errors and what the bidder pays in all (fee included), given the balance in its currency. */
  assess: (
    fields: BidFields,
    biddingBalance: bigint,
    buyerFee: ScaledFee,
  ) => { errors: FieldErrors; total: bigint };
  /** Signs the bid in `currency` (its ERC-20) and has the server record it. */
  sign: (fields: BidFields, currency: Address) => Promise<void>;
  /** After the success toast (e.g. leaving the page). */
  onPlaced?: () => void;
  onClose: () => void;
}) {
  const fees = useFees();
  const [fields, setFields] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<'form' | 'steps'>('form');
  const steps = useSteps(['approve', 'sign'] as const);
  const biddingQuery = useCurrencyBalance(deps, deps.account, fields.currency);
  const bidding = biddingQuery.data ?? 0n;
  // Read only where it is shown.
  const nativeDeps = showNativeBalance ? deps : null;
  const native = useCurrencyBalance(nativeDeps, deps.account, deps.appCfg.nativeSymbol).data ?? 0n;
  const { errors, total } = assess(fields, bidding, fees.buyer);
  const token20 = currencyAddress(deps.appCfg, fields.currency);
  const set = (field: keyof BidFields) => (value: string) => setFields((f) => ({ ...f, [field]: value }));

  const submit = () => {
    setTouched(true);
    if (hasErrors(errors)) return toast.error(MSG.formErrorAll);
    setPhase('steps');
  };
  const place = async () => {
    if (!token20) throw new Error(MSG.bid.errors.currencyRequired);
    await sign(fields, token20);
    await refreshAll(deps.queryClient);
    toast.success(text.placed);
    setTimeout(onClose, TIMING_MS.dialogClose);
    onPlaced?.();
  };

  if (phase === 'steps')
    return (
      <StaticDialog open title={MSG.bid.followSteps} onClose={onClose}>
        <ApproveStep
          steps={steps}
          deps={deps}
          approval={{ currency: token20, amount: total }}
          title={text.approveStep}
          hint={MSG.bid.steps.approveHint}
        />
        <FollowStep
          steps={steps}
          step="sign"
          title={text.signStep}
          labels={{ ...MSG.bid.stepLabels, init: text.submit }}
          work={place}
          failMessage={MSG.formErrorAll}
        />
      </StaticDialog>
    );

  return (
    <StaticDialog open title={text.title} description={text.description} onClose={onClose}>
      <div className="space-y-3">
        <PriceField
          label={text.amount}
          value={fields.amount}
          error={touched ? errors.amount : undefined}
          onChange={set('amount')}
        />
        {fixedCurrency ? (
          <Row label={text.currency}>{fields.currency}</Row>
        ) : (
          <CurrencySelect
            value={fields.currency}
            onChange={set('currency')}
            tokensOnly
            label={text.currency}
          />
        )}
        {askQuantity && (
          <QuantityField
            label={text.quantity}
            value={fields.quantity}
            error={touched ? errors.quantity : undefined}
            onChange={set('quantity')}
          />
        )}
        {showNativeBalance && (
          <Row label={MSG.bid.yourBalance}>
            <Amount wei={native} symbol={deps.appCfg.nativeSymbol} />
          </Row>
        )}
        <Row label={MSG.bid.yourBiddingBalance}>
          <Amount wei={bidding} symbol={fields.currency} />
        </Row>
        <Row label={MSG.bid.serviceFee}>{scaledToPercent(fees.buyer)}%</Row>
        <Row label={text.youWillPay}>
          <Amount wei={total} symbol={fields.currency} />
        </Row>
        {touched && errors.balance && <p className="text-sm text-rose-700">{errors.balance}</p>}
        {/* Until the bidding balance is read, the balance check would wrongly say it is too low. */}
        <DialogActions action={{ label: text.submit, disabled: biddingQuery.isLoading, onClick: submit }} />
      </div>
    </StaticDialog>
  );
}
