import type { CreatorCard } from '@agora/core';
import { links, PROFILE_PAGE_MSG, SHELL_MSG, safeHref, shorten } from '@agora/core';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';

/** Top Creators / Top Buyers: name or first 8 characters of the address, item count, social links. */
export function CreatorGrid({ people }: { people: CreatorCard[] }) {
  return (
    <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((p, i) => (
        <li key={p.address} className="card flex items-center gap-3 p-4">
          <span className="w-5 text-sm font-bold text-slate-400">{i + 1}</span>
          <Avatar src={p.image} size="size-12" />
          <div className="min-w-0 flex-1">
            <Link
              to={links.userByAddress(p.address)}
              className="block truncate font-semibold hover:text-brand-700"
            >
              {p.name || shorten(p.address, 8)}
            </Link>
            <p className="text-xs text-slate-500">{SHELL_MSG.home.itemCount(p.count)}</p>
            <p className="mt-1 flex gap-2 text-xs">
              {(['facebook', 'twitter', 'whatsapp'] as const).map((s) => {
                // Only http(s) links become hrefs, whatever an older row holds (issue 12).
                const href = safeHref(p.socials?.[s]);
                return href ? (
                  <a key={s} href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700">
                    {PROFILE_PAGE_MSG.socials[s]}
                  </a>
                ) : null;
              })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
