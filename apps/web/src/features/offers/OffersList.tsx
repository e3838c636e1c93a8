import { type CollectionOffer, links, MSG, shorten, type TokenBid } from '@agora/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { Amount } from '../trade/ui';

/**
 * A collection offer as the bid flows take it (Accept bid, Cancel bid): the same signed Bid with the token
 * page's proof (acceptCollectionOffer's), and always acceptable now (the accept-window rule is an auction's,
 * and an offer belongs to none).
 */
export const offerAsBid = (offer: CollectionOffer): TokenBid & { proof: readonly string[] } => ({
  ...offer,
  acceptBlock: null,
});

/** The open collection offers, highest first; `action` adds a button per offer (accept, cancel). */
export function OffersList({
  offers,
  action,
}: {
  offers: readonly CollectionOffer[];
  action?: (offer: CollectionOffer) => ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 p-4" data-testid="collection-offers">
      <h2 className="mb-2 font-semibold">{MSG.offers.title}</h2>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.offers.none}</p>
      ) : (
        <ul>
          {offers.map((o) => (
            <li
              key={o.id}
              className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 text-sm last:border-0"
              data-testid="collection-offer"
            >
              <div className="flex items-center gap-2">
                <Avatar src={o.bidder.image} size="size-8" />
                <div>
                  <Amount wei={BigInt(o.amount)} symbol={o.currency} />
                  <p className="text-slate-500">
                    {MSG.offers.tokens(o.pending, o.quantity)} {MSG.offers.by}{' '}
                    <Link to={links.user(o.bidder)} className="hover:text-brand-700">
                      {o.bidder.name ?? shorten(o.bidder.address, 10)}
                    </Link>
                  </p>
                </div>
              </div>
              {action?.(o)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
