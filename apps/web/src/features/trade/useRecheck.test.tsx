import { MSG } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TradeDeps } from '../../lib/chain/tx';
import { detail } from '../../test/tokenDetail';
import { chainState, RECHECK, renderTrade, seller } from '../../test/trade';
import { toastStore } from '../toast/toastStore';
import { useRecheck } from './useTrade';

vi.mock('../../lib/chain/contracts');

function Probe({ deps }: { deps: TradeDeps }) {
  const recheck = useRecheck();
  return (
    <button type="button" onClick={() => void recheck(deps, detail.token, deps.account)}>
      check
    </button>
  );
}

describe('pre-action re-check (spec 2 §4, §7)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => act(() => toastStore.dismiss()));

  it("a failed balance update says 'Error: Oops, something went wrong' (issue 31: it was silent)", async () => {
    chainState({ held: 1 });
    renderTrade((deps) => <Probe deps={deps} />, {
      account: seller,
      api: { [RECHECK]: new Response(JSON.stringify({ message: 'down' }), { status: 500 }) },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    expect(await screen.findByText(MSG.toast.balanceUpdateFailed)).toBeTruthy();
  });

  it('a re-check the server answers shows nothing', async () => {
    chainState({ held: 1 });
    const { calls } = renderTrade((deps) => <Probe deps={deps} />, { account: seller });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    await vi.waitFor(() => expect(calls.some((c) => c.includes('/recheck'))).toBe(true), { timeout: 10_000 });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText(MSG.toast.balanceUpdateFailed)).toBeNull();
  });
});
