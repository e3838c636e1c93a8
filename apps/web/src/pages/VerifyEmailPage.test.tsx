import { MSG } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../test/render';
import VerifyEmailPage from './VerifyEmailPage';

const A = MSG.accounts;

/** The tokens the page sent to POST /accounts/verify, in order. */
const sentTokens = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { token: string }).token);

describe('VerifyEmailPage', () => {
  it('sends the same token again when reloaded (the URL no longer has it) and shows success', async () => {
    const first = mockApi({ 'POST /api/v1/accounts/verify': { message: A.verified } });
    const page = renderWithApp(<VerifyEmailPage />, { path: '/verify-email?token=tok-1' });
    expect((await screen.findByText(A.verified)).getAttribute('role')).toBe('status');
    expect(sentTokens(first.fetchMock)).toEqual(['tok-1']);
    expect(window.location.search).toBe('');
    page.unmount();

    // A reload: the same history entry, its address without the token.
    const again = mockApi({ 'POST /api/v1/accounts/verify': { message: A.alreadyVerified } });
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email' });
    await waitFor(() => expect(sentTokens(again.fetchMock)).toEqual(['tok-1']));
    expect((await screen.findByText(A.alreadyVerified)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a registration for its password, then a reload shows the success without asking again', async () => {
    // The server's answers (issue 32): a registration's link needs its password; once used, "already confirmed".
    let confirmed = false;
    const bodies: { token: string; password?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { token: string; password?: string };
        bodies.push(body);
        const reply = (status: number, message: string) =>
          new Response(JSON.stringify({ message }), {
            status,
            headers: { 'content-type': 'application/json' },
          });
        if (confirmed) return reply(200, A.alreadyVerified);
        if (body.password === undefined) return reply(400, A.confirmNeedsPassword);
        confirmed = true;
        return reply(200, A.verified);
      }),
    );
    const page = renderWithApp(<VerifyEmailPage />, { path: '/verify-email?token=tok-2' });
    fireEvent.change(await screen.findByLabelText(A.confirmPasswordLabel), {
      target: { value: 'secret pass' },
    });
    fireEvent.click(screen.getByRole('button', { name: A.confirmSubmit }));
    expect((await screen.findByText(A.verified)).getAttribute('role')).toBe('status');
    page.unmount();

    renderWithApp(<VerifyEmailPage />, { path: '/verify-email' });
    expect((await screen.findByText(A.alreadyVerified)).getAttribute('role')).toBe('status');
    expect(bodies).toEqual([
      { token: 'tok-2' },
      { token: 'tok-2', password: 'secret pass' },
      { token: 'tok-2' },
    ]);
  });
});
