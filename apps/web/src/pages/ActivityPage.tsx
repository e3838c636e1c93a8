import { formatDateDMY, MSG } from '@agora/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { LoadMore } from '../components/LoadMore';
import { MenuPanel } from '../components/MenuPanel';
import { PageTitle } from '../components/PageTitle';
import { Empty, Loading } from '../components/States';
import { ActivityRow } from '../features/activity/ActivityRow';
import { usePagedQuery } from '../features/items/usePagedTokens';
import { useLive } from '../features/live/useLive';
import { connectModal } from '../features/wallet/connectModalStore';
import { useCurrentAddress } from '../features/wallet/useWallet';
import { activityQuery, FIRST_ACTIVITY_FILTER, type ActivityFilter as Filter } from './activityQueries';

export default function ActivityPage() {
  const [filter, setFilter] = useState<Filter>(FIRST_ACTIVITY_FILTER);
  const address = useCurrentAddress();
  const list = usePagedQuery(activityQuery(filter, address));
  useLive(['activity']);
  const pick = (f: Filter) => (f === 'mine' && !address ? connectModal.open() : setFilter(f));
  return (
    <section className="mx-auto max-w-3xl">
      <div className="flex items-center justify-between gap-3">
        <PageTitle title={MSG.nav.activity}>{MSG.nav.activity}</PageTitle>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="btn-ghost mb-6">
            {MSG.activity.filter}: {MSG.activity.filters[filter]} <span aria-hidden>▾</span>
          </DropdownMenu.Trigger>
          <MenuPanel look="picker" align="end">
            <DropdownMenu.RadioGroup value={filter} onValueChange={(v) => pick(v as Filter)}>
              {(Object.keys(MSG.activity.filters) as Filter[]).map((f) => (
                <DropdownMenu.RadioItem
                  key={f}
                  value={f}
                  className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold data-[state=checked]:text-brand-700"
                >
                  {MSG.activity.filters[f]}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </MenuPanel>
        </DropdownMenu.Root>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <Empty title={MSG.noDataFound} />
      ) : (
        <>
          <ul className="space-y-3">
            {list.items.map((e) => (
              <ActivityRow key={e.id} entry={e} formatDate={formatDateDMY} />
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />
          )}
        </>
      )}
    </section>
  );
}
