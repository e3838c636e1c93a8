import type { Address } from '@agora/core';
import {
  MSG,
  parseUnits,
  readAmount,
  type ScaledFee,
  TIMING_MS,
  type TokenDetail,
  validateBid,
  youWillPay,
} from '@agora/core';
import { lifecycleApi } from '../../api/lifecycle';
import { signBid } from '../../lib/chain/orders';
import { type TradeDeps, tokenCurrencies } from '../../lib/chain/tx';
import { type BidFields, BidFlow } from './BidFlow';
import { auctionRow } from './buttons';
import { editionsOf } from './ui';
import { useLeaveAfter } from './useTrade';

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
  const leave = useLeaveAfter();
  const held = detail.owners.find((o) => o.user.address === deps.account)?.balance ?? 0;
  const allowed = token.type === 721 ? 1 : Math.max(0, token.supply - held);

  const assess = (fields: BidFields, biddingBalance: bigint, buyerFee: ScaledFee) => {
    const read = readAmount(fields.amount);
    const editions = editionsOf(token.type, fields.quantity);
    return {
      errors: validateBid({
        type: token.type,
        quantity: fields.quantity,
        allowed,
        currency: fields.currency,
        amount: fields.amount,
        highestBid: detail.highestBid ? BigInt(detail.highestBid.amount) : null,
        minimumBid: auction?.minimumBid ? BigInt(auction.minimumBid) : null,
        timedAuction: timed,
        buyerFee,
        biddingBalance,
      }),
      total: youWillPay(read.kind === 'ok' ? read.wei : 0n, editions, buyerFee),
    };
  };
  const sign = async (fields: BidFields, currency: Address) => {
    const signed = await signBid(deps, {
      collection: token.contract,
      tokenId: token.tokenId,
      quantity: editionsOf(token.type, fields.quantity),
      currency,
      unitPrice: parseUnits(fields.amount),
      endsAt: auction?.endsAt ? Date.parse(auction.endsAt) : null,
      // Binds the bid to this auction: only its settlement can fill it (issue 28).
      auction: (auction?.orderHash ?? undefined) as `0x${string}` | undefined,
      now: Date.parse(detail.now),
    });
    const body = { owner: null, ...signed };
    await (detail.myBid ? lifecycleApi.editBid(detail.myBid.id, body) : lifecycleApi.placeBid(body));
  };

  return (
    <BidFlow
      deps={deps}
      text={{
        title: MSG.bid.title,
        description: `${MSG.bid.youAreAboutToBid} ${token.name}`,
        amount: MSG.bid.yourBid,
        currency: MSG.bid.currency,
        quantity: MSG.bid.quantity,
        youWillPay: MSG.bid.youWillPay,
        submit: MSG.bid.submit,
        approveStep: MSG.bid.steps.approve,
        signStep: MSG.bid.submit,
        placed: MSG.toast.bidPlaced,
      }}
      initial={{
        amount: '',
        currency: auction?.currency ?? tokenCurrencies(deps.appCfg)[0]?.symbol ?? '',
        quantity: '1',
      }}
      fixedCurrency={timed}
      askQuantity={token.type === 1155}
      showNativeBalance
      assess={assess}
      sign={sign}
      onPlaced={() => leave('/', TIMING_MS.dialogClose)}
      onClose={onClose}
    />
  );
}
