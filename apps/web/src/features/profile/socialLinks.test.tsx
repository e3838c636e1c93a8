import type { CreatorCard, UserProfile } from '@agora/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreatorGrid } from './CreatorGrid';
import { visibleSocials } from './ProfileHeader';

/** Issue 12: rows saved before the server refused other schemes must never render as script links. */
const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<b>x',
  '//evil.test',
  'vbscript:x',
];

const link = (url: string | null, enabled = true) => ({ url, enabled });
const user = (twitter: string | null): UserProfile =>
  ({
    socials: {
      twitter: link(twitter),
      youtube: link('https://youtube.com/@a'),
      facebook: link('https://facebook.com/a', false),
      whatsapp: link(null),
    },
  }) as UserProfile;

describe('profile social links', () => {
  it('shows enabled http(s) links only', () => {
    expect(visibleSocials(user('https://twitter.com/a'))).toEqual([
      ['twitter', 'https://twitter.com/a'],
      ['youtube', 'https://youtube.com/@a'],
    ]);
  });

  it.each(HOSTILE)('drops a stored %j link', (url) => {
    expect(visibleSocials(user(url))).toEqual([['youtube', 'https://youtube.com/@a']]);
  });

  it('creator cards render no href but http(s)', () => {
    const card = (address: string, twitter: string): CreatorCard => ({
      address: address as `0x${string}`,
      name: address.slice(-4),
      customUrl: null,
      image: null,
      count: 1,
      socials: { twitter, facebook: 'https://facebook.com/ok', whatsapp: null },
    });
    const people = HOSTILE.map((url, i) => card(`0x${String(i).padStart(40, '0')}`, url));
    render(
      <MemoryRouter>
        <CreatorGrid people={people} />
      </MemoryRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => h.startsWith('https://facebook.com'))).toHaveLength(HOSTILE.length);
    for (const h of hrefs) expect(h).toMatch(/^(https:\/\/|\/)/);
  });
});
