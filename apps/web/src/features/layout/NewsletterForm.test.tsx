import { MSG } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { toastStore } from '../toast/toastStore';
import { NewsletterForm } from './NewsletterForm';

describe('newsletter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says Enter email, then Enter valid email, and calls the server only for a valid address', async () => {
    const api = mockApi({ 'POST /api/v1/newsletter': { message: 'Subscribed!' } });
    renderWithApp(<NewsletterForm />);
    const button = screen.getByRole('button', { name: MSG.footer.subscribe });
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe(MSG.enterEmail);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'nope@' } });
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe(MSG.enterValidEmail);
    expect(api.calls).toHaveLength(0);
    fireEvent.input(input, { target: { value: 'ann@example.com' } });
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(toastStore.getSnapshot()?.text).toBe('Subscribed!'), { timeout: 10_000 });
    expect(input.value).toBe('');
    expect(api.calls).toEqual(['POST /api/v1/newsletter']);
  });
});
