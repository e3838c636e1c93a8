import type { ComponentProps } from 'react';
import { WithWagmi } from '../wallet/WithWagmi';
import { TokenTrade } from './TokenTrade';

/**
 * The token page's trade panel with the wallet stack it reads and writes the chain with (wagmi, viem): a chunk
 * of its own (TokenView loads it lazily), so the page's picture, title and price hydrate without evaluating
 * the stack first; on a phone that evaluation was part of the page's longest task (issue 17).
 */
export default function TokenTradePanel(props: ComponentProps<typeof TokenTrade>) {
  return (
    <WithWagmi reconnect>
      <TokenTrade {...props} />
    </WithWagmi>
  );
}
