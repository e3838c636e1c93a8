import type { TokenCard } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { connectModal } from '../wallet/connectModalStore';
import { LikeButton } from './LikeButton';

const token = {
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: '3',
  likeCount: 4,
  liked: false,
} as unknown as TokenCard;

describe('LikeButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the connect modal for a visitor and calls nothing', async () => {
    const api = mockApi({});
    const open = vi.spyOn(connectModal, 'open');
    renderWithApp(<LikeButton token={token} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(open).toHaveBeenCalledOnce();
    expect(api.calls.filter((c) => c.includes('/likes'))).toHaveLength(0);
  });

  it('toggles the heart with the count from the server when signed in', async () => {
    mockApi({
      'GET /api/v1/auth/session': { address: '0x00000000000000000000000000000000000000cc' },
      'PUT /api/v1/likes/0x00000000000000000000000000000000000000aa/3': { liked: true, likeCount: 5 },
    });
    renderWithApp(<LikeButton token={token} />);
    await vi.waitFor(() => expect(screen.getByRole('button').textContent).toContain('4'), {
      timeout: 10_000,
    });
    // wait for the session to load before clicking
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    const pressed = await screen.findByRole('button', { name: 'Unlike' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.textContent).toContain('5');
  });
});
