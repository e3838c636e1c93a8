import { MSG } from '@agora/core';
import { Link } from 'react-router';

/**
 * Placeholder for the routes of spec 2 (item detail /info/…, /create, /create-single, /create-multiple);
 * features/trade, features/create, pages/token and pages/create replace it.
 */
export default function PendingPage() {
  return (
    <section className="grid place-items-center py-24 text-center">
      <h1 className="mb-3 text-2xl font-bold">{MSG.comingSoon}</h1>
      <Link to="/" className="btn-primary">
        {MSG.content.backHome}
      </Link>
    </section>
  );
}
