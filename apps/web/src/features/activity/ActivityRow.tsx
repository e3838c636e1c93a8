import type { ActivityEntry, DateFormatter } from '@agora/core';
import { links, shorten } from '@agora/core';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { LocalDate } from '../../components/LocalDate';

/** One activity: user, token name, text and date; user and item each open their page. */
export function ActivityRow({ entry, formatDate }: { entry: ActivityEntry; formatDate: DateFormatter }) {
  const user = entry.from ?? entry.to;
  return (
    <li className="card flex items-center gap-4 p-4">
      <Avatar src={user?.image} size="size-11" />
      <div className="min-w-0 flex-1 text-sm">
        <p>
          {user && (
            <Link to={links.userByAddress(user.address)} className="font-semibold hover:text-brand-700">
              {user.name ?? shorten(user.address, 6)}
            </Link>
          )}{' '}
          {entry.text}{' '}
          {entry.token && (
            <Link
              to={links.info(entry.token.owner, entry.token.contract, entry.token.tokenId)}
              className="font-semibold text-brand-700 hover:underline"
            >
              {entry.token.name}
            </Link>
          )}
        </p>
        <p className="text-xs text-slate-500">
          <LocalDate at={entry.createdAt} format={formatDate} />
        </p>
      </div>
    </li>
  );
}
