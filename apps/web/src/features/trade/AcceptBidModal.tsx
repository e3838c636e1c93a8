import {
  links,
  MSG,
  scaledToPercent,
  settle,
  shorten,
  TIMING_MS,
  type TokenBid,
  type TokenDetail,
  validateAcceptBid,
  youWillPay,
} from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { StaticDialog } from '../../components/StaticDialog';
import {
  acceptBid,
  acceptCollectionOffer,
  bidProceeds,
  erc20Allowance,
  erc20Balance,
  settleAuction,
} from '../../lib/chain/contracts';
import { auctionToSettle } from '../../lib/chain/orders';
import type { TradeDeps } from '../../lib/chain/tx';
import { TokenMedia } from '../items/TokenMedia';
import { toast } from '../toast/toastStore';
import { acceptButtonState, acceptEnabled } from './buttons';
import { SellerStepsDialog, useSellerFlow } from './SellerSteps';
import { Amount, editionsOf, QuantityField, Row, useFees } from './ui';
import { useLeaveAfter } from './useTrade';

/**
 * Accept bid (spec 2 §2): preview, bidder, amount, quantity, fees, royalty, you will get; the bidder's
 * balance and allowance are read from the chain first; then Approve → Accept the Bid (settling the owner's
 * auction when the bid is one of it; a collection offer sells this token to it). Success: /my-items.
 */
export function AcceptBidModal({
  detail,
  bid,
  deps,
  onClose,
}: {
  detail: TokenDetail;
  /** A bid on this token, or a collection offer with the Merkle `proof` of this token (collectionOffer's). */
  bid: TokenBid & { proof?: readonly string[] };
  deps: TradeDeps;
  onClose: () => void;
}) {
  const { token } = detail;
  const fees = useFees();
  const mine = detail.owners.find((o) => o.user.address === deps.account);
  const [quantity, setQuantity] = useState(String(Math.min(bid.pending, mine?.balance ?? 1)));
  const flow = useSellerFlow(deps, token, 'accept');
  const leave = useLeaveAfter();
  const editions = editionsOf(token.type, quantity);
  const errors = validateAcceptBid({ type: token.type, quantity, bidQuantity: bid.pending });
  const unit = BigInt(bid.amount);
  const due = youWillPay(unit, editions, fees.buyer);
  const bidder = useQuery({
    queryKey: ['bidder-funds', bid.id, editions],
    queryFn: async () => ({
      balance: await erc20Balance(deps, bid.order.currency, bid.order.bidder),
      allowance: await erc20Allowance(deps, bid.order.currency, bid.order.bidder),
    }),
  });
  const royaltyBps = token.creator.address === deps.account ? 0n : BigInt(token.royaltyBps);
  const split = settle({
    unitPrice: unit,
    quantity: editions,
    buyerFee: fees.buyer,
    sellerFee: fees.seller,
    royaltyBps,
  });
  const button = acceptButtonState({
    status: flow.status,
    bidderBalanceOk: !bidder.data || bidder.data.balance >= due,
    bidderAllowanceOk: !bidder.data || bidder.data.allowance >= due,
  });

  const start = async () => {
    if (errors.quantity) return toast.error(MSG.formError);
    if (button === 'error') return toast.error(MSG.toast.bidderBalance);
    if (button === 'error1') return toast.error(MSG.toast.bidderAllowance);
    await flow.begin();
  };
  const accept = async () => {
    // The server withholds the signature of a bid the owner cannot accept now; the Accept button is gone then.
    if (!bid.signature) throw new Error(MSG.auction.highestOnly);
    // The last look before sending: a seller fee or royalty raised since the page loaded makes the "you
    // will get" shown stale. The marketplace would refuse anyway (minProceeds); say so before the wallet.
    if ((await bidProceeds(deps, bid.order, token.tokenId, editions)) < split.sellerReceives) {
      toast.warning(MSG.preflight.staleData);
      onClose();
      leave('/', TIMING_MS.staleDataRedirect);
      return;
    }
    const signed = { order: bid.order, signature: bid.signature as `0x${string}` };
    // Accepting a bid on one's own auction settles the signed auction order with it.
    const auction = await auctionToSettle(mine, bid.order);
    if (auction) await settleAuction(deps, auction, signed, split.sellerReceives);
    else if (bid.order.anyToken)
      await acceptCollectionOffer(
        deps,
        signed,
        token.tokenId,
        bid.proof ?? [],
        editions,
        split.sellerReceives,
      );
    else await acceptBid(deps, signed, token.tokenId, editions, split.sellerReceives);
    toast.success(MSG.toast.bidAccepted);
    setTimeout(onClose, TIMING_MS.dialogClose);
    leave(links.myItems(), TIMING_MS.dialogClose);
  };

  if (flow.showSteps)
    return (
      <SellerStepsDialog
        flow={flow}
        approve={{ title: MSG.acceptBid.steps.approve }}
        action={{
          title: MSG.acceptBid.steps.accept,
          ready: acceptEnabled(button),
          button: MSG.acceptBid.button,
          processing: MSG.acceptBid.button.process,
          work: accept,
          failMessage: MSG.toast.acceptCancelled,
        }}
        onClose={onClose}
      />
    );

  return (
    <StaticDialog
      open
      title={MSG.acceptBid.title}
      description={`${MSG.acceptBid.youAreAboutToAccept} ${token.name} ${MSG.acceptBid.from} ${shorten(bid.bidder.address, 10)}`}
      onClose={onClose}
    >
      <div className="mx-auto mb-3 w-32 overflow-hidden rounded-xl">
        <TokenMedia token={token} />
      </div>
      <Row label={MSG.acceptBid.bidAmount}>
        <Amount wei={unit} symbol={bid.currency} />
      </Row>
      {token.type === 1155 && (
        <QuantityField
          label={MSG.acceptBid.quantity}
          value={quantity}
          error={errors.quantity}
          onChange={setQuantity}
        />
      )}
      <Row label={MSG.acceptBid.serviceFee}>{scaledToPercent(fees.seller)}%</Row>
      <Row label={MSG.acceptBid.royaltyFee}>{token.royaltyBps / 100}%</Row>
      <Row label={MSG.acceptBid.youWillGet}>
        <Amount wei={split.sellerReceives} symbol={bid.currency} />
      </Row>
      {/* Never disabled here: pressed while the bidder is short, it says so and suggests another bidder. */}
      <DialogActions className="mt-4" action={{ label: MSG.acceptBid.button[button], onClick: start }} />
    </StaticDialog>
  );
}
