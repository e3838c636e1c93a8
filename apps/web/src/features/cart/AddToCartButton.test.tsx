import type { TokenCard } from '@agora/core';
import { MSG } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { Toaster } from '../toast/Toaster';
import { CardAddToCart } from './AddToCartButton';
import { cartStore } from './cartStore';

const seller = detail.owners[0]?.user.address as `0x${string}`;
const card: TokenCard = {
  contract: detail.token.contract,
  tokenId: detail.token.tokenId,
  type: 721,
  name: detail.token.name,
  category: null,
  media: '/m.png',
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: detail.token.creator,
  owner: detail.owners[0]?.user as TokenCard['owner'],
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: {
    owner: seller,
    price: detail.owners[0]?.sale?.price ?? null,
    currency: 'BNB',
    saleType: 'FixedPrice',
    startsAt: null,
    endsAt: null,
    balance: 1,
  },
};
const itemPath = `GET /api/v1/items/${card.contract}/${card.tokenId}`;

function renderCard(token: TokenCard, viewer: string | null) {
  mockApi({ 'GET /api/v1/auth/session': viewer && { address: viewer, wallet: true }, [itemPath]: detail });
  return renderWithApp(
    <>
      <CardAddToCart token={token} />
      <Toaster />
    </>,
  );
}

describe('Add to cart on a card', () => {
  afterEach(() => cartStore.clear());

  it("reads the token's signed listing and adds it; the card then says it is in the cart", async () => {
    renderCard(card, '0x00000000000000000000000000000000000000dd');
    fireEvent.click(screen.getByRole('button', { name: MSG.cart.add }));
    await screen.findByRole('button', { name: MSG.cart.inCart });
    expect(cartStore.getSnapshot().items).toMatchObject([
      {
        orderHash: detail.owners[0]?.sale?.orderHash,
        seller,
        unitPrice: detail.owners[0]?.sale?.price,
        royaltyBps: detail.token.royaltyBps,
      },
    ]);
    expect(screen.getByText(MSG.cart.added)).toBeTruthy();
  });

  it('is not offered for an auction', () => {
    renderCard(
      { ...card, listing: { ...card.listing, saleType: 'TimedAuction' } as TokenCard['listing'] },
      null,
    );
    expect(screen.queryByRole('button', { name: MSG.cart.add })).toBeNull();
  });

  it("is not offered on the viewer's own listing", async () => {
    renderCard(card, seller);
    // Before the session is read the viewer is unknown; once it says the seller is viewing, the button goes.
    expect(screen.getByRole('button', { name: MSG.cart.add })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: MSG.cart.add })).toBeNull());
  });
});
