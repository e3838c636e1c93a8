import { useLazyTradeDeps } from '../trade/useLazyTradeDeps';
import { useWalletAddress } from '../wallet/useWallet';
import { TokenTrade, type TokenTradeProps } from './TokenTrade';

/**
 * The token page's trade panel (a chunk of its own: TokenView loads it lazily, so the picture, title and price
 * hydrate first). A visitor's panel carries no wallet stack: its buttons open the Connect Your Wallet modal, which
 * loads the stack itself (WalletRuntime). A signed-in wallet's actions show at once from the session, and the
 * stack they act with (wagmi's config: about half the page's JavaScript) loads behind them; a press meanwhile
 * opens once it is there (issue 27: the token page's blocking time on a phone).
 */
export default function TokenTradePanel(props: Omit<TokenTradeProps, 'viewer' | 'deps'>) {
  const viewer = useWalletAddress();
  return <TokenTrade {...props} viewer={viewer} deps={useLazyTradeDeps(viewer)} />;
}
