import type { TokenCard } from '@agora/core';
import { SHELL_MSG } from '@agora/core';
import type { ReactNode } from 'react';
import { LoadMore } from '../../components/LoadMore';
import { Empty, Loading } from '../../components/States';
import { ItemGrid } from './ItemGrid';
import type { usePaged } from './usePagedTokens';

/** Loading, empty state, or the grid with Load More while the server has more. */
export function PagedItems({
  list,
  emptyTitle = SHELL_MSG.noDataFound,
  emptyHint,
  emptyAction,
  leading = false,
}: {
  list: ReturnType<typeof usePaged<TokenCard>>;
  emptyTitle?: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  /** The page's first list: its first picture is fetched first (ItemGrid). */
  leading?: boolean;
}) {
  if (list.isPending) return <Loading />;
  if (list.items.length === 0)
    return (
      <Empty title={emptyTitle} hint={emptyHint}>
        {emptyAction}
      </Empty>
    );
  return (
    <>
      <ItemGrid tokens={list.items} leading={leading} />
      {list.hasNextPage && <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
    </>
  );
}
