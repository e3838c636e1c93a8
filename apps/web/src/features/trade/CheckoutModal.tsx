import {
  checkoutButtonState,
  formatUnits,
  links,
  MSG,
  PLATFORM_TOKEN,
  scaledToPercent,
  settle,
  shorten,
  TIMING_MS,
  type TokenDetail,
  type TokenOwner,
  validateCheckout,
} from '@agora/core';
import { useState } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { StaticDialog } from '../../components/StaticDialog';
import { buy, buyDeclining, orderTotal } from '../../lib/chain/contracts';
import { isBusy } from '../../lib/chain/steps';
import { currencyAddress, type TradeDeps } from '../../lib/chain/tx';
import { buyVoucher, voucherTotal } from '../../lib/chain/vouchers';
import { toast } from '../toast/toastStore';
import { checkoutButton, checkoutEnabled } from './buttons';
import { DecliningNote, priceAt } from './declining';
import { PurchaseSteps, purchaseOrder } from './PurchaseSteps';
import { isDeclining } from './saleTerms';
import { Amount, editionsOf, QuantityField, Row, useFees } from './ui';
import { useLatestBlockTime } from './useBlockTime';
import { useCurrencyBalance } from './useCurrencyBalance';
import { useLeaveAfter, useRecheck, useSteps } from './useTrade';

/**
 * Checkout (spec 2 §2): seller, buyer, quantity (multiples), balances, price, fees, royalty, you will pay;
 * then Purchase Follow Steps: Approve (token payments only) → Purchase. Success: toast, /my-items. A Dutch
 * listing shows its price at the latest block's time (read every few seconds); the purchase sends the total
 * shown as maxTotal (and, in the native coin, as its value: the marketplace refunds what the block's lower price
 * leaves). A creator's voucher (issue 30, an item not minted yet) is bought the same way through buyVoucher,
 * which mints the copies to the buyer.
 */
export function CheckoutModal({
  detail,
  seller,
  deps,
  onClose,
}: {
  detail: TokenDetail;
  seller: TokenOwner;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const { token } = detail;
  const sale = seller.sale;
  const symbol = sale?.currency ?? deps.appCfg.nativeSymbol;
  const token20 = currencyAddress(deps.appCfg, symbol);
  const fees = useFees();
  const [quantity, setQuantity] = useState('1');
  const [phase, setPhase] = useState<'form' | 'steps'>('form');
  const steps = useSteps(purchaseOrder(token20));
  const balance = useCurrencyBalance(deps, deps.account, symbol).data ?? 0n;
  const native = useCurrencyBalance(deps, deps.account, deps.appCfg.nativeSymbol).data ?? 0n;
  const recheck = useRecheck();
  const leave = useLeaveAfter();
  // A Dutch price at the latest block's time (useBlockTime.ts): nothing can be bought until it is read.
  const declining = isDeclining(sale);
  const blockTime = useLatestBlockTime(deps, declining);
  const now = blockTime ?? Date.parse(detail.now);
  const unit = (sale && priceAt(sale, now)) ?? 0n;
  const errors = validateCheckout({
    type: token.type,
    quantity,
    available: sale?.quantity ?? 0,
    price: formatUnits(unit),
    buyerFee: fees.buyer,
    balance,
  });
  const editions = editionsOf(token.type, quantity);
  const split = settle({ unitPrice: unit, quantity: editions, buyerFee: fees.buyer, sellerFee: fees.seller });
  const busy = isBusy(steps.state);
  const button = checkoutButton(checkoutButtonState(errors, symbol === PLATFORM_TOKEN), busy);

  const proceed = async () => {
    // A voucher's copies are not minted, so no balance to re-check: the purchase's last look asks the chain.
    if (sale?.voucher || (await recheck(deps, token, seller.user.address))) setPhase('steps');
  };
  const purchase = async () => {
    const signature = sale?.signature as `0x${string}` | null | undefined;
    const order = sale?.order;
    // A creator's voucher (issue 30) is bought by buyVoucher, which mints the copies; an order by buy.
    const voucher = sale?.voucher;
    if (!signature || !(order || voucher)) throw new Error(MSG.toast.orderNotPlaced);
    // The last look before sending: a fee raised since the page loaded, or the order sold, cancelled or
    // void, means the total shown is stale. The marketplace would refuse anyway (maxTotal); say so first.
    const due = voucher
      ? await voucherTotal(deps, voucher, editions)
      : order
        ? await orderTotal(deps, order, unit, editions)
        : null;
    if (due === null || due > split.buyerPays) {
      toast.warning(MSG.preflight.staleData);
      onClose();
      leave('/', TIMING_MS.staleDataRedirect);
      return;
    }
    if (voucher) await buyVoucher(deps, { voucher, signature }, editions, split.buyerPays, due);
    // A Dutch buy in the native coin sends maxTotal itself: the block's price is not known yet.
    else if (order && declining)
      await buyDeclining(
        deps,
        { order, signature },
        editions,
        split.buyerPays,
        token20 ? 0n : split.buyerPays,
      );
    else if (order) await buy(deps, { order, signature }, editions, split.buyerPays, token20 ? 0n : due);
    toast.success(MSG.toast.purchased);
    onClose();
    leave(links.myItems(), 0);
  };

  if (phase === 'steps')
    return (
      <PurchaseSteps
        steps={steps}
        deps={deps}
        payment={{ currency: token20, amount: split.buyerPays }}
        text={MSG.checkout.steps}
        purchase={purchase}
        onClose={onClose}
      />
    );

  return (
    <StaticDialog open title={MSG.checkout.title} onClose={onClose}>
      <Row label={MSG.checkout.seller}>{seller.user.name ?? shorten(seller.user.address, 10)}</Row>
      <Row label={MSG.checkout.buyer}>{shorten(deps.account, 10)}</Row>
      {token.type === 1155 && (
        <QuantityField
          label={`${MSG.checkout.quantity} (${MSG.checkout.available(sale?.quantity ?? 0)})`}
          value={quantity}
          error={errors.quantity}
          onChange={setQuantity}
        />
      )}
      <Row label={MSG.checkout.yourBalance}>
        <Amount wei={native} symbol={deps.appCfg.nativeSymbol} />
      </Row>
      {symbol === PLATFORM_TOKEN && (
        <Row label={MSG.checkout.yourTokenBalance}>
          <Amount wei={balance} symbol={symbol} />
        </Row>
      )}
      <Row label={MSG.checkout.price}>
        <Amount wei={unit} symbol={symbol} />
      </Row>
      {sale && declining && (
        <>
          <DecliningNote sale={sale} now={now} />
          <p className="text-xs text-slate-500">{MSG.declining.checkoutNote}</p>
        </>
      )}
      <Row label={MSG.checkout.serviceFee}>{scaledToPercent(fees.buyer)}%</Row>
      <Row label={MSG.checkout.royaltyFee}>{token.royaltyBps / 100}%</Row>
      <Row label={MSG.checkout.youWillPay}>
        <Amount wei={split.buyerPays} symbol={symbol} />
      </Row>
      {errors.balance && <p className="text-sm text-rose-700">{errors.balance}</p>}
      <DialogActions
        className="mt-4"
        action={{
          label: MSG.checkout.button[button],
          disabled: !checkoutEnabled(button) || (declining && blockTime === null),
          onClick: proceed,
        }}
        cancel={{ label: MSG.checkout.cancel, onClick: onClose }}
      />
    </StaticDialog>
  );
}
