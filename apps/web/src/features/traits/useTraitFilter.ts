import type { TraitType } from '@agora/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { chosenTraits, toggleTrait, withoutTraits } from './traitState';

export interface TraitChoice {
  /** Chosen `Type:Value` texts, as the API takes them (`traitKey` for a query key). */
  chosen: string[];
  toggle(type: string, value: string): void;
  clear(): void;
}

/**
 * The trait filter of the current page, kept in its URL so that a filtered list can be shared and reloaded.
 * React Router applies a URL change in a transition, which React holds back while the page behind it renders
 * or suspends (the list reloading): the choice shown is the intended query string (useOptimistic) from the
 * click until the URL catches up, so a box is ticked at once and a second quick click builds on the first.
 */
export function useTraitChoice(): TraitChoice {
  const [params, setParams] = useSearchParams();
  const [intended, setIntended] = useOptimistic(params.toString());
  const current = new URLSearchParams(intended);
  const change = (next: URLSearchParams) =>
    startTransition(() => {
      setIntended(next.toString());
      setParams(next, { replace: true });
    });
  return {
    chosen: chosenTraits(current),
    toggle: (type, value) => change(toggleTrait(current, type, value)),
    clear: () => change(withoutTraits(current)),
  };
}

/** Chosen traits in a query key: sorted, so that the key does not depend on the order of clicks. */
export const traitKey = (chosen: readonly string[]) => [...chosen].sort();

/**
 * The trait counts of a page's items, loaded by `load` under `scope`: one definition for the page and for server
 * rendering's prefetch. The server refreshes counts once a minute, so neither does the page more often.
 */
export const traitsQuery = (scope: readonly string[], load: () => Promise<TraitType[]>) =>
  queryOptions({ queryKey: ['public', 'traits', ...scope], queryFn: load, staleTime: 60_000 });

/**
 * The trait filter of a page: the choice (in the URL) and the trait counts of the page's items (`traitsQuery`).
 * `pending` until the first counts (or their failure) arrive.
 */
export function useTraitFilter(query: ReturnType<typeof traitsQuery>) {
  const choice = useTraitChoice();
  const available = useQuery(query);
  return { choice, available: available.data, pending: available.isPending };
}
