// A browser wallet for the end-to-end tests, run in the page before any of its scripts (context.addInitScript).
// Plain JavaScript on purpose: it is sent to the page as text, so no transpiler helper may leak into it.
// An EIP-1193 provider for one unlocked anvil account, announced through EIP-6963 like a browser extension;
// signing and sending are done by anvil itself, so the app goes through exactly the calls a real wallet answers.
// `config` is { rpcUrl, address, name }.
(config) => {
  // Like a real wallet, accounts are exposed only once the site was authorised (remembered per origin), so
  // the app's connect flow runs as it does with MetaMask.
  const grantKey = 'agora.e2e.wallet.authorised';
  const granted = () => localStorage.getItem(grantKey) === '1';
  let id = 0;
  const listeners = new Map();
  const emit = (event, value) => {
    for (const fn of listeners.get(event) ?? []) fn(value);
  };
  // The network the wallet says it is on: the node's own until a switch (a test puts it on another chain
  // with wallet_switchEthereumChain, as a person does in the extension), remembered across reloads as a
  // wallet does; calls still go to the node.
  const chainKey = 'agora.e2e.wallet.chainId';
  const rpc = async (method, params = []) => {
    const res = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = await res.json();
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code ?? -32603 });
    return body.result;
  };
  const provider = {
    isMetaMask: false,
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
          localStorage.setItem(grantKey, '1');
          return [config.address];
        case 'eth_accounts':
          return granted() ? [config.address] : [];
        case 'wallet_revokePermissions':
          localStorage.removeItem(grantKey);
          return null;
        case 'eth_chainId':
          return localStorage.getItem(chainKey) ?? rpc(method, params);
        case 'wallet_switchEthereumChain': {
          const next = params[0].chainId.toLowerCase();
          const before = localStorage.getItem(chainKey) ?? (await rpc('eth_chainId'));
          localStorage.setItem(chainKey, next);
          if (next !== before) emit('chainChanged', next);
          return null;
        }
        case 'wallet_addEthereumChain':
        case 'wallet_watchAsset':
          return null;
        case 'wallet_requestPermissions':
          localStorage.setItem(grantKey, '1');
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_getPermissions':
          return granted() ? [{ parentCapability: 'eth_accounts' }] : [];
        default:
          return rpc(method, params);
      }
    },
    on(event, fn) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
    },
    removeListener(event, fn) {
      listeners.get(event)?.delete(fn);
    },
  };
  const info = {
    uuid: crypto.randomUUID(),
    name: config.name,
    rdns: 'dev.agora.e2e',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>',
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
};
