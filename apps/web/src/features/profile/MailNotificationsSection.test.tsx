import { MSG } from '@agora/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailNotificationsSection, mailPreferencesApi } from './MailNotificationsSection';

const M = MSG.notifyMail;
const KINDS = {
  sold: true,
  bidReceived: false,
  outbid: true,
  offerAccepted: false,
  auctionWon: false,
  auctionEnding: false,
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MailNotificationsSection />
    </QueryClientProvider>,
  );

describe('Edit Profile: notifications by email', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a confirmed email first and shows no switches without one', async () => {
    vi.spyOn(mailPreferencesApi, 'get').mockResolvedValue({ email: null, kinds: KINDS });
    show();
    await screen.findByText(M.noEmail);
    expect(screen.queryByLabelText(M.kinds.sold)).toBeNull();
  });

  it('shows one switch per kind as saved and sends the changed set', async () => {
    vi.spyOn(mailPreferencesApi, 'get').mockResolvedValue({ email: 'me@example.com', kinds: KINDS });
    const save = vi
      .spyOn(mailPreferencesApi, 'save')
      .mockImplementation(async (body) => ({ email: 'me@example.com', kinds: body.kinds }));
    show();
    await screen.findByText(M.sendsTo('me@example.com'));
    expect((screen.getByLabelText(M.kinds.outbid) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(M.kinds.bidReceived) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText(M.kinds.bidReceived));
    fireEvent.click(screen.getByLabelText(M.kinds.sold));
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toEqual({ kinds: { ...KINDS, bidReceived: true, sold: false } });
  });
});
