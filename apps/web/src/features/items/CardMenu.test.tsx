import { MSG, type TokenCard } from '@agora/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testConfig } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { walletOn } from '../../test/wallet';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';
import { connectModal } from '../wallet/connectModalStore';
import { CardMenu } from './CardMenu';

// The chain boundary: balances and re-checks are not what this file tests.
vi.mock('../../lib/chain/contracts');
vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  // The wallet refuses to switch to the configured network when asked (preflight asks before refusing).
  switchChain: vi.fn(async () => {
    throw new Error('User rejected the request.');
  }),
}));

const SELLER = '0x00000000000000000000000000000000000000aa';
const BUYER = '0x00000000000000000000000000000000000000b1';
const DETAIL = 'GET /api/v1/items/0x0000000000000000000000000000000000000002/1';

/** The card of test/tokenDetail's item: one edition on sale for 1 BNB by its creator, on the own 721 contract. */
const card: TokenCard = {
  contract: '0x0000000000000000000000000000000000000002',
  tokenId: '1',
  type: 721,
  name: 'Sunset',
  category: 'Art',
  media: '/media/a.png',
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: { address: SELLER, name: null, customUrl: null, image: null },
  owner: { address: SELLER, name: null, customUrl: null, image: null },
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: {
    owner: SELLER,
    price: '1000000000000000000',
    currency: 'BNB',
    saleType: 'FixedPrice',
    startsAt: null,
    endsAt: null,
    balance: 1,
  },
};

// The first choice loads the modals' chunk and the wallet stack: longer than findBy's default second.
const LOADED = { timeout: 15_000 };

const session = (address: string) => ({ 'GET /api/v1/auth/session': { address } });

/** Opens the card's menu (the first click loads it) once it knows the viewer; returns its entries. */
async function openMenu(api: ReturnType<typeof mockApi>) {
  const trigger = await screen.findByRole('button', { name: MSG.items.cardMenu(card.name) });
  await act(async () => fireEvent.click(trigger));
  await screen.findAllByRole('menuitem', {}, LOADED);
  await vi.waitFor(() => expect(api.calls).toContain('GET /api/v1/auth/session'), { timeout: 10_000 });
  await act(async () => new Promise((r) => setTimeout(r, 30)));
  return screen.getAllByRole('menuitem').map((i) => i.textContent);
}

const choose = (label: string) =>
  act(async () => fireEvent.click(screen.getByRole('menuitem', { name: label })));

function renderCard() {
  return renderWithApp(
    <>
      <CardMenu token={card} />
      <Toaster />
    </>,
  );
}

