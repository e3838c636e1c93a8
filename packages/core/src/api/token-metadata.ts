import { z } from 'zod';
import { multiLineText, singleLineText, TEXT_MAX } from '../validation/text';
import { TRAIT_LIMITS } from './traits';

/**
 * A token's own metadata JSON (the ERC-721 / ERC-1155 metadata standard, as OpenSea reads it): what the server
 * reads for items minted without a create draft. The JSON is untrusted, so every bound is the create form's:
 * a document breaking one is refused whole rather than trimmed into something its author did not write.
 */
export const TOKEN_METADATA_LIMITS = {
  /** Bytes read of the JSON; a larger document is refused (ours are well under 2 KB). */
  bytes: 64 * 1024,
  /** Nesting of objects and arrays; the standard needs 3 (document → attributes → trait). */
  depth: 8,
  attributes: TRAIT_LIMITS.types,
  /** Characters of `image` and `animation_url`. */
  uri: TEXT_MAX.link,
} as const;

/** ERC-1155 and many collections write numeric or boolean trait values: kept as their text. */
const traitValue = z
  .union([z.string(), z.number().finite(), z.boolean()])
  .transform((v) => String(v))
  .pipe(singleLineText(TEXT_MAX.propertyValue));

const attribute = z.object({
  trait_type: singleLineText(TEXT_MAX.propertyKey).trim().min(1),
  value: traitValue,
});

const uri = z.string().max(TOKEN_METADATA_LIMITS.uri);

/** Unknown keys (external_url, background_color, properties…) are dropped unread. */
export const tokenMetadata = z.object({
  name: singleLineText(TEXT_MAX.itemName).trim().optional(),
  description: multiLineText(TEXT_MAX.description).optional(),
  image: uri.optional(),
  animation_url: uri.optional(),
  attributes: z.array(attribute).max(TOKEN_METADATA_LIMITS.attributes).optional(),
});
export type TokenMetadata = z.infer<typeof tokenMetadata>;

/** Deepest nesting of objects and arrays in a JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') deepest = Math.max(deepest, ++depth);
    else if (ch === '}' || ch === ']') depth--;
  }
  return deepest;
}

/**
 * The trait map of an item (type → value), first value of a repeated type kept. Built through a Map so that a
 * trait named `__proto__` or `constructor` is an ordinary key, never the object's prototype.
 */
export function traitsOf(m: TokenMetadata): Record<string, string> {
  const out = new Map<string, string>();
  for (const a of m.attributes ?? []) if (!out.has(a.trait_type)) out.set(a.trait_type, a.value);
  return Object.fromEntries(out);
}
