import { CREATE_MSG, links } from '@agora/core';
import { Link } from 'react-router';

/** /create: Single or Multiple, with the note that the product holds no keys. */
export default function CreateChoicePage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="mb-6 text-3xl font-bold">{CREATE_MSG.chooseTitle}</h1>
      <div className="grid grid-cols-2 gap-4">
        <Link to={links.create(721)} className="card p-8 text-lg font-semibold hover:shadow-md">
          {CREATE_MSG.single}
        </Link>
        <Link to={links.create(1155)} className="card p-8 text-lg font-semibold hover:shadow-md">
          {CREATE_MSG.multiple}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">{CREATE_MSG.keysNote}</p>
    </section>
  );
}
