import { links, MSG } from '@agora/core';
import { Link } from 'react-router';
import { StaticDialog } from '../../components/StaticDialog';
import type { SweepOutcome } from './sweepResult';

/** After the sweep: what was bought, what was skipped and why (skipped items cost nothing). */
export function SweepResultView({ outcome, onClose }: { outcome: SweepOutcome; onClose: () => void }) {
  return (
    <StaticDialog open title={MSG.cart.result.title} onClose={onClose}>
      <section data-testid="sweep-bought" className="mb-4">
        <h3 className="mb-1 font-semibold">
          {MSG.cart.result.bought} ({outcome.bought.length})
        </h3>
        <ul className="text-sm">
          {outcome.bought.map(({ item, quantity }) => (
            <li key={item.orderHash} className="py-1">
              <Link
                to={links.info(item.seller, item.contract, item.tokenId)}
                className="hover:text-brand-700"
              >
                {item.name}
              </Link>
              {item.type === 1155 && <span className="text-slate-500"> × {quantity}</span>}
            </li>
          ))}
        </ul>
      </section>
      {outcome.skipped.length > 0 && (
        <section data-testid="sweep-skipped" className="mb-4">
          <h3 className="mb-1 font-semibold">
            {MSG.cart.result.skipped} ({outcome.skipped.length})
          </h3>
          <ul className="text-sm">
            {outcome.skipped.map(({ item, reason }) => (
              <li key={item.orderHash} className="py-1">
                <span>{item.name}</span>
                <span className="text-slate-500"> — {reason}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">{MSG.cart.result.refunded}</p>
        </section>
      )}
    </StaticDialog>
  );
}
