import { formatTrait } from '@agora/core';

/** The chosen traits of a page's URL (`?trait=Type:Value`, repeated), in the order they were chosen. */
export const chosenTraits = (params: URLSearchParams): string[] => params.getAll('trait');

/** The URL parameters with one trait chosen, or unchosen when it already was; other parameters are kept. */
export function toggleTrait(params: URLSearchParams, type: string, value: string): URLSearchParams {
  const trait = formatTrait(type, value);
  const chosen = chosenTraits(params);
  const next = withoutTraits(params);
  const kept = chosen.includes(trait) ? chosen.filter((t) => t !== trait) : [...chosen, trait];
  for (const t of kept) next.append('trait', t);
  return next;
}

/** The URL parameters with no trait chosen. */
export function withoutTraits(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('trait');
  return next;
}
