import { type Address, type CollectionOffer, MSG, type TokenDetail } from '@agora/core';
import { Suspense, useState } from 'react';
import type { TradeDeps } from '../../lib/chain/tx';
import { lazyComponent } from '../../lib/lazyComponent';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { useWalletAction } from '../trade/useWalletAction';
import { OffersList, offerAsBid } from './OffersList';

// Loaded when an offer's button is pressed: most readers of a token page never open them (issue 27).
const AcceptBidModal = lazyComponent(() =>
  import('../trade/AcceptBidModal').then((m) => ({ default: m.AcceptBidModal })),
);
const CancelBidModal = lazyComponent(() =>
  import('../trade/SocialModals').then((m) => ({ default: m.CancelBidModal })),
);

type Modal = { kind: 'accept' | 'cancel'; offer: CollectionOffer };

type Props = { detail: TokenDetail; viewer: Address | null; deps: TradeDeps | null };

/**
 * The token page's collection offers (every offer on the token's contract): a holder of this token accepts
 * one with spec 2's Accept bid, selling this token to it; the bidder may cancel their own. `viewer` and `deps`
 * as the token page's trade panel has them (TokenTrade); a modal opens after the same wallet checks.
 */
export function TokenCollectionOffers({ detail, viewer, deps }: Props) {
  const [modal, setModal] = useState<Modal | null>(null);
  const open = useWalletAction<Modal>(deps, viewer, setModal);
  const paused = useTradingPaused();
  const me = viewer?.toLowerCase() ?? null;
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
              <button type="button" className="btn-ghost" onClick={() => open({ kind: 'cancel', offer })}>
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
              onClick={() => open({ kind: 'accept', offer })}
            >
              {MSG.offers.accept}
            </button>
          );
        }}
      />
      {deps && modal && (
        <Suspense fallback={null}>
          {modal.kind === 'accept' ? (
            <AcceptBidModal detail={detail} bid={offerAsBid(modal.offer)} deps={deps} onClose={close} />
          ) : (
            <CancelBidModal bid={offerAsBid(modal.offer)} deps={deps} onClose={close} />
          )}
        </Suspense>
      )}
    </div>
  );
}
