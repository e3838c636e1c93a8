import { hasControlChars, TEXT_MAX } from '../validation/textRules';

// The trait texts' rules without zod: the web app's trait filter uses them, and a module that builds zod schemas
// at its top level would bring zod and those schemas into the page's first task (traits.ts re-exports these).

/** Caps of trait filtering: chosen traits per request, and values listed per trait type (the most common). */
export const TRAIT_LIMITS = { filters: 20, valuesPerType: 50, types: 50 } as const;

/** Chosen traits, grouped: type → values. Values of one type match any (OR); different types all (AND). */
export type TraitFilter = Record<string, string[]>;

/**
 * One `trait` query parameter: `Type:Value`, split at the first colon (a value may hold colons, a type may
 * not). Null when malformed.
 */
export function parseTrait(text: string): { type: string; value: string } | null {
  const at = text.indexOf(':');
  if (hasControlChars(text) || at <= 0 || at === text.length - 1) return null;
  const type = text.slice(0, at);
  const value = text.slice(at + 1);
  if (type.length > TEXT_MAX.propertyKey || value.length > TEXT_MAX.propertyValue) return null;
  return { type, value };
}

export const formatTrait = (type: string, value: string): string => `${type}:${value}`;

/** Groups `Type:Value` texts (already checked by parseTrait) into a TraitFilter, each value once. */
export function traitFilterOf(texts: readonly string[]): TraitFilter {
  const filter: TraitFilter = {};
  for (const text of texts) {
    const t = parseTrait(text);
    if (!t) continue;
    const values = filter[t.type] ?? [];
    if (!values.includes(t.value)) filter[t.type] = [...values, t.value];
  }
  return filter;
}
