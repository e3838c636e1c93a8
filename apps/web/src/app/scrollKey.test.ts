import { describe, expect, it } from 'vitest';
import { scrollKey, scrollKeyFor } from './scrollKey';

describe('scrollKey', () => {
  it('keys entries the app pushed by their own key, so back/forward restore them in any document', () => {
    expect(scrollKeyFor('doc1')({ key: 'k3x9' })).toBe('k3x9');
    expect(scrollKeyFor('doc2')({ key: 'k3x9' })).toBe('k3x9');
  });

  it("gives the 'default' entry of each full page load a key of its own document", () => {
    const first = scrollKeyFor('doc1')({ key: 'default' });
    const second = scrollKeyFor('doc2')({ key: 'default' });
    expect(first).not.toBe(second);
    expect(first).not.toBe('default');
    // Within one document the key stays the same, so coming back to the first page restores its position.
    expect(scrollKeyFor('doc1')({ key: 'default' })).toBe(first);
  });

  it("is one document's keys for the app, not React Router's shared 'default'", () => {
    expect(scrollKey({ key: 'default' })).toBe(scrollKey({ key: 'default' }));
    expect(scrollKey({ key: 'default' })).not.toBe('default');
  });
});
