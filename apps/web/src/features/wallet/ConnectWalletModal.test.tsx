import { CONNECT_MSG, MSG } from '@agora/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testConfig } from '../../test/render';
import { toastStore } from '../toast/toastStore';
import { ConnectWalletModal } from './ConnectWalletModal';
import { connectModal } from './connectModalStore';
import { WithWagmi } from './WithWagmi';

/**
 * A Trust Wallet extension announced through EIP-6963, on another chain until asked to switch; it records the
 * requests the app makes and refuses the sign-in signature (the session is not this test's subject).
 */
function announceTrustWallet() {
  const requests: { method: string; params?: unknown }[] = [];
  let chainId = '0x38';
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params });
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return ['0x00000000000000000000000000000000000000aa'];
        case 'eth_chainId':
          return chainId;
        case 'wallet_addEthereumChain':
          return null;
        case 'wallet_switchEthereumChain':
          chainId = (params as [{ chainId: string }])[0].chainId;
          return null;
        case 'wallet_requestPermissions':
          return [{ parentCapability: 'eth_accounts' }];
        default:
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
    },
    on() {},
    removeListener() {},
  };
  // wagmi's EIP-6963 store listens from the first render of this file on, so one announcement is enough.
  const info = { uuid: 'trust-1', name: 'Trust Wallet', rdns: 'com.trustwallet.app', icon: 'data:,' };
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }));
  return requests;
}

function renderModal() {
  mockApi({ 'GET /api/v1/auth/session': null });
  renderWithApp(
    <WithWagmi>
      <ConnectWalletModal />
    </WithWagmi>,
  );
  act(() => connectModal.open());
  return screen.getByRole('dialog', { name: MSG.wallet.title });
}

afterEach(() => {
  act(() => connectModal.close());
  vi.unstubAllGlobals();
});

describe('Connect Your Wallet', () => {
  it('lists Metamask, Trust Wallet and Wallet Connect with how to get or enable them, then the test wallet (chain 31337)', () => {
    const dialog = renderModal();
    const metamask = within(dialog).getByRole('link', { name: new RegExp(CONNECT_MSG.metamask) });
    expect(metamask.getAttribute('href')).toBe('https://metamask.io/download/');
    expect(metamask.textContent).toContain(CONNECT_MSG.notInstalled('metamask.io'));
    expect(
      within(dialog)
        .getByRole('link', { name: new RegExp(`^${CONNECT_MSG.trustWallet}`) })
        .getAttribute('target'),
    ).toBe('_blank');
    // No project id in the configuration: Wallet Connect is shown, not offered, saying what a visitor can do
    // instead, with links that open this page in the wallet apps' browsers (issue 31).
    expect(within(dialog).queryByRole('button', { name: new RegExp(CONNECT_MSG.walletConnect) })).toBeNull();
    expect(within(dialog).getByText(CONNECT_MSG.walletConnectOff)).toBeTruthy();
    const here = window.location.href;
    expect(within(dialog).getByRole('link', { name: CONNECT_MSG.openInMetamask }).getAttribute('href')).toBe(
      `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}${window.location.search}`,
    );
    expect(
      within(dialog).getByRole('link', { name: CONNECT_MSG.openInTrustWallet }).getAttribute('href'),
    ).toBe(`https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(here)}`);
    expect(within(dialog).getByRole('button', { name: new RegExp(CONNECT_MSG.testWallet) })).toBeTruthy();
    const labels = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.font-semibold')?.textContent);
    expect(labels).toEqual([
      CONNECT_MSG.metamask,
      CONNECT_MSG.trustWallet,
      CONNECT_MSG.walletConnect,
      CONNECT_MSG.testWallet,
    ]);
  });

  it('Trust Wallet: connects, asks the wallet to add the configured network and switch to it, then signs in', async () => {
    const requests = announceTrustWallet();
    const dialog = renderModal();
    const trust = await within(dialog).findByRole('button', { name: new RegExp(CONNECT_MSG.trustWallet) });
    expect(trust.textContent).toContain(CONNECT_MSG.trustWalletHint(testConfig.chainName));
    fireEvent.click(trust);
    await waitFor(() => expect(requests.map((r) => r.method)).toContain('wallet_switchEthereumChain'));
    const add = requests.find((r) => r.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      {
        chainId: '0x7a69',
        chainName: testConfig.chainName,
        nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        rpcUrls: [testConfig.rpcUrl],
      },
    ]);
    const methods = requests.map((r) => r.method);
    expect(methods.indexOf('eth_requestAccounts')).toBeLessThan(methods.indexOf('wallet_addEthereumChain'));
    // The sign-in then asks the server for a nonce (404 here), after the wallet is on the network.
    await waitFor(() => expect(toastStore.getSnapshot()?.kind).toBe('error'));
  });
});
