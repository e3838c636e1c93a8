import {
  CREATE_MSG,
  type EndChoice,
  EXTERNAL_LISTING_DAYS,
  formatUnits,
  hasErrors,
  MSG,
  parseUnits,
  readAmount,
  resolveAuctionTimes,
  type StartChoice,
  scaledToPercent,
  TIMING_MS,
  type TokenDetail,
  validateSale,
  youWillReceive,
} from '@agora/core';
import { useState } from 'react';
import { AuctionTimes } from '../../components/AuctionTimes';
import { CurrencySelect } from '../../components/CurrencySelect';
import { DialogActions } from '../../components/DialogActions';
import { StaticDialog } from '../../components/StaticDialog';
import { listDeclining, listForSale, lowerPrice, openAuction } from '../../lib/chain/orders';
import { txButtonEnabled, txButtonState } from '../../lib/chain/steps';
import { currencyAddress, type TradeDeps, tokenCurrencies } from '../../lib/chain/tx';
import { chainNow } from '../create/createChain';
import { toast } from '../toast/toastStore';
import { SellerStepsDialog, useSellerFlow } from './SellerSteps';
import { Amount, editionsOf, PriceField, QuantityField, Row, useFees } from './ui';
import { useLeaveAfter } from './useTrade';

type Mode = 'sell' | 'lower';
type Kind = 'FixedPrice' | 'TimedAuction' | 'DecliningPrice';
const HOUR_MS = 3_600_000;

/**
 * Put On Sale / Lower Price (spec 2 §2): FixedPrice, DecliningPrice (a Dutch listing, issue 30: start price, end
 * price, duration in hours; not when lowering) or (single editions, not when lowering) TimedAuction;
 * then Follow Steps 1 Approve (marketplace approval, the one transaction) and 2 Listing: the Order is signed
 * in the wallet and recorded by the server, no gas (Lower Price signs the same order at the new price).
 * Success: 'Collectible price changed successfully', home after 8 s.
 */
