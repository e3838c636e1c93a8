import { TRAIT_LIMITS, type TraitFilter, type TraitType } from '@agora/core';

/**
 * Up to how many matching items a trait filter is answered "matches first": the GIN index finds every match,
 * then they are filtered and sorted in memory. Each match costs one heap read, so this is also its worst case,
 * whatever the sort and page depth. Above it the sort's own index is walked and the trait checked on each row
 * read, which finds a page of a common trait in a few hundred rows. Walking a price index reads the table in
 * random order (prices do not follow insertion, while ids and listing times mostly do), and the planner may
 * AND the GIN bitmap with that index's whole bitmap instead, so matching first pays off up to more matches
 * there. Measured with EXPLAIN ANALYZE: docs/performance.md § Trait filters.
 */
export const RARE_TRAIT_MATCHES = { priceOrder: 2000, inHeapOrder: 300 } as const;

/**
 * An upper bound on how many items of a scope match `filter`, from the scope's trait counts (traitCounts), or
 * null when the counts cannot bound it. Types are ANDed, so the bound is the smallest bound of any chosen
 * type; within a type the chosen values add up. A value missing from a type's list counts as the list's
 * smallest count when the list was cut at TRAIT_LIMITS.valuesPerType, else as 0 (no item has it); a type
 * missing from the counts matches nothing unless the list of types was cut at TRAIT_LIMITS.types.
 */
export function matchBound(filter: TraitFilter, counts: readonly TraitType[]): number | null {
  let bound: number | null = null;
  for (const [type, values] of Object.entries(filter)) {
    const t = counts.find((c) => c.type === type);
    const ofType = t ? typeBound(t, values) : counts.length < TRAIT_LIMITS.types ? 0 : null;
    if (ofType !== null) bound = Math.min(bound ?? ofType, ofType);
  }
  return bound;
}

function typeBound(t: TraitType, values: readonly string[]): number {
  const cut = t.values.length >= TRAIT_LIMITS.valuesPerType;
  const smallest = t.values.at(-1)?.count ?? 0;
  let sum = 0;
  for (const value of values) sum += t.values.find((v) => v.value === value)?.count ?? (cut ? smallest : 0);
  return sum;
}
