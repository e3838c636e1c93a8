import { describe, expect, it } from 'vitest';
import { jsonDepth, TOKEN_METADATA_LIMITS, tokenMetadata, traitsOf } from '../src/api/token-metadata';
import { TEXT_MAX } from '../src/validation/textRules';

const ok = (o: unknown) => tokenMetadata.safeParse(o).success;

describe('tokenMetadata (the ERC-721/1155 metadata JSON, untrusted)', () => {
  it('reads the standard fields and drops unknown ones', () => {
    const m = tokenMetadata.parse({
      name: ' Owl ',
      description: 'two\nlines',
      image: 'ipfs://x',
      animation_url: 'ipfs://y',
      external_url: 'https://example.org',
      attributes: [
        { trait_type: 'Level', value: 3 },
        { trait_type: 'Rare', value: true },
      ],
    });
    expect(m).toEqual({
      name: 'Owl',
      description: 'two\nlines',
      image: 'ipfs://x',
      animation_url: 'ipfs://y',
      attributes: [
        { trait_type: 'Level', value: '3' },
        { trait_type: 'Rare', value: 'true' },
      ],
    });
  });

  it('bounds lengths by the create form', () => {
    expect(ok({ name: 'n'.repeat(TEXT_MAX.itemName) })).toBe(true);
    expect(ok({ name: 'n'.repeat(TEXT_MAX.itemName + 1) })).toBe(false);
    expect(ok({ description: 'd'.repeat(TEXT_MAX.description + 1) })).toBe(false);
    expect(ok({ image: `ipfs://${'c'.repeat(TOKEN_METADATA_LIMITS.uri)}` })).toBe(false);
    expect(ok({ attributes: [{ trait_type: 'k'.repeat(TEXT_MAX.propertyKey + 1), value: 'v' }] })).toBe(
      false,
    );
    expect(ok({ attributes: [{ trait_type: 'k', value: 'v'.repeat(TEXT_MAX.propertyValue + 1) }] })).toBe(
      false,
    );
    const many = Array.from({ length: TOKEN_METADATA_LIMITS.attributes + 1 }, (_, i) => ({
      trait_type: `t${i}`,
      value: 'v',
    }));
    expect(ok({ attributes: many })).toBe(false);
  });

  it('refuses wrong types and control characters', () => {
    expect(ok(null)).toBe(false);
    expect(ok([])).toBe(false);
    expect(ok({ name: 42 })).toBe(false);
    expect(ok({ name: 'a\u0000b' })).toBe(false);
    expect(ok({ image: { url: 'ipfs://x' } })).toBe(false);
    expect(ok({ attributes: 'Eyes: Blue' })).toBe(false);
    expect(ok({ attributes: [{ trait_type: 'Eyes', value: { nested: 1 } }] })).toBe(false);
    expect(ok({ attributes: [{ trait_type: 'Eyes', value: Number.NaN }] })).toBe(false);
    expect(ok({ attributes: [{ trait_type: ' ', value: 'x' }] })).toBe(false);
  });

  it('keeps traits as plain keys, the first of a repeated type', () => {
    const traits = traitsOf(
      tokenMetadata.parse({
        attributes: [
          { trait_type: '__proto__', value: 'p' },
          { trait_type: 'Eyes', value: 'Blue' },
          { trait_type: 'Eyes', value: 'Red' },
        ],
      }),
    );
    expect(Object.getPrototypeOf(traits)).toBe(Object.prototype);
    expect(Object.keys(traits)).toEqual(['__proto__', 'Eyes']);
    expect(traits.Eyes).toBe('Blue');
  });

  it('measures nesting outside strings', () => {
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1);
    expect(jsonDepth(`${'['.repeat(100)}${']'.repeat(100)}`)).toBe(100);
  });
});
