import type { Address } from '@agora/core';
import { type CollectionOffer, MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CancelBidModal } from '../trade/SocialModals';
import { useTradeDeps } from '../trade/useTradeDeps';
import { connectModal } from '../wallet/connectModalStore';
import { NetworkGate } from '../wallet/NetworkGate';
import { useWalletAddress } from '../wallet/useWallet';
import { WithWagmi } from '../wallet/WithWagmi';
import { CollectionOfferModal } from './CollectionOfferModal';
import { OffersList, offerAsBid } from './OffersList';
import { offersQuery } from './offersApi';

type Modal = { kind: 'make' } | { kind: 'cancel'; offer: CollectionOffer };

/**
 * The collection page's offers: the open ones made on this collection and "Make collection offer". Holders
 * accept from the page of the token they sell (which gives the token's proof).
 */
export function CollectionOffersPanel({
  contract,
  collectionId,
}: {
  contract: Address;
  collectionId: number;
}) {
  const wallet = useWalletAddress();
  const offers = useQuery(offersQuery(contract, collectionId));
  const [modal, setModal] = useState<Modal | null>(null);
  const close = () => setModal(null);
  return (
    <div className="mx-auto mt-8 max-w-2xl">
      <div className="mb-3 flex justify-center">
        <button
          type="button"
          className="btn-primary"
          onClick={() => (wallet ? setModal({ kind: 'make' }) : connectModal.ask())}
        >
          {MSG.offers.make}
        </button>
      </div>
      <OffersList
        offers={offers.data?.offers ?? []}
        action={(offer) =>
          wallet && offer.bidder.address.toLowerCase() === wallet ? (
            <button type="button" className="btn-ghost" onClick={() => setModal({ kind: 'cancel', offer })}>
              {MSG.offers.cancel}
            </button>
          ) : null
        }
      />
      {modal && (
        <WithWagmi reconnect>
          {/* Making or cancelling an offer is a chain action: the token page's wallet checks first. */}
          <NetworkGate onRefused={close}>
            <OfferModal modal={modal} contract={contract} collectionId={collectionId} onClose={close} />
          </NetworkGate>
        </WithWagmi>
      )}
    </div>
  );
}

function OfferModal({
  modal,
  contract,
  collectionId,
  onClose,
}: {
  modal: Modal;
  contract: Address;
  collectionId: number;
  onClose: () => void;
}) {
  const deps = useTradeDeps();
  if (!deps) return null;
  return modal.kind === 'make' ? (
    <CollectionOfferModal collection={contract} collectionId={collectionId} deps={deps} onClose={onClose} />
  ) : (
    <CancelBidModal bid={offerAsBid(modal.offer)} deps={deps} onClose={onClose} />
  );
}
