import { MSG } from '@agora/core';
import { useState } from 'react';
import { StaticDialog } from './StaticDialog';

/**
 * 'Learn more how timed auctions work': a link that opens the How timed auction works modal (spec 2 §2,
 * §5's rules shown to users; issue 31: it was an inline expander). Over the create form or Put On Sale.
 */
export function AuctionHowItWorks() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="justify-self-start text-xs text-brand-700 hover:underline sm:col-span-2"
        onClick={() => setOpen(true)}
      >
        {MSG.auction.learnMore}
      </button>
      <StaticDialog open={open} title={MSG.auction.howItWorksTitle} onClose={() => setOpen(false)}>
        <ul className="list-disc space-y-1 pl-4 text-sm text-slate-700">
          {MSG.auction.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </StaticDialog>
    </>
  );
}
