import type { Address } from '@agora/core';
import {
  type AcceptBlock,
  canAcceptBid,
  canCancelBid,
  displayName,
  formatBidDate,
  formatWei,
  links,
  MSG,
  type TokenBid,
  type TokenDetail,
  type TokenOwner,
} from '@agora/core';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { LocalDate } from '../../components/LocalDate';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { priceAt } from '../trade/declining';

export type BidAction = { kind: 'accept' | 'cancelBid'; bid: TokenBid };

/** Why an owner gets no Accept on a bid; a running auction is explained once, by the auction badge. */
const ACCEPT_NOTE: Record<AcceptBlock, string | null> = {
  auctionLive: null,
  highestOnly: MSG.auction.highestOnly,
  expired: MSG.auction.bidExpired,
};

function Person({ user }: { user: TokenOwner['user'] }) {
  return (
    <Link to={links.user(user)} className="flex items-center gap-2 hover:text-brand-700">
      <Avatar src={user.image} size="size-8" />
      <span>{displayName(user)}</span>
      {user.verified && <VerifiedBadge />}
    </Link>
  );
}

const toRow = (o: TokenOwner) => ({
  owner: o.user.address,
  balance: o.balance,
  price: o.sale?.price ? BigInt(o.sale.price) : null,
});

/** Info (creator, royalty), Owners (balance, price each, Buy Now for others), Bid (Accept / Cancel), history. */
export function TokenTabs({
  detail,
  viewer,
  onBuy,
  onBid,
}: {
  detail: TokenDetail;
  viewer: Address | null;
  onBuy: (owner: TokenOwner) => void;
  onBid: (action: BidAction) => void;
}) {
  const { token } = detail;
  const paused = useTradingPaused();
  const viewerRow = detail.owners.find((o) => o.user.address === viewer) ?? null;
  const tab =
    'rounded-full px-3 py-1 text-sm data-[state=active]:bg-slate-900 data-[state=active]:text-white';
  return (
    <Tabs.Root defaultValue="info" className="mt-6">
      <Tabs.List className="mb-3 flex gap-2">
        <Tabs.Trigger value="info" className={tab}>
          {MSG.detail.tabs.info}
        </Tabs.Trigger>
        <Tabs.Trigger value="owners" className={tab}>
          {MSG.detail.tabs.owners}
        </Tabs.Trigger>
        <Tabs.Trigger value="bid" className={tab}>
          {MSG.detail.tabs.bid}
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={tab}>
          {MSG.detail.tabs.history}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="info" className="space-y-2">
        <p className="text-xs text-slate-500">{MSG.detail.creator}</p>
        <Person user={token.creator} />
        <p className="text-sm">{MSG.detail.royalty(String(token.royaltyBps / 100))}</p>
      </Tabs.Content>
      <Tabs.Content value="owners">
        <ul className="divide-y divide-slate-100" data-testid="owners">
          {detail.owners.map((o) => (
            <li key={o.user.address} className="flex items-center justify-between gap-2 py-2 text-sm">
              <Person user={o.user} />
              <span data-testid="owner-balance">
                {o.sale ? MSG.detail.onSale(o.sale.quantity, o.balance) : o.balance}
              </span>
              {o.sale?.price && (
                <span>
                  {/* A Dutch listing at the page data's chain time (the same in server HTML and hydration). */}
                  {formatWei(priceAt(o.sale, Date.parse(detail.now)) ?? 0n, o.sale.currency)}{' '}
                  {o.sale.currency} {MSG.detail.each}
                </span>
              )}
              {o.sale?.price && o.user.address !== viewer && (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={paused}
                  title={pausedTitle(paused)}
                  onClick={() => onBuy(o)}
                >
                  {MSG.detail.buyNow}
                </button>
              )}
            </li>
          ))}
          {detail.owners.length === 0 && <li className="py-2 text-slate-500">{MSG.detail.noOwners}</li>}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="bid">
        <ul className="divide-y divide-slate-100">
          {detail.bids.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Person user={b.bidder} />
              <span>
                {formatWei(BigInt(b.amount), b.currency)} {b.currency} · {MSG.detail.editions(b.pending)}
              </span>
              {b.unfunded && <span className="text-xs text-amber-700">{MSG.detail.notFunded}</span>}
              {b.refused && <span className="text-xs text-amber-700">{MSG.detail.refusedBid}</span>}
              <LocalDate at={b.createdAt} format={formatBidDate} className="text-slate-500" />
              {canAcceptBid(
                { ...b, bidder: b.bidder.address },
                viewer,
                viewerRow ? toRow(viewerRow) : null,
              ) &&
                (b.acceptBlock ? (
                  ACCEPT_NOTE[b.acceptBlock] && (
                    <span className="basis-full text-xs text-slate-500">{ACCEPT_NOTE[b.acceptBlock]}</span>
                  )
                ) : (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={paused}
                    title={pausedTitle(paused)}
                    onClick={() => onBid({ kind: 'accept', bid: b })}
                  >
                    {MSG.detail.acceptBid}
                  </button>
                ))}
              {b.bidder.address === viewer && canCancelBid(b) && (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => onBid({ kind: 'cancelBid', bid: b })}
                >
                  {MSG.detail.cancelBid}
                </button>
              )}
            </li>
          ))}
          {detail.bids.length === 0 && <li className="py-2 text-slate-500">{MSG.detail.noBids}</li>}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="history">
        <ul className="divide-y divide-slate-100">
          {detail.history.map((h) => (
            <li
              key={`${h.createdAt}-${h.action}-${h.txHash}`}
              className="flex flex-wrap items-center gap-2 py-2 text-sm"
              data-testid="history-row"
            >
              {/* The activity text names its actor ('Purchased by'), so the row shows who: spec 2's past and current owners. */}
              <span>{h.text}</span>
              {(h.from ?? h.to) && <Person user={(h.from ?? h.to) as TokenOwner['user']} />}
              <LocalDate at={h.createdAt} format={formatBidDate} className="text-slate-500" />
            </li>
          ))}
          {detail.history.length === 0 && <li className="py-2 text-slate-500">{MSG.detail.noHistory}</li>}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
