import { z } from 'zod';
import { API_MSG } from '../messages/api';
import { parseTrait, TRAIT_LIMITS, traitFilterOf } from './traitText';

export * from './traitText';

/**
 * The repeated `trait=Type:Value` query parameter (one occurrence arrives as a string, several as an array),
 * as a TraitFilter. Malformed or too many traits are a 400 with a message of the catalogue.
 */
export const traitParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .refine((texts) => texts.length <= TRAIT_LIMITS.filters, API_MSG.tooManyTraits(TRAIT_LIMITS.filters))
  .refine((texts) => texts.every((t) => parseTrait(t) !== null), API_MSG.invalidTrait)
  .transform(traitFilterOf);

export const traitQuery = z.object({ trait: traitParam });

/** GET /tokens/traits and /collections/:owner/:customUrl/traits: trait types with their values and counts. */
export const traitCount = z.object({ value: z.string(), count: z.number().int() });
export const traitType = z.object({ type: z.string(), values: z.array(traitCount) });
export const traitList = z.array(traitType);
export type TraitType = z.infer<typeof traitType>;
