import {
  type Address,
  formatWei,
  MSG,
  scaledToPercent,
  type TokenDetail,
  type TokenOwner,
} from '@agora/core';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Suspense, useState } from 'react';
import type { TradeDeps } from '../../lib/chain/tx';
import { lazyComponent } from '../../lib/lazyComponent';
import { TokenAddToCart } from '../cart/AddToCartButton';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { TokenCollectionOffers } from '../offers/TokenCollectionOffers';
import { auctionTimes, tokenActions } from '../trade/buttons';
import type { TradeModalKind as Modal } from '../trade/TradeModal';
import { useFees } from '../trade/ui';
import { useWalletAction } from '../trade/useWalletAction';
import { TokenTabs } from './TokenTabs';
import { useChainNow } from './useChainNow';

// The modals load when the reader reaches for an action (pointer over or focus in the panel) or presses it: on a
// phone, evaluating every trade modal with the page was a third of the token page's blocking time (issue 27).
const TradeModal = lazyComponent(() =>
  import('../trade/TradeModal').then((m) => ({ default: m.TradeModal })),
);
const ShareModal = lazyComponent(() =>
  import('../trade/ShareModal').then((m) => ({ default: m.ShareModal })),
);
const preloadModals = () => {
  void TradeModal.preload();
  void ShareModal.preload();
};

/** What the token page's trade panel shows, and the signed-in wallet's trade dependencies (null: a visitor). */
export type TokenTradeProps = {
  detail: TokenDetail;
  focus: TokenOwner | null;
  /** The signed-in wallet (from the session): its actions show at once, before its stack has loaded. */
  viewer: Address | null;
  /** Its trade dependencies, null for a visitor and while the stack loads (useLazyTradeDeps). */
  deps: TradeDeps | null;
};

/**
 * The token page's menu, action buttons, highest-bid card, tabs and every trade modal. It reads no wallet
 * itself: a visitor's panel gets `deps` null and needs no wallet stack (TokenTradePanel).
 */
export function TokenTrade({ detail, focus, viewer, deps }: TokenTradeProps) {
  const fees = useFees();
  // While the marketplace is paused, Buy Now and Accept (which settles one's own auction) would revert.
  const paused = useTradingPaused();
  const [modal, setModal] = useState<Modal | null>(null);
  const { token } = detail;
  const now = useChainNow(detail, auctionTimes(detail));
  const {
    menu,
    buyFrom: seller,
    putOnSale,
    bid,
    accept,
    badge,
  } = tokenActions({ detail, focus, viewer, now });

  // Visitors get the Connect Wallet modal for every action; a wallet on another network is told to switch
  // before a chain action's modal opens (spec 2 §5). A report is a server call: any network will do.
  const act = useWalletAction<Modal>(deps, viewer, setModal);
  const open = (m: Modal) => (m.kind === 'report' && deps ? setModal(m) : act(m));
  const close = () => setModal(null);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only preloads the modals' code; the buttons inside are the interaction
    <div onPointerEnter={preloadModals} onFocus={preloadModals} onTouchStart={preloadModals}>
      <div className="flex justify-end">
        <Menu.Root>
          <Menu.Trigger className="btn-ghost" aria-label="More">
            ⋯
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="z-50 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
              {menu.map(({ kind, label }) => (
                <Menu.Item
                  key={kind}
                  className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
                  onSelect={() => (kind === 'share' ? setModal({ kind }) : open({ kind } as Modal))}
                >
                  {label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
      {badge && (
        <p
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800"
          data-testid="auction-badge"
        >
          {badge.text}
          {badge.kind === 'live' && badge.ownerNote && (
            <span className="block font-normal">{badge.ownerNote}</span>
          )}
        </p>
      )}
      <div className="mt-4 rounded-2xl border border-slate-200 p-4" data-testid="highest-bid">
        <p className="text-xs text-slate-500">{MSG.detail.highestBid}</p>
        {detail.highestBid ? (
          <p className="font-semibold">
            {formatWei(BigInt(detail.highestBid.amount), detail.highestBid.currency)}{' '}
            {detail.highestBid.currency}
          </p>
        ) : (
          <p className="text-slate-500">{MSG.detail.noBids}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {seller && (
            <button
              type="button"
              className="btn-primary"
              disabled={paused}
              title={pausedTitle(paused)}
              onClick={() => open({ kind: 'buy', seller })}
            >
              {MSG.detail.buy}
            </button>
          )}
          {seller && <TokenAddToCart detail={detail} seller={seller} />}
          {putOnSale && (
            <button type="button" className="btn-primary" onClick={() => open({ kind: 'sell' })}>
              {MSG.detail.putOnSale}
            </button>
          )}
          {bid && (
            <button
              type="button"
              className="btn-ghost"
              onClick={() =>
                bid.state === 'partiallyCompleted' && detail.myBid
                  ? open({ kind: 'cancelBid', bid: detail.myBid })
                  : open({ kind: 'bid' })
              }
            >
              {bid.label}
            </button>
          )}
          {accept && (
            <button
              type="button"
              className="btn-primary"
              disabled={paused}
              title={pausedTitle(paused)}
              onClick={() => open({ kind: 'accept', bid: accept })}
            >
              {MSG.detail.acceptBid}
            </button>
          )}
        </div>
        <p className="mt-3 text-xs text-slate-500">{MSG.detail.serviceFee(scaledToPercent(fees.buyer))}</p>
      </div>
      <TokenCollectionOffers detail={detail} viewer={viewer} deps={deps} />
      <TokenTabs
        detail={detail}
        viewer={viewer}
        onBuy={(o) => open({ kind: 'buy', seller: o })}
        onBid={(a) => open(a)}
      />
      <Suspense fallback={null}>
        {modal?.kind === 'share' && (
          <ShareModal
            item={{ ...token, owner: focus?.user.address ?? token.creator.address }}
            onClose={close}
          />
        )}
        {deps && modal && <TradeModal modal={modal} detail={detail} deps={deps} onClose={close} />}
      </Suspense>
    </div>
  );
}
