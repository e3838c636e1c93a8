import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTradeDeps } from '../trade/useTradeDeps';
import { walletPreflight } from './preflight';
import { useSession } from './useWallet';

/**
 * Shows a chain action's modal only once the wallet checks pass (walletPreflight: the token page's checks,
 * with its toasts); when they fail nothing is shown and `onRefused` closes the opener. For openers outside
 * the wallet runtime (the cart, the collection page, cards), which learn of the wallet only inside it.
 * Inside WithWagmi.
 */
export function NetworkGate({ onRefused, children }: { onRefused: () => void; children: ReactNode }) {
  const deps = useTradeDeps();
  // Who is signed in must be known first, or a wallet whose session is still loading is taken for a visitor.
  const known = !useSession().isPending;
  const [passed, setPassed] = useState(false);
  // Once per opening: the deps change identity as wagmi settles, and a second check would toast twice.
  const checked = useRef(false);
  useEffect(() => {
    if (!known || checked.current) return;
    checked.current = true;
    void walletPreflight(deps).then((ok) => (ok ? setPassed(true) : onRefused()));
  }, [known, deps, onRefused]);
  return passed ? children : null;
}
