import { CONNECT_MSG } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { hasUsableWallet, walletOptions } from './walletOptions';

const injected = (id: string, name: string) => ({ uid: `uid-${id}`, id, name, type: 'injected' });
const metamask = injected('io.metamask', 'MetaMask');
const trust = injected('com.trustwallet.app', 'Trust Wallet');
const rabby = injected('io.rabby', 'Rabby Wallet');
const testWallet = { uid: 'uid-test', id: 'agora-test-wallet', name: 'Test wallet', type: 'testWallet' };

const PAGE = 'https://agora.example/info/0xabc/0xdef/1?from=share';
const cfg = { walletConnectProjectId: null, chainName: 'BNB Smart Chain', pageUrl: PAGE };
const summary = (options: ReturnType<typeof walletOptions>) => options.map((o) => `${o.kind}:${o.label}`);

describe('Connect Your Wallet entries', () => {
  it('lists the three wallets of spec 1 in its order even when the browser has none, each saying how to get or enable it', () => {
    const options = walletOptions([], cfg);
    expect(summary(options)).toEqual([
      `install:${CONNECT_MSG.metamask}`,
      `install:${CONNECT_MSG.trustWallet}`,
      `off:${CONNECT_MSG.walletConnect}`,
    ]);
    expect(options[0]).toMatchObject({
      href: 'https://metamask.io/download/',
      hint: CONNECT_MSG.notInstalled('metamask.io'),
    });
    expect(options[1]).toMatchObject({ href: 'https://trustwallet.com/download' });
    // Issue 31: spoken to the visitor (the operator's step is in docs/operations.md), with a phone's way in.
    expect(options[2]).toMatchObject({
      hint: CONNECT_MSG.walletConnectOff,
      apps: [
        {
          label: CONNECT_MSG.openInMetamask,
          href: 'https://metamask.app.link/dapp/agora.example/info/0xabc/0xdef/1?from=share',
        },
        {
          label: CONNECT_MSG.openInTrustWallet,
          href: `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(PAGE)}`,
        },
      ],
    });
    expect(options[2]?.hint).not.toMatch(/WALLETCONNECT_PROJECT_ID|operator/);
    expect(hasUsableWallet(options)).toBe(false);
  });

  it('connects the installed ones; only Trust Wallet adds the network; other EIP-6963 wallets and the test wallet follow', () => {
    const options = walletOptions([testWallet, rabby, trust, metamask], {
      ...cfg,
      walletConnectProjectId: 'abc',
    });
    expect(summary(options)).toEqual([
      `connect:${CONNECT_MSG.metamask}`,
      `connect:${CONNECT_MSG.trustWallet}`,
      `walletConnect:${CONNECT_MSG.walletConnect}`,
      'connect:Rabby Wallet',
      `connect:${CONNECT_MSG.testWallet}`,
    ]);
    const addsNetwork = options.map((o) => o.kind === 'connect' && o.addNetwork);
    expect(addsNetwork).toEqual([false, true, false, false, false]);
    expect(options[1]).toMatchObject({
      connector: trust,
      hint: CONNECT_MSG.trustWalletHint('BNB Smart Chain'),
    });
    expect(hasUsableWallet(options)).toBe(true);
  });

  it('counts a configured Wallet Connect as a way to connect', () => {
    expect(hasUsableWallet(walletOptions([], { ...cfg, walletConnectProjectId: 'abc' }))).toBe(true);
  });
});
