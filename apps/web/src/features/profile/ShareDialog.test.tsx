import { MSG } from '@agora/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ShareDialog } from './ShareDialog';

describe('ShareDialog', () => {
  it("shares the page's address, read when the menu opens", async () => {
    renderWithApp(<ShareDialog text="Bea" />);
    const trigger = screen.getByRole('button', { name: MSG.profile.share.button });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(trigger);
    const link = await screen.findByRole('link', { name: MSG.profile.share.telegram });
    expect(link.getAttribute('href')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(window.location.href)}&text=Bea`,
    );
  });
});
