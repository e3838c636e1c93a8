import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { HomePromotions, TopHomeText } from './HomePromotions';

describe('home promotions and tophome text', () => {
  it('shows banners and promotion cards with their sanitised text, linking only to http(s) targets', async () => {
    mockApi({
      'GET /api/v1/content/promotions': [
        {
          id: 1,
          kind: 'banner',
          title: 'Big drop',
          html: '<b>Friday</b>',
          image: '/media/x.png',
          link: 'https://drop.test/',
        },
        {
          id: 2,
          kind: 'promotion',
          title: 'Zero fees',
          html: '<img src=x onerror="alert(1)">',
          image: null,
          link: 'javascript:alert(1)',
        },
      ],
    });
    renderWithApp(<HomePromotions />);
    const section = await screen.findByRole('region', { name: 'Promotions' });
    const banner = within(section).getByText('Big drop').closest('a');
    expect(banner?.getAttribute('href')).toBe('https://drop.test/');
    expect(await within(section).findByText('Friday')).toBeTruthy();
    // A javascript: link is not a link, and the handler never reaches the DOM.
    expect(within(section).getByText('Zero fees').closest('a')).toBeNull();
    expect(section.innerHTML).not.toContain('onerror');
  });

  it('renders nothing without promotions or tophome text', async () => {
    const { calls } = mockApi({ 'GET /api/v1/content/promotions': [] });
    const { container } = renderWithApp(
      <>
        <HomePromotions />
        <TopHomeText />
      </>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.includes('/content/tophome'))).toBe(true);
    expect(container.querySelector('[data-testid^="home-"]')).toBeNull();
  });

  it('shows the tophome text above the hero', async () => {
    mockApi({ 'GET /api/v1/content/tophome': { html: '<p>Welcome <em>collectors</em></p>' } });
    renderWithApp(<TopHomeText />);
    expect((await screen.findByText('collectors')).tagName).toBe('EM');
  });
});
