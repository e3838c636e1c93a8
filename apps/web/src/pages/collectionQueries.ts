import type { AppConfig, Collection } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { collectionsApi } from '../api/endpoints';
import { pagedQuery } from '../features/items/usePagedTokens';
import { traitKey, traitsQuery } from '../features/traits/useTraitFilter';

/** What a collection page (/collection/:param/:customurl) shows, for the page and server rendering's prefetch. */
export const collectionQueries = {
  info: (owner: string, customUrl: string) =>
    queryOptions({
      queryKey: ['public', 'collection', owner, customUrl],
      queryFn: () => collectionsApi.get(owner, customUrl),
    }),
  traits: (owner: string, customUrl: string) =>
    traitsQuery(['collection', owner, customUrl], () => collectionsApi.traits(owner, customUrl)),
  tokens: (owner: string, customUrl: string, chosen: string[]) =>
    pagedQuery(['public', 'collection-tokens', owner, customUrl, traitKey(chosen)], (page) =>
      collectionsApi.tokens(owner, customUrl, page, chosen),
    ),
};

/** The collection's tokens live in Agora's shared contract of its type: offers are made on that contract. */
export const collectionContract = (c: Pick<Collection, 'type'>, cfg: AppConfig) =>
  c.type === 'SINGLE' ? cfg.addresses.erc721 : cfg.addresses.erc1155;
