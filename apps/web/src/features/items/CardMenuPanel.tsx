import { type CardAction, cardActions, type TokenCard } from '@agora/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useState } from 'react';
import { useAppConfig } from '../../app/appConfig';
import { MenuPanel } from '../../components/MenuPanel';
import { pausedTitle, useTradingPaused } from '../market/tradingPaused';
import { connectModal } from '../wallet/connectModalStore';
import { useWalletAddress } from '../wallet/useWallet';
import { cardMenuTrigger } from './cardMenuTrigger';
import { useOwnHolding } from './useOwnHolding';

// The modals, the wallet stack and the token's detail load only once an action is chosen.
const CardTrade = lazy(() => import('./CardTrade'));
const ShareModal = lazy(() => import('../trade/ShareModal').then((m) => ({ default: m.ShareModal })));

/**
 * The open card menu (lazy: CardMenu): what the token page offers for the card's holding and the viewer's own
 * (core's `cardActions`, the token page's rules), each entry opening the token page's modal. The viewer's
 * own entries join once their holding is read (useOwnHolding). Share opens the token page's share dialog; a
 * visitor (or an email-only account) gets 'OOPS!..connect Your Wallet' and the connect modal for the rest, as
 * on the token page.
 */
export default function CardMenuPanel({ token }: { token: TokenCard }) {
  const cfg = useAppConfig();
  const viewer = useWalletAddress();
  const mine = useOwnHolding(token, viewer);
  const [chosen, setChosen] = useState<CardAction | null>(null);
  // Buy would revert while the marketplace is paused.
  const paused = useTradingPaused();
  const actions = cardActions(token, {
    viewer,
    now: Date.now(),
    ownContracts: [cfg.addresses.erc721, cfg.addresses.erc1155],
    mine,
  });
  const choose = (kind: CardAction) => {
    if (kind !== 'share' && !viewer) connectModal.ask();
    else setChosen(kind);
  };
  return (
    <>
      {/* Opened at once: it replaces the button that was clicked to load it. */}
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger {...cardMenuTrigger(token)}>⋯</DropdownMenu.Trigger>
        <MenuPanel look="picker" align="end" className="min-w-40">
          {actions.map(({ kind, label }) => (
            <DropdownMenu.Item
              key={kind}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100"
              disabled={kind === 'buy' && paused}
              title={pausedTitle(kind === 'buy' && paused)}
              onSelect={() => choose(kind)}
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </MenuPanel>
      </DropdownMenu.Root>
      {chosen && (
        <Suspense fallback={null}>
          {chosen === 'share' ? (
            <ShareModal item={{ ...token, owner: token.owner.address }} onClose={() => setChosen(null)} />
          ) : (
            <CardTrade token={token} action={chosen} onClose={() => setChosen(null)} />
          )}
        </Suspense>
      )}
    </>
  );
}
