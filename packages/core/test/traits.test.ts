import { describe, expect, it } from 'vitest';
import { formatTrait, MSG, parseTrait, traitParam } from '../src';

describe('trait parameters', () => {
  it('splits Type:Value at the first colon', () => {
    expect(parseTrait('Time:12:30')).toEqual({ type: 'Time', value: '12:30' });
    expect(parseTrait(formatTrait('Color', 'Blue'))).toEqual({ type: 'Color', value: 'Blue' });
    for (const bad of ['Color', ':Blue', 'Color:', 'Co\nlor:Blue', `${'x'.repeat(51)}:Blue`])
      expect(parseTrait(bad)).toBeNull();
  });

  it('groups repeated parameters by type, each value once', () => {
    expect(traitParam.parse(undefined)).toEqual({});
    expect(traitParam.parse('Color:Blue')).toEqual({ Color: ['Blue'] });
    expect(traitParam.parse(['Color:Blue', 'Hat:Cap', 'Color:Red', 'Color:Blue'])).toEqual({
      Color: ['Blue', 'Red'],
      Hat: ['Cap'],
    });
    const bad = traitParam.safeParse(['Color:Blue', 'nonsense']);
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(MSG.api.invalidTrait);
  });
});
