import { links, MSG } from '@agora/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticDialog } from '../../components/StaticDialog';
import type { SweepOutcome } from './sweepResult';

/** After the sweep: what was bought, what was skipped and why (skipped items cost nothing). */
export function SweepResultView({ outcome, onClose }: { outcome: SweepOutcome; onClose: () => void }) {
  return (
    <StaticDialog open title={MSG.cart.result.title} onClose={onClose}>
      <ResultList testId="sweep-bought" title={MSG.cart.result.bought} count={outcome.bought.length}>
        {outcome.bought.map(({ item, quantity }) => (
          <li key={item.orderHash} className="py-1">
            <Link to={links.info(item.seller, item.contract, item.tokenId)} className="hover:text-brand-700">
              {item.name}
            </Link>
            {item.type === 1155 && <span className="text-slate-500"> × {quantity}</span>}
          </li>
        ))}
      </ResultList>
      {outcome.skipped.length > 0 && (
        <ResultList
          testId="sweep-skipped"
          title={MSG.cart.result.skipped}
          count={outcome.skipped.length}
          note={MSG.cart.result.refunded}
        >
          {outcome.skipped.map(({ item, reason }) => (
            <li key={item.orderHash} className="py-1">
              <span>{item.name}</span>
              <span className="text-slate-500"> — {reason}</span>
            </li>
          ))}
        </ResultList>
      )}
    </StaticDialog>
  );
}

/** One part of the result: its title with the number of items, their rows, and a note below. */
function ResultList({
  testId,
  title,
  count,
  note,
  children,
}: {
  testId: string;
  title: string;
  count: number;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="mb-4">
      <h3 className="mb-1 font-semibold">
        {title} ({count})
      </h3>
      <ul className="text-sm">{children}</ul>
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </section>
  );
}
