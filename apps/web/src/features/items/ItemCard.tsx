import type { TokenCard } from '@agora/core';
import { CARD_MSG, DETAIL_MSG, formatUnits, links, shorten } from '@agora/core';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { CardAddToCart } from '../cart/AddToCartButton';
import { isDeclining } from '../trade/saleTerms';
import { AuctionBadge } from './AuctionBadge';
import { CardMenu } from './CardMenu';
import { CardAmount } from './CardPrice';
import { DecliningCardPrice } from './DecliningCardPrice';
import { LikeButton } from './LikeButton';
import { TokenMedia } from './TokenMedia';

/**
 * What a card without a price offers instead: the highest open bid or offer, else the auction's minimum bid.
 * Without it a live auction read 'Not for sale' though it takes bids.
 */
export function cardBid(token: TokenCard): { label: string; amount: string; currency: string } | null {
  if (token.highestBid) return { label: DETAIL_MSG.highestBid, ...token.highestBid };
  const l = token.listing;
  if (l?.minBid && l.currency)
    return { label: DETAIL_MSG.minimumBid, amount: l.minBid, currency: l.currency };
  return null;
}

/** The "Not minted yet" marker of a voucher's item (issue 30): kept here, so the card's first load is unchanged. */
export function NotMinted() {
  return (
    <span data-testid="not-minted" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
      {CARD_MSG.notMinted}
    </span>
  );
}

/** The card of every item list, with its trade menu (CardMenu: buy, bid, put on sale, burn …). */
export function ItemCard({
  token,
  first = false,
}: {
  token: TokenCard;
  /** The first card of the page's first list: its picture may be the largest element of the first screen. */
  first?: boolean;
}) {
  const listing = token.listing;
  // A Dutch listing's price falls with the clock: DecliningCardPrice prices it in the browser.
  const declining = isDeclining(listing);
  // The API sends prices in wei; the card shows whole coins, with their dollar value.
  const price = listing?.price && !declining ? Number(formatUnits(BigInt(listing.price))) : null;
  const href = links.info(token.owner.address, token.contract, token.tokenId);
  // Without a price, the bid (issue 31: auction cards lacked its dollar value).
  const bid = price === null && !declining ? cardBid(token) : null;
  const isAuction = listing?.saleType === 'TimedAuction' && listing.startsAt && listing.endsAt;
  return (
    <article className="group card relative flex flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden>
          <TokenMedia token={token} first={first} />
        </Link>
        <div className="absolute top-3 right-3">
          <LikeButton token={token} />
        </div>
        {isAuction && (
          <div className="absolute bottom-3 left-3">
            <AuctionBadge startsAt={listing.startsAt as string} endsAt={listing.endsAt as string} />
          </div>
        )}
        {token.minted === false && (
          <div className="absolute bottom-3 left-3">
            <NotMinted />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold" title={token.name}>
            <Link to={href} className="hover:text-brand-700">
              {shorten(token.name, 8)}
            </Link>
            {token.creator.verified && <VerifiedBadge />}
          </h3>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
            {CARD_MSG.stock(token.stock, token.quantity)}
          </span>
        </div>
        <Link
          to={links.user(token.owner)}
          className="flex items-center gap-2 text-sm text-slate-600 hover:text-brand-700"
        >
          <Avatar src={token.owner.image} size="size-6" />
          <span>{token.owner.name ?? shorten(token.owner.address, 10)}</span>
        </Link>
        <div className="mt-auto flex items-end justify-between border-t border-slate-100 pt-3 text-sm">
          {price !== null ? (
            <div>
              <CardAmount amount={price} currency={listing?.currency ?? null} testId="card-price" />
            </div>
          ) : declining && listing ? (
            <DecliningCardPrice listing={listing} />
          ) : bid ? (
            <CardAmount
              amount={Number(formatUnits(BigInt(bid.amount)))}
              currency={bid.currency}
              label={bid.label}
              testId="card-bid"
            />
          ) : (
            <p className="text-slate-500">{CARD_MSG.notForSale}</p>
          )}
          <div className="flex items-center gap-1">
            <CardAddToCart token={token} />
            <CardMenu token={token} />
          </div>
        </div>
      </div>
    </article>
  );
}
