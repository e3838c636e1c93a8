import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, ErrorNote, Loading } from '../../components/States';

/** An admin list as its query stands: loading, the error, an empty note, or one card with a row per entry. */
export function AdminList<T>({
  query,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T[]>;
  emptyTitle: string;
  /** The entry's row: an `li`. */
  children: (entry: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  if (!query.data.length) return <Empty title={emptyTitle} />;
  return <ul className="card divide-y divide-slate-100">{query.data.map(children)}</ul>;
}