export function SaleModal({
  detail,
  deps,
  mode,
  onClose,
}: {
  detail: TokenDetail;
  deps: TradeDeps;
  mode: Mode;
  onClose: () => void;
}) {
  const { token } = detail;
  const mine = detail.owners.find((o) => o.user.address === deps.account);
  const current = mode === 'lower' ? mine?.sale : null;
  const fees = useFees();
  const [saleType, setSaleType] = useState<Kind>('FixedPrice');
  const [price, setPrice] = useState('');
  const [endPrice, setEndPrice] = useState('');
  const [hours, setHours] = useState('24');
  const [minimumBid, setMinimumBid] = useState('');
  const [currency, setCurrency] = useState(current?.currency ?? deps.appCfg.nativeSymbol);
  const [quantity, setQuantity] = useState(String(mine?.balance ?? 1));
  const [start, setStart] = useState<StartChoice>({ kind: 'now' });
  const [end, setEnd] = useState<EndChoice>({ kind: 'days', days: 1 });
  const [touched, setTouched] = useState(false);
  const flow = useSellerFlow(deps, token, 'list');
  const leave = useLeaveAfter();
  const now = Date.now();
  const times =
    saleType === 'TimedAuction' ? resolveAuctionTimes(start, end, now) : { startsAt: null, endsAt: null };
  const errors = validateSale({
    type: token.type,
    saleType,
    price,
    minimumBid,
    currency,
    quantity,
    balance: mine?.balance ?? 0,
    currentPrice: current?.price ? BigInt(current.price) : null,
    endPrice,
    hours,
    now,
    ...times,
  });
  const auction = saleType === 'TimedAuction';
  // A fixed price asks the price, a Dutch listing its start price; an auction its minimum bid.
  const priceField = !auction
    ? {
        label: saleType === 'DecliningPrice' ? MSG.sale.startPrice : MSG.sale.price,
        value: price,
        error: errors.price,
        onChange: setPrice,
      }
    : { label: MSG.sale.minimumBid, value: minimumBid, error: errors.minimumBid, onChange: setMinimumBid };
  const button = txButtonState({ status: flow.status, touched, hasErrors: hasErrors(errors) });
  // A Dutch listing's seller is told what the end price leaves them: the least they receive.
  const amount = readAmount(auction ? minimumBid : saleType === 'DecliningPrice' ? endPrice : price);
  const unit = amount.kind === 'ok' ? amount.wei : 0n;
  const editions = editionsOf(token.type, quantity);
  const royaltyBps = token.creator.address === deps.account ? 0n : BigInt(token.royaltyBps);

  const submit = async () => {
    setTouched(true);
    if (hasErrors(errors)) return toast.error(MSG.formError);
    await flow.begin();
  };

  const list = async () => {
    if (saleType === 'TimedAuction') {
      const token20 = currencyAddress(deps.appCfg, currency);
      if (!token20) throw new Error(MSG.sale.errors.currencyRequired);
      await openAuction(deps, {
        saleType,
        collection: token.contract,
        tokenId: token.tokenId,
        currency: token20,
        minimumBid: parseUnits(minimumBid),
        ...times,
      });
    } else if (current?.order) {
      await lowerPrice(deps, current.order, parseUnits(price), current.quantity);
    } else if (saleType === 'DecliningPrice') {
      await listDeclining(
        deps,
        {
          collection: token.contract,
          tokenId: token.tokenId,
          quantity: editions,
          currency: currencyAddress(deps.appCfg, currency),
          unitPrice: parseUnits(price),
        },
        { endUnitPrice: parseUnits(endPrice), durationMs: Number(hours) * HOUR_MS },
        await chainNow(deps),
      );
    } else {
      await listForSale(deps, {
        collection: token.contract,
        tokenId: token.tokenId,
        quantity: editions,
        currency: currencyAddress(deps.appCfg, currency),
        unitPrice: parseUnits(price),
      });
    }
    toast.success(MSG.toast.priceChanged);
    onClose();
    leave('/', TIMING_MS.redirectAfterTx);
  };

  const title = mode === 'lower' ? MSG.sale.lowerPriceTitle : MSG.sale.putOnSaleTitle;
  if (flow.showSteps)
    return (
      <SellerStepsDialog
        flow={flow}
        approve={{ title: MSG.sale.steps.approve, hint: MSG.sale.steps.approveHint }}
        action={{
          title: MSG.sale.steps.list,
          ready: txButtonEnabled(button),
          button: MSG.sale.button,
          processing: MSG.sale.button.processing,
          work: list,
          failMessage: MSG.toast.orderNotPlaced,
        }}
        onClose={flow.status === 'processing' ? undefined : onClose}
      />
    );

  return (
    <StaticDialog open title={title} onClose={onClose}>
      <div className="space-y-3">
        {mode === 'sell' && (
          <div className="flex gap-2">
            {(token.type === 721
              ? (['FixedPrice', 'DecliningPrice', 'TimedAuction'] as const)
              : (['FixedPrice', 'DecliningPrice'] as const)
            ).map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={saleType === t}
                className={saleType === t ? 'btn-primary' : 'btn-ghost'}
                onClick={() => {
                  setSaleType(t);
                  if (t === 'TimedAuction') setCurrency(tokenCurrencies(deps.appCfg)[0]?.symbol ?? '');
                }}
              >
                {t === 'DecliningPrice' ? MSG.sale.decliningPrice : CREATE_MSG.saleTypes[t]}
              </button>
            ))}
          </div>
        )}
        <PriceField {...priceField} error={touched ? priceField.error : undefined} />
        {saleType === 'DecliningPrice' && (
          <>
            <PriceField
              label={MSG.sale.endPrice}
              value={endPrice}
              error={touched ? errors.endPrice : undefined}
              onChange={setEndPrice}
            />
            <QuantityField
              label={MSG.sale.duration}
              value={hours}
              error={touched ? errors.hours : undefined}
              onChange={setHours}
            />
            <p className="text-sm text-slate-600">{MSG.sale.decliningHint}</p>
          </>
        )}
        {mode === 'sell' && <CurrencySelect value={currency} onChange={setCurrency} tokensOnly={auction} />}
        {token.type === 1155 && mode === 'sell' && (
          <QuantityField
            label={MSG.sale.quantity}
            value={quantity}
            error={touched ? errors.quantity : undefined}
            onChange={setQuantity}
          />
        )}
        {auction && (
          <AuctionTimes
            start={start}
            end={end}
            onStart={setStart}
            onEnd={setEnd}
            errors={touched ? errors : {}}
            now={now}
          />
        )}
        {!token.own && !auction && (
          <p role="note" className="text-sm text-amber-700">
            {MSG.sale.externalRisk(EXTERNAL_LISTING_DAYS)}
          </p>
        )}
        <p className="text-sm text-slate-600">{MSG.sale.serviceFee(scaledToPercent(fees.seller))}</p>
        {current?.price && (
          <Row label={MSG.detail.price}>
            {formatUnits(BigInt(current.price))} {current.currency}
          </Row>
        )}
        <Row label={MSG.sale.youWillReceive}>
          <Amount wei={youWillReceive(unit, editions, fees.seller, royaltyBps)} symbol={currency} />
        </Row>
        <DialogActions
          action={{ label: MSG.sale.button[button], disabled: button === 'processing', onClick: submit }}
        />
      </div>
    </StaticDialog>
  );
}
