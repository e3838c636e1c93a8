import { PAGE_SIZE, type ProfileTab } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { usersApi } from '../../api/endpoints';
import { pagedQuery } from '../items/usePagedTokens';

export type ProfileTabKey =
  | ProfileTab
  | 'following'
  | 'followers'
  | 'activity'
  | 'collections'
  | 'newCollectibles';

/** Which user a profile url shows: /user/:paramAddress, /:paramUsername, or the reader's own (/my-items). */
export interface ProfileLookup {
  kind: 'address' | 'url';
  value: string;
}

/** The user of a profile url; `me` (the signed-in reader) for /my-items, null when nobody is to be shown. */
export function profileLookup(params: Params, me: string | null): ProfileLookup | null {
  const { paramAddress, paramUsername } = params;
  if (paramAddress) return { kind: 'address', value: paramAddress };
  if (paramUsername) return { kind: 'url', value: paramUsername };
  return me ? { kind: 'address', value: me } : null;
}

/** The tab a profile url opens on: /my-items/activity opens the activity, any other the items on sale. */
export const initialProfileTab = (params: Params): ProfileTabKey =>
  params.activity === 'activity' ? 'activity' : 'onsale';

/** A profile, for the page and server rendering's prefetch; not retried, a missing user is an answer. */
export const profileQuery = (lookup: ProfileLookup | null) =>
  queryOptions({
    queryKey: ['public', 'profile', lookup?.kind, lookup?.value?.toLowerCase()],
    queryFn: () =>
      lookup?.kind === 'url' ? usersApi.byCustomUrl(lookup.value) : usersApi.byAddress(lookup?.value ?? ''),
    enabled: !!lookup,
    retry: false,
  });

/** One token tab of a profile (`address` as the profile gives it). */
export const profileTokensQuery = (address: string, tab: ProfileTab) =>
  pagedQuery(['public', 'profile-tokens', address, tab], (page) =>
    usersApi.tokens(address, tab, page, PAGE_SIZE.profileTab),
  );
