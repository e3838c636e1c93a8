import { MSG } from '@agora/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
