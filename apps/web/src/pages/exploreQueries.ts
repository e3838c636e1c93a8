import { PAGE_SIZE } from '@agora/core';
import type { Params } from 'react-router';
import { tokensApi } from '../api/endpoints';
import { pagedQuery } from '../features/items/usePagedTokens';
import { traitKey, traitsQuery } from '../features/traits/useTraitFilter';

/** The filter key of /explore/:Param_category (category, sale type or sort); none is all items. */
export const exploreFilter = (params: Params) => params.Param_category ?? 'All';

/** What the explore page shows, one definition for the page and for server rendering's prefetch. */
export const exploreQueries = {
  traits: traitsQuery(['explore'], tokensApi.traits),
  /** One filter key's items with the chosen traits: each keeps its own pages (query cache). */
  list: (filter: string, chosen: string[]) =>
    pagedQuery(['public', 'explore', filter, traitKey(chosen)], (page) =>
      tokensApi.list({ filter, page, limit: PAGE_SIZE.explore, trait: chosen }),
    ),
};
