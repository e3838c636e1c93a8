import { MSG } from '@agora/core';
import { Link } from 'react-router';

export default function ComingSoonPage() {
  return (
    <section className="grid place-items-center py-24 text-center">
      <p aria-hidden className="mb-4 text-4xl font-black text-brand-700">
        Agora
      </p>
      <h1 className="mb-6 text-3xl font-bold">{MSG.comingSoon}</h1>
      <Link to="/" className="btn-primary">
        {MSG.content.backHome}
      </Link>
    </section>
  );
}
