import { describe, expect, it } from 'vitest';
import { signInOrigin } from './siwe';

const reply = {
  uri: 'http://localhost:3000',
  origins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
};

describe('signInOrigin', () => {
  it("names the page's own origin when the server accepts it", () => {
    expect(signInOrigin(reply, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(signInOrigin(reply, 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it("falls back to the server's suggestion on a page the server does not know", () => {
    expect(signInOrigin(reply, 'http://localhost:5173')).toBe('http://localhost:3000');
  });

  it('uses the suggestion on an IPv6 loopback page (viem cannot build a message for [::1])', () => {
    expect(signInOrigin(reply, 'http://[::1]:3000')).toBe('http://localhost:3000');
  });
});
