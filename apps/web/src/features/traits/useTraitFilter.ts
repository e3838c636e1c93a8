import type { TraitType } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { chosenTraits, toggleTrait, withoutTraits } from './traitState';

export interface TraitChoice {
  /** Chosen `Type:Value` texts, as the API takes them. */
  chosen: string[];
  /** The same, sorted: a query key that does not depend on the order of clicks. */
  key: string[];
  toggle(type: string, value: string): void;
  clear(): void;
}

/** The trait filter of the current page, kept in its URL so that a filtered list can be shared and reloaded. */
export function useTraitChoice(): TraitChoice {
  const [params, setParams] = useSearchParams();
  const chosen = chosenTraits(params);
  return {
    chosen,
    key: [...chosen].sort(),
    toggle: (type, value) => setParams((p) => toggleTrait(p, type, value), { replace: true }),
    clear: () => setParams(withoutTraits, { replace: true }),
  };
}

/**
 * The trait filter of a page: the choice (in the URL) and the trait counts of the page's items, loaded by
 * `load` under `scope`. The server refreshes counts once a minute, so neither does the page more often.
 * `pending` until the first counts (or their failure) arrive.
 */
export function useTraitFilter(scope: readonly string[], load: () => Promise<TraitType[]>) {
  const choice = useTraitChoice();
  const available = useQuery({ queryKey: ['public', 'traits', ...scope], queryFn: load, staleTime: 60_000 });
  return { choice, available: available.data, pending: available.isPending };
}
