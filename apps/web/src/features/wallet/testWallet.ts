import { ANVIL_MNEMONIC } from '@agora/chain/browser';
import {
  type Chain,
  createWalletClient,
  getAddress,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
  type TransactionRequest,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { createConnector } from 'wagmi';

/**
 * "Test wallet" for the local development chain: an anvil dev account (from anvil's well-known mnemonic)
 * held in the page and wrapped as a wagmi connector, so a newcomer can act without a browser extension.
 * Never offered on any other chain.
 */

const INDEX_KEY = 'agora.testWallet.index';
const CONNECTED_KEY = 'agora.testWallet.connected';

/** One dev account per browser (index 1..9; index 0 is the deployer), remembered in localStorage. */
export function testAccountIndex(storage: Storage = localStorage, random = Math.random): number {
  const stored = Number(storage.getItem(INDEX_KEY));
  if (Number.isInteger(stored) && stored >= 1 && stored <= 9) return stored;
  const index = 1 + Math.floor(random() * 9);
  storage.setItem(INDEX_KEY, String(index));
  return index;
}

async function loadAccount(): Promise<HDAccount> {
  // The mnemonic code (bip39 word list) is only downloaded when the test wallet is used.
  const { mnemonicToAccount } = await import('viem/accounts');
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: testAccountIndex() });
}

type RpcTx = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

export function testWallet({ chain }: { chain: Chain }) {
  let account: HDAccount | undefined;
  const rpc = http(chain.rpcUrls.default.http[0])({ chain });
  const getAccount = async () => {
    account ??= await loadAccount();
    return account;
  };

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const args = (params ?? []) as unknown[];
    const acct = await getAccount();
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.id);
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [acct.address];
      case 'personal_sign':
        return acct.signMessage({ message: { raw: args[0] as Hex } });
      case 'eth_signTypedData_v4':
        return acct.signTypedData(JSON.parse(args[1] as string));
      case 'eth_sendTransaction': {
        const tx = args[0] as RpcTx;
        const wallet = createWalletClient({
          account: acct,
          chain,
          transport: http(chain.rpcUrls.default.http[0]),
        });
        const req: TransactionRequest = {
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        };
        return wallet.sendTransaction({ ...req, chain } as Parameters<typeof wallet.sendTransaction>[0]);
      }
      default:
        return rpc.request({ method, params } as Parameters<typeof rpc.request>[0]);
    }
  };
  const provider = { request, on() {}, removeListener() {} };

  return createConnector((config) => ({
    id: 'agora-test-wallet',
    name: 'Test wallet',
    type: 'testWallet',
    async connect(params) {
      const acct = await getAccount();
      localStorage.setItem(CONNECTED_KEY, '1');
      const address = getAddress(acct.address);
      const withCaps = (params as { withCapabilities?: boolean } | undefined)?.withCapabilities;
      return {
        accounts: (withCaps ? [{ address, capabilities: {} }] : [address]) as never,
        chainId: chain.id,
      };
    },
    async disconnect() {
      localStorage.removeItem(CONNECTED_KEY);
    },
    async getAccounts() {
      return [getAddress((await getAccount()).address)];
    },
    async getChainId() {
      return chain.id;
    },
    async getProvider() {
      return provider;
    },
    async isAuthorized() {
      return localStorage.getItem(CONNECTED_KEY) === '1';
    },
    onAccountsChanged(accounts) {
      config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
    },
    onChainChanged(id) {
      config.emitter.emit('change', { chainId: Number(id) });
    },
    onDisconnect() {
      config.emitter.emit('disconnect');
    },
  }));
}