beforeEach(() => walletOn(testConfig.chainId));
afterEach(() => {
  act(() => toastStore.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CardMenu', () => {
  it("offers a visitor what the token page does; Buy Now says 'OOPS!..connect Your Wallet', opens Connect and reads nothing", async () => {
    const api = mockApi({});
    const open = vi.spyOn(connectModal, 'open');
    renderCard();
    expect(await openMenu(api)).toEqual([MSG.detail.buy, MSG.detail.menu.report, MSG.detail.menu.share]);
    await choose(MSG.detail.buy);
    expect(open).toHaveBeenCalledOnce();
    expect(await screen.findByText(MSG.preflight.connect)).toBeTruthy();
    expect(api.calls.filter((c) => c.includes('/items/'))).toHaveLength(0);
  });

  it("Share opens the token page's share dialog: four targets, each sharing the item's link", async () => {
    const api = mockApi({});
    renderCard();
    await openMenu(api);
    await choose(MSG.detail.menu.share);
    const dialog = within(await screen.findByRole('dialog', { name: MSG.share.title }, LOADED));
    const link = encodeURIComponent(`${window.location.origin}/info/${SELLER}/${card.contract}/1`);
    const targets = dialog.getAllByRole('link');
    expect(targets.map((a) => a.textContent)).toEqual(
      (['twitter', 'telegram', 'facebook', 'whatsapp'] as const).map((k) => MSG.share[k]),
    );
    for (const a of targets) expect(a.getAttribute('href')).toContain(link);
    expect(api.calls.filter((c) => c.includes('/items/'))).toHaveLength(0);
  });

  it('a buyer’s Buy Now reads the token and opens the token page’s checkout for the card’s seller', async () => {
    const api = mockApi({ ...session(BUYER), [DETAIL]: detail });
    renderCard();
    await openMenu(api);
    await choose(MSG.detail.buy);
    const checkout = await screen.findByRole('dialog', { name: MSG.checkout.title }, LOADED);
    expect(checkout.textContent).toContain(MSG.checkout.seller);
    expect(api.calls.some((c) => c.startsWith(DETAIL))).toBe(true);
  });

  it("a wallet on another network: Buy Now says 'Please Connect to {network} Network' and opens nothing", async () => {
    walletOn(56);
    const api = mockApi({ ...session(BUYER), [DETAIL]: detail });
    renderCard();
    await openMenu(api);
    await choose(MSG.detail.buy);
    expect(
      await screen.findByText(MSG.preflight.wrongNetwork(testConfig.chainName), {}, LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.checkout.title })).toBeNull();
  });

  it('the holder gets the owner menu; Report opens the token page’s report form', async () => {
    const api = mockApi({ ...session(SELLER), [DETAIL]: detail });
    renderCard();
    expect(await openMenu(api)).toEqual([
      MSG.detail.menu.burn,
      MSG.detail.menu.transfer,
      MSG.detail.menu.lowerPrice,
      MSG.detail.menu.cancelOrder,
      MSG.detail.menu.report,
      MSG.detail.menu.share,
    ]);
    await choose(MSG.detail.menu.report);
    expect(await screen.findByRole('dialog', { name: MSG.report.title }, LOADED)).toBeTruthy();
  });

  it('a holder of a multiple-edition item gets their own actions on another seller’s card, read on opening', async () => {
    const ERC1155 = testConfig.addresses.erc1155;
    const multi: TokenCard = {
      ...card,
      contract: ERC1155,
      type: 1155,
      quantity: 10,
      listing: { ...(card.listing as NonNullable<TokenCard['listing']>), balance: 4 },
    };
    const seller = detail.owners[0] as (typeof detail.owners)[number];
    const holders = {
      ...detail,
      token: { ...detail.token, contract: ERC1155, type: 1155 as const, quantity: 10, supply: 10 },
      owners: [
        { ...seller, balance: 4 },
        { user: { ...seller.user, address: BUYER as `0x${string}` }, balance: 2, sale: null },
      ],
    };
    const read = `GET /api/v1/items/${ERC1155}/1`;
    const api = mockApi({ ...session(BUYER), [read]: holders });
    renderWithApp(<CardMenu token={multi} />);
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    // Nothing is read for a card until its menu opens.
    expect(api.calls).toEqual([]);
    await openMenu(api);
    // The token page's answer for this viewer: Buy Now from the seller, and their own copies' menu.
    await vi.waitFor(
      () =>
        expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
          MSG.detail.buy,
          MSG.detail.menu.burn,
          MSG.detail.menu.transfer,
          MSG.detail.menu.putOnSale,
          MSG.detail.menu.report,
          MSG.detail.menu.share,
        ]),
      LOADED,
    );
    expect(api.calls.filter((c) => c.startsWith(read))).toHaveLength(1);
  });

  it('a card older than the item says the data is stale instead of opening a checkout', async () => {
    const sold = {
      ...detail,
      owners: [{ ...(detail.owners[0] as (typeof detail.owners)[number]), sale: null }],
    };
    const api = mockApi({ ...session(BUYER), [DETAIL]: sold });
    renderCard();
    await openMenu(api);
    await choose(MSG.detail.buy);
    expect(await screen.findByText(MSG.preflight.staleData, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.checkout.title })).toBeNull();
  });
});
