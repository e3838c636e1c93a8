import {
  acceptsPriceInput,
  hasErrors,
  MSG,
  parseUnits,
  readAmount,
  scaledToPercent,
  TIMING_MS,
  type TokenDetail,
  validateBid,
  youWillPay,
} from '@agora/core';
import { useState } from 'react';
import { lifecycleApi } from '../../api/lifecycle';
import { StaticDialog } from '../../components/StaticDialog';
import { Field } from '../forms/Field';
import { toast } from '../toast/toastStore';
import { auctionRow } from './buttons';
import { currencyAddress, refreshAll, type TradeDeps, tokenCurrencies } from './chain';
import { ensureAllowance } from './contracts';
import { signBid } from './orders';
import { Amount, CurrencySelect, editionsOf, FollowStep, Row, useCurrencyBalance, useFees } from './ui';
import { useLeaveAfter, useSteps } from './useTrade';

/**
 * Place (or edit) a bid (spec 2 §2): amount, currency (fixed for a timed auction), quantity for multiples,
 * balances, fee, you will pay; Proceed bid Follow Steps: Approve (ERC-20 allowance) → the EIP-712 signature,
 * recorded by the server. Success: dialog closes after 600 ms and the app goes home.
 */
export function BidModal({
  detail,
  deps,
  onClose,
}: {
  detail: TokenDetail;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const { token } = detail;
  const auction = auctionRow(detail)?.sale ?? null;
  const timed = auction?.saleType === 'TimedAuction';
  const fees = useFees();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(
    auction?.currency ?? tokenCurrencies(deps.appCfg)[0]?.symbol ?? '',
  );
  const [quantity, setQuantity] = useState('1');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<'form' | 'steps'>('form');
  const steps = useSteps(['approve', 'sign'] as const);
  const leave = useLeaveAfter();
  const biddingQuery = useCurrencyBalance(deps, deps.account, currency);
  const bidding = biddingQuery.data ?? 0n;
  const native = useCurrencyBalance(deps, deps.account, deps.appCfg.nativeSymbol).data ?? 0n;
  const held = detail.owners.find((o) => o.user.address === deps.account)?.balance ?? 0;
  const allowed = token.type === 721 ? 1 : Math.max(0, token.supply - held);
  const errors = validateBid({
    type: token.type,
    quantity,
    allowed,
    currency,
    amount,
    highestBid: detail.highestBid ? BigInt(detail.highestBid.amount) : null,
    minimumBid: auction?.minimumBid ? BigInt(auction.minimumBid) : null,
    timedAuction: timed,
    buyerFee: fees.buyer,
    biddingBalance: bidding,
  });
  const read = readAmount(amount);
  const editions = editionsOf(token.type, quantity);
  const pay = youWillPay(read.kind === 'ok' ? read.wei : 0n, editions, fees.buyer);
  const token20 = currencyAddress(deps.appCfg, currency);

  const submit = () => {
    setTouched(true);
    if (hasErrors(errors)) return toast.error(MSG.formErrorAll);
    setPhase('steps');
  };
  const sign = async () => {
    if (!token20) throw new Error(MSG.bid.errors.currencyRequired);
    const signed = await signBid(deps, {
      collection: token.contract,
      tokenId: token.tokenId,
      quantity: editions,
      currency: token20,
      unitPrice: parseUnits(amount),
      endsAt: auction?.endsAt ? Date.parse(auction.endsAt) : null,
      now: Date.parse(detail.now),
    });
    const body = { owner: null, ...signed };
    await (detail.myBid ? lifecycleApi.editBid(detail.myBid.id, body) : lifecycleApi.placeBid(body));
    await refreshAll(deps.queryClient);
    toast.success(MSG.toast.bidPlaced);
    setTimeout(onClose, TIMING_MS.dialogClose);
    leave('/', TIMING_MS.dialogClose);
  };

  if (phase === 'steps')
    return (
      <StaticDialog open title={MSG.bid.followSteps} onClose={onClose}>
        <FollowStep
          steps={steps}
          step="approve"
          title={MSG.bid.steps.approve}
          hint={MSG.bid.steps.approveHint}
          work={async () => {
            if (token20) await ensureAllowance(deps, token20, pay);
          }}
          failMessage={MSG.toast.approveFailed}
        />
        <FollowStep
          steps={steps}
          step="sign"
          title={MSG.bid.submit}
          labels={{ ...MSG.bid.stepLabels, init: MSG.bid.submit }}
          work={sign}
          failMessage={MSG.formErrorAll}
        />
      </StaticDialog>
    );

  return (
    <StaticDialog
      open
      title={MSG.bid.title}
      description={`${MSG.bid.youAreAboutToBid} ${token.name}`}
      onClose={onClose}
    >
      <div className="space-y-3">
        <Field
          label={MSG.bid.yourBid}
          inputMode="decimal"
          value={amount}
          error={touched ? errors.amount : undefined}
          onChange={(e) => acceptsPriceInput(e.target.value) && setAmount(e.target.value)}
        />
        {timed ? (
          <Row label={MSG.bid.currency}>{currency}</Row>
        ) : (
          <CurrencySelect value={currency} onChange={setCurrency} tokensOnly label={MSG.bid.currency} />
        )}
        {token.type === 1155 && (
          <Field
            label={MSG.bid.quantity}
            inputMode="numeric"
            value={quantity}
            error={touched ? errors.quantity : undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
        )}
        <Row label={MSG.bid.yourBalance}>
          <Amount wei={native} symbol={deps.appCfg.nativeSymbol} />
        </Row>
        <Row label={MSG.bid.yourBiddingBalance}>
          <Amount wei={bidding} symbol={currency} />
        </Row>
        <Row label={MSG.bid.serviceFee}>{scaledToPercent(fees.buyer)}%</Row>
        <Row label={MSG.bid.youWillPay}>
          <Amount wei={pay} symbol={currency} />
        </Row>
        {touched && errors.balance && <p className="text-sm text-rose-700">{errors.balance}</p>}
        {/* Until the bidding balance is read, the balance check would wrongly say it is too low. */}
        <button
          type="button"
          className="btn-primary w-full"
          disabled={biddingQuery.isLoading}
          onClick={submit}
        >
          {MSG.bid.submit}
        </button>
      </div>
    </StaticDialog>
  );
}
