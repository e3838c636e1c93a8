import type { ProfileTab, UserProfile } from '@agora/core';
import { formatDateMDY, links, MSG, shorten } from '@agora/core';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { followsApi, usersApi } from '../../api/endpoints';
import { Avatar } from '../../components/Avatar';
import { LoadMore } from '../../components/LoadMore';
import { Empty, Loading } from '../../components/States';
import { ActivityRow } from '../activity/ActivityRow';
import { PagedItems } from '../items/PagedItems';
import { usePaged, usePagedQuery } from '../items/usePagedTokens';
import { useWalletAddress } from '../wallet/useWallet';
import { type ProfileTabKey, profileTokensQuery } from './profileQueries';

function TokenTab({ address, tab }: { address: string; tab: ProfileTab }) {
  const list = usePagedQuery(profileTokensQuery(address, tab));
  const empty = MSG.profile.empty[tab];
  return <PagedItems list={list} emptyTitle={empty.title} emptyHint={empty.hint} leading />;
}

function PeopleTab({ address, kind }: { address: string; kind: 'followers' | 'following' }) {
  const list = usePaged(['public', 'profile-people', address, kind], (page) =>
    kind === 'followers' ? followsApi.followers(address, page) : followsApi.following(address, page),
  );
  if (list.isPending) return <Loading />;
  if (list.items.length === 0) return <Empty title={MSG.noUsersFound} />;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((u) => (
          <li key={u.address}>
            <Link to={links.user(u)} className="card flex items-center gap-3 p-4 hover:border-brand-500">
              <Avatar src={u.image} size="size-11" />
              <span className="font-semibold">{u.name ?? shorten(u.address, 10)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage && <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
    </>
  );
}

function ActivityTab({ address }: { address: string }) {
  const list = usePaged(['public', 'profile-activity', address], (page) => usersApi.activity(address, page));
  if (list.isPending) return <Loading />;
  if (list.items.length === 0) return <Empty title={MSG.noDataFound} />;
  return (
    <>
      <ul className="space-y-3">
        {list.items.map((e) => (
          <ActivityRow key={e.id} entry={e} formatDate={formatDateMDY} />
        ))}
      </ul>
      {list.hasNextPage && <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
    </>
  );
}

function CollectionsTab({ address }: { address: string }) {
  const { data, isPending } = useQuery({
    queryKey: ['public', 'profile-collections', address],
    queryFn: () => usersApi.collections(address),
  });
  if (isPending) return <Loading />;
  if (!data?.length) return <Empty title={MSG.noItemsFound} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((c) => (
        <li key={c.id}>
          <Link
            to={links.collection(c.owner, c.customUrl)}
            className="card flex items-center gap-3 p-4 hover:border-brand-500"
          >
            <Avatar src={c.logo} size="size-12" />
            <span>
              <span className="block font-semibold">{c.name}</span>
              <span className="text-xs text-slate-500">{MSG.home.itemCount(c.itemCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ProfileTabs({ user, initial = 'onsale' }: { user: UserProfile; initial?: ProfileTabKey }) {
  const c = user.counts;
  // New collectibles (spec 1 §2): the connected wallet's items, newest first, each linking to its page. Not on
  // one's own profile, where Collectibles is that list.
  const wallet = useWalletAddress();
  const viewer = wallet && wallet !== user.address.toLowerCase() ? wallet : null;
  const tabs: [ProfileTabKey, string, number | null][] = [
    ['onsale', MSG.profile.tabs.onsale, c.onSale],
    ['collectibles', MSG.profile.tabs.collectibles, c.collectibles],
    ['created', MSG.profile.tabs.created, c.created],
    ['liked', MSG.profile.tabs.liked, c.liked],
    ['following', MSG.profile.tabs.following, c.following],
    ['followers', MSG.profile.tabs.followers, c.followers],
    ['activity', MSG.profile.tabs.activity, null],
    ['collections', MSG.profile.tabs.collections, null],
    ...(viewer
      ? [['newCollectibles', MSG.profile.tabs.newCollectibles, null] as [ProfileTabKey, string, null]]
      : []),
  ];
  const a = user.address;
  return (
    <Tabs.Root defaultValue={initial} className="mt-10">
      <Tabs.List
        aria-label={MSG.profile.tabsLabel}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map(([key, label, count]) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {label}
            {count !== null && <span className="ml-1.5 rounded-full bg-slate-100 px-2 text-xs">{count}</span>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {(['onsale', 'collectibles', 'created', 'liked'] as const).map((t) => (
        <Tabs.Content key={t} value={t}>
          <TokenTab address={a} tab={t} />
        </Tabs.Content>
      ))}
      <Tabs.Content value="following">
        <PeopleTab address={a} kind="following" />
      </Tabs.Content>
      <Tabs.Content value="followers">
        <PeopleTab address={a} kind="followers" />
      </Tabs.Content>
      <Tabs.Content value="activity">
        <ActivityTab address={a} />
      </Tabs.Content>
      <Tabs.Content value="collections">
        <CollectionsTab address={a} />
      </Tabs.Content>
      {viewer && (
        <Tabs.Content value="newCollectibles">
          <TokenTab address={viewer} tab="collectibles" />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
