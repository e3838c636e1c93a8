import { links, MSG, PAGE_SIZE, shorten } from '@agora/core';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchApi } from '../api/endpoints';
import { Avatar } from '../components/Avatar';
import { PageTitle } from '../components/PageTitle';
import { Empty, Loading } from '../components/States';
import { ItemGrid } from '../features/items/ItemGrid';

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('search')?.trim() ?? '';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const { data, isPending } = useQuery({
    queryKey: ['public', 'search', q],
    queryFn: ({ signal }) => searchApi.search(q, PAGE_SIZE.searchResults, signal),
    enabled: q.length > 0,
  });
  // Items whose current-owner list is empty are not shown (spec 1 §2).
  const items = (data?.items ?? []).filter((t) => t.stock > 0);
  const users = data?.users ?? [];
  const tab =
    'rounded-full px-4 py-2 text-sm font-semibold data-[state=active]:bg-brand-600 data-[state=active]:text-white';
  return (
    <section>
      <PageTitle title={MSG.search.title}>
        {MSG.search.title}
        {q && <span className="ml-2 text-slate-500">“{q}”</span>}
      </PageTitle>
      <Tabs.Root defaultValue="items">
        <Tabs.List
          aria-label={MSG.search.title}
          className="mb-6 inline-flex gap-1 rounded-full bg-white p-1 shadow-sm"
        >
          <Tabs.Trigger value="items" className={tab}>
            {MSG.search.items} ({items.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={tab}>
            {MSG.search.users} ({users.length})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="items">
          {q && isPending ? (
            <Loading />
          ) : items.length === 0 ? (
            <Empty title={MSG.noItemsFound} />
          ) : (
            <ItemGrid tokens={items} leading />
          )}
        </Tabs.Content>
        <Tabs.Content value="users">
          {q && isPending ? (
            <Loading />
          ) : users.length === 0 ? (
            <Empty title={MSG.noUsersFound}>
              <Link to={links.explore()} className="btn-primary">
                {MSG.search.browse}
              </Link>
            </Empty>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {users.map((u) => (
                <li key={u.address}>
                  <Link
                    to={links.user(u)}
                    className="card flex items-center gap-4 p-4 hover:border-brand-500"
                  >
                    <Avatar src={u.image} size="size-12" />
                    <span>
                      <span className="block font-semibold">{u.name ?? shorten(u.address, 10)}</span>
                      <span className="block font-mono text-xs text-slate-500">{shorten(u.address, 10)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
