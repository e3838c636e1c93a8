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
 * A filter common enough that walking the sort's index is the right plan whatever the values: its estimate is
 * at least `margin` times the sort's rare bound and, when it chooses several types (whose estimate assumes
 * they are independent), each type keeps at least `typeShare` of the scope, so that no unforeseen
 * combination leaves the walk reading to the index's end. Such a list gets a prepared plan (no planning per
 * request) with the walk fixed in it; the planner still plans the filters in between, where its statistics
 * may see a rare combination.
 */
export const COMMON_TRAITS = { typeShare: 0.05, margin: 4 } as const;

/** What a scope's trait counts tell of a filter's matches. */
export interface TraitMatches {
  /** At most this many items match. */
  bound: number;
  /** About this many match if the chosen types are independent (the types' shares multiplied). */
  estimate: number;
  /** The smallest share of the scope that any chosen type keeps. */
  narrowestShare: number;
  /** How many types the filter chooses (with one, the estimate is the type's count, no assumption). */
  types: number;
  /**
   * The chosen type with the fewest items, with its chosen values: every match has one of them, so a list may
   * walk their items (item_traits) and check the rest of the filter on each.
   */
  rarest: { type: string; values: readonly string[] };
}

/** A scope's trait counts with its size, computed once when the counts load. */
export interface TraitScope {
  types: readonly TraitType[];
  /** Items with the scope's most common type, each counted once under it (a lower bound of the scope's size). */
  size: number;
}

export function traitScope(types: readonly TraitType[]): TraitScope {
  const size = Math.max(1, ...types.map((t) => t.values.reduce((sum, v) => sum + v.count, 0)));
  return { types, size };
}

/**
 * What a scope's trait counts tell of `filter`'s matches, or null when they cannot bound them. Types are ANDed,
 * so the bound is the smallest bound of any chosen type; within a type the chosen values add up. A value
 * missing from a type's list counts as the list's smallest count when the list was cut at
 * TRAIT_LIMITS.valuesPerType, else as 0 (no item has it); a type missing from the counts matches nothing unless
 * the list of types was cut at TRAIT_LIMITS.types.
 */
export function traitMatches(filter: TraitFilter, scope: TraitScope): TraitMatches | null {
  let bound: number | null = null;
  let share = 1;
  let narrowestShare = 1;
  let rarest: TraitMatches['rarest'] | null = null;
  let rarestCount = Number.POSITIVE_INFINITY;
  const chosen = Object.entries(filter);
  for (const [type, values] of chosen) {
    const t = scope.types.find((c) => c.type === type);
    const ofType = t ? typeBound(t, values) : scope.types.length < TRAIT_LIMITS.types ? 0 : null;
    if (ofType !== null) bound = Math.min(bound ?? ofType, ofType);
    // A type whose count is unknown (past a cut list of types) may be as common as any: walked last.
    const count = ofType ?? Number.MAX_SAFE_INTEGER;
    if (count < rarestCount) {
      rarest = { type, values };
      rarestCount = count;
    }
    const s = t && ofType !== null ? Math.min(1, ofType / scope.size) : 0;
    share *= s;
    narrowestShare = Math.min(narrowestShare, s);
  }
  if (bound === null || rarest === null) return null;
  return {
    bound,
    estimate: Math.min(bound, share * scope.size),
    narrowestShare,
    types: chosen.length,
    rarest,
  };
}

/** Whether `m` is common enough to walk the sort's index with a prepared plan (COMMON_TRAITS). */
export const walkable = (m: TraitMatches | null, rareBelow: number): boolean =>
  m !== null &&
  m.estimate >= COMMON_TRAITS.margin * rareBelow &&
  (m.types === 1 || m.narrowestShare >= COMMON_TRAITS.typeShare);

function typeBound(t: TraitType, values: readonly string[]): number {
  const cut = t.values.length >= TRAIT_LIMITS.valuesPerType;
  const smallest = t.values.at(-1)?.count ?? 0;
  let sum = 0;
  for (const value of values) sum += t.values.find((v) => v.value === value)?.count ?? (cut ? smallest : 0);
  return sum;
}
