import { useTradeDeps } from '../trade/useTradeDeps';
import { WithWagmi } from '../wallet/WithWagmi';
import { TokenTrade, type TokenTradeProps } from './TokenTrade';

type Props = Omit<TokenTradeProps, 'deps' | 'queue'>;

/** The trade panel of a signed-in wallet: the wallet stack (wagmi, viem, connectors) and its trade dependencies. */
export default function ConnectedTokenTrade(props: Props) {
  return (
    <WithWagmi reconnect>
      <WithDeps {...props} />
    </WithWagmi>
  );
}

function WithDeps(props: Props) {
  return <TokenTrade {...props} deps={useTradeDeps()} />;
}
