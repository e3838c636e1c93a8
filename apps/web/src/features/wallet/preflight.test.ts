import { MSG } from '@agora/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchChain } from 'wagmi/actions';
import type { TradeDeps } from '../../lib/chain/tx';
import { testConfig } from '../../test/render';
import { walletOn } from '../../test/wallet';
import { toastStore } from '../toast/toastStore';
import { connectModal } from './connectModalStore';
import { walletPreflight } from './preflight';

vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  switchChain: vi.fn(),
}));

const deps = {
  config: {},
  appCfg: testConfig,
  queryClient: {},
  account: '0x00000000000000000000000000000000000000aa',
} as unknown as TradeDeps;

// The modal's store is only watched here (a spy that opens nothing), so each test starts with it closed.
const watchModal = () => vi.spyOn(connectModal, 'open').mockImplementation(() => {});

afterEach(() => {
  toastStore.dismiss();
  vi.restoreAllMocks();
});

describe('the wallet checks before an action (spec 2 §5, §8)', () => {
  it("a visitor: 'OOPS!..connect Your Wallet' as a warning, and the Connect Your Wallet modal", async () => {
    const open = watchModal();
    await expect(walletPreflight(null)).resolves.toBe(false);
    expect(toastStore.getSnapshot()).toMatchObject({ kind: 'warning', text: MSG.preflight.connect });
    expect(open).toHaveBeenCalledOnce();
  });

  it("a wallet on another network is asked to switch; once it has: 'Network Switched to {network}' and on (issue 31)", async () => {
    walletOn(56);
    vi.mocked(switchChain).mockResolvedValueOnce({} as Awaited<ReturnType<typeof switchChain>>);
    const open = watchModal();
    await expect(walletPreflight(deps)).resolves.toBe(true);
    expect(switchChain).toHaveBeenCalledWith(deps.config, { chainId: testConfig.chainId });
    expect(toastStore.getSnapshot()).toMatchObject({
      kind: 'success',
      text: MSG.networkSwitched(testConfig.chainName),
    });
    expect(open).not.toHaveBeenCalled();
  });

  it("a wallet that refuses to switch: 'Please Connect to {network} Network', no modal", async () => {
    walletOn(56);
    vi.mocked(switchChain).mockRejectedValueOnce(new Error('User rejected the request.'));
    const open = watchModal();
    await expect(walletPreflight(deps)).resolves.toBe(false);
    expect(toastStore.getSnapshot()).toMatchObject({
      kind: 'warning',
      text: MSG.preflight.wrongNetwork(testConfig.chainName),
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('a wallet on the configured network may act, and nothing is said', async () => {
    walletOn(testConfig.chainId);
    const open = watchModal();
    await expect(walletPreflight(deps)).resolves.toBe(true);
    expect(toastStore.getSnapshot()).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
