import { useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazyComponent';
import type { TradeModalKind } from '../trade/TradeModal';
import { useWalletAddress } from '../wallet/useWallet';
import { TokenTrade, type TokenTradeProps } from './TokenTrade';

const ConnectedTokenTrade = lazyComponent(() => import('./ConnectedTokenTrade'));

/**
 * The token page's trade panel (a chunk of its own: TokenView loads it lazily, so the picture, title and price
 * hydrate first). A visitor's panel carries no wallet stack: its buttons open the Connect Your Wallet modal, which
 * loads the stack itself (WalletRuntime). Once a wallet is signed in, the panel with the stack (wagmi, viem,
 * connectors: about half the page's JavaScript) is loaded and then shown in place of the visitor's, so the
 * buttons never disappear while it loads; an action pressed meanwhile opens once it is there (issue 27: the token
 * page's blocking time on a phone).
 */
export default function TokenTradePanel(props: Omit<TokenTradeProps, 'deps' | 'queue' | 'queued'>) {
  const wallet = useWalletAddress() !== null;
  const [loaded, setLoaded] = useState(false);
  const [queued, setQueued] = useState<TradeModalKind | null>(null);
  useEffect(() => {
    if (!wallet || loaded) return;
    let live = true;
    void ConnectedTokenTrade.preload().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [wallet, loaded]);
  return wallet && loaded ? (
    <ConnectedTokenTrade {...props} queued={queued} />
  ) : (
    <TokenTrade {...props} deps={null} queue={wallet ? setQueued : undefined} />
  );
}
