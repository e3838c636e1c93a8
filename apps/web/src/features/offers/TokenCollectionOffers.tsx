import { type CollectionOffer, MSG, type TokenDetail } from '@agora/core';
import { Suspense, useState } from 'react';
import type { TradeDeps } from '../../lib/chain/tx';
import { lazyComponent } from '../../lib/lazyComponent';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { OffersList, offerAsBid } from './OffersList';

// Loaded when an offer's button is pressed, with the network check (wagmi): most readers of a token page never
// open them, and a visitor's page carries no wallet stack (issue 27).
const NetworkGate = lazyComponent(() =>
  import('../wallet/NetworkGate').then((m) => ({ default: m.NetworkGate })),
);
const AcceptBidModal = lazyComponent(() =>
  import('../trade/AcceptBidModal').then((m) => ({ default: m.AcceptBidModal })),
);
const CancelBidModal = lazyComponent(() =>
  import('../trade/SocialModals').then((m) => ({ default: m.CancelBidModal })),
);

type Modal = { kind: 'accept' | 'cancel'; offer: CollectionOffer };

/**
 * The token page's collection offers (every offer on the token's contract): a holder of this token accepts
 * one with spec 2's Accept bid, selling this token to it; the bidder may cancel their own. `deps`: the signed-in wallet's (null: a visitor).
 */
export function TokenCollectionOffers({ detail, deps }: { detail: TokenDetail; deps: TradeDeps | null }) {
  const [modal, setModal] = useState<Modal | null>(null);
  const paused = useTradingPaused();
  const me = deps?.account.toLowerCase() ?? null;
  const holds = !!me && detail.owners.some((o) => o.user.address.toLowerCase() === me && o.balance > 0);
  const close = () => setModal(null);
  return (
    <div className="mt-4">
      <OffersList
        offers={detail.collectionOffers}
        action={(offer) => {
          const own = me !== null && offer.bidder.address.toLowerCase() === me;
          if (own)
            return (
              <button type="button" className="btn-ghost" onClick={() => setModal({ kind: 'cancel', offer })}>
                {MSG.offers.cancel}
              </button>
            );
          if (!holds) return null;
          return (
            <button
              type="button"
              className="btn-primary"
              disabled={paused}
              title={pausedTitle(paused)}
              onClick={() => setModal({ kind: 'accept', offer })}
            >
              {MSG.offers.accept}
            </button>
          );
        }}
      />
      {/* Chain actions: the token page's wallet checks first, as its own buttons have them. */}
      {deps && modal && (
        <Suspense fallback={null}>
          <NetworkGate onRefused={close}>
            {modal.kind === 'accept' ? (
              <AcceptBidModal detail={detail} bid={offerAsBid(modal.offer)} deps={deps} onClose={close} />
            ) : (
              <CancelBidModal bid={offerAsBid(modal.offer)} deps={deps} onClose={close} />
            )}
          </NetworkGate>
        </Suspense>
      )}
    </div>
  );
}
