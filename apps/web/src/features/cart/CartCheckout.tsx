import { MSG } from '@agora/core';
import { useState } from 'react';
import { useAppConfig } from '../../app/appConfig';
import { currencyAddress } from '../../lib/chain/tx';
import { PurchaseSteps, purchaseOrder } from '../trade/PurchaseSteps';
import { Amount, Row, useFees } from '../trade/ui';
import { useCurrencyBalance } from '../trade/useCurrencyBalance';
import { useSteps } from '../trade/useTrade';
import { useTradeDeps } from '../trade/useTradeDeps';
import { NetworkGate } from '../wallet/NetworkGate';
import { WithWagmi } from '../wallet/WithWagmi';
import type { CartItem } from './cartState';
import { cartStore } from './cartStore';
import { cartTotals } from './cartTotals';
import { SweepResultView } from './SweepResultView';
import { fetchOrders, sweep } from './sweep';
import { type SweepOutcome, sweepOutcome } from './sweepResult';

/**
 * The cart's Follow Steps: Approve (ERC-20 only) → Purchase, one sweep for every item; then the result. Opens
 * only for a wallet on the configured network, as the token page's checkout does (NetworkGate).
 */
export function CartCheckout(props: { items: CartItem[]; onClose: () => void }) {
  return (
    <WithWagmi reconnect>
      <NetworkGate onRefused={props.onClose}>
        <Checkout {...props} />
      </NetworkGate>
    </WithWagmi>
  );
}

function Checkout({ items, onClose }: { items: CartItem[]; onClose: () => void }) {
  const deps = useTradeDeps();
  const fees = useFees();
  const symbol = items[0]?.currency ?? '';
  // From the app config, not the wallet: the steps are fixed at the first render, maybe before the session.
  const token20 = currencyAddress(useAppConfig(), symbol);
  const steps = useSteps(purchaseOrder(token20));
  const [result, setResult] = useState<SweepOutcome | null>(null);
  const shown = cartTotals(items, fees);
  const balance = useCurrencyBalance(deps, deps?.account ?? null, symbol);
  // Until the balance is read, or with less than the total, the purchase cannot start (the wallet would refuse).
  const funded = balance.data !== undefined && balance.data >= shown.total;

  const purchase = async () => {
    if (!deps) throw new Error(MSG.toast.orderNotPlaced);
    const orders = await fetchOrders(items);
    const purchases = items.flatMap((item, i) => {
      const reply = orders[i];
      return reply
        ? [{ item, signed: { order: reply.order, signature: reply.signature as `0x${string}` } }]
        : [];
    });
    // Listings the server no longer knows cannot be sent (no signed order): skipped before the chain.
    const unknown = items.filter((_, i) => !orders[i]);
    const outcome: SweepOutcome = { bought: [], skipped: [] };
    if (purchases.length > 0) {
      const maxTotal = cartTotals(
        purchases.map((p) => p.item),
        fees,
      ).total;
      const receipt = await sweep(deps, purchases, maxTotal);
      Object.assign(
        outcome,
        sweepOutcome(
          purchases.map((p) => p.item),
          receipt.logs,
          deps.appCfg.addresses.marketplace,
        ),
      );
    }
    outcome.skipped.push(...unknown.map((item) => ({ item, reason: MSG.cart.skipReasons[0] })));
    cartStore.remove(...items.map((i) => i.orderHash));
    setResult(outcome);
  };

  if (result) return <SweepResultView outcome={result} onClose={onClose} />;

  return (
    <PurchaseSteps
      steps={steps}
      deps={deps}
      payment={{ currency: token20, amount: shown.total }}
      text={MSG.cart.steps}
      ready={!!deps && funded}
      purchase={purchase}
      onClose={onClose}
    >
      <Row label={MSG.checkout.yourBalance}>
        <Amount wei={balance.data ?? 0n} symbol={symbol} />
      </Row>
      <Row label={MSG.cart.total}>
        <Amount wei={shown.total} symbol={symbol} />
      </Row>
      {balance.data !== undefined && !funded && (
        <p role="alert" className="text-sm text-rose-700">
          {MSG.checkout.errors.insufficient}
        </p>
      )}
    </PurchaseSteps>
  );
}
