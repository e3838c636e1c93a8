import { MSG } from '@agora/core';
import { useEffect, useState } from 'react';
import { useConnectors } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import { StaticDialog } from '../../components/StaticDialog';
import { toast } from '../toast/toastStore';
import { connectModal, useConnectModalOpen } from './connectModalStore';
import { useWalletDeps } from './useWalletDeps';
import { connectWith } from './walletActions';

/** Loaded only when the user picks WalletConnect and a project id is configured. */
async function walletConnectConnector(projectId: string) {
  const { walletConnect } = await import('wagmi/connectors');
  return walletConnect({ projectId, showQrModal: true });
}

/**
 * Connect Your Wallet: static backdrop and no Escape (spec 1 §2), closed only by its close button.
 * Browser wallets come from EIP-6963 discovery and appear only when present.
 */
export function ConnectWalletModal() {
  const open = useConnectModalOpen();
  const connectors = useConnectors();
  const cfg = useAppConfig();
  const deps = useWalletDeps();
  const [busy, setBusy] = useState<string | null>(null);

  const browserWallets = connectors.filter((c) => c.type === 'injected');
  const testWallet = connectors.find((c) => c.type === 'testWallet');

  const run = async (id: string, pick: () => Promise<Parameters<typeof connectWith>[1]>) => {
    setBusy(id);
    try {
      await connectWith(deps, await pick());
    } finally {
      setBusy(null);
    }
  };

  const option = (id: string, label: string, hint: string, icon: string | undefined, onClick: () => void) => (
    <li key={id}>
      <button
        type="button"
        onClick={onClick}
        disabled={busy !== null}
        className="flex w-full items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
      >
        {icon ? (
          <img src={icon} alt="" className="size-8 rounded-lg" />
        ) : (
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-100 text-brand-700">
            ◆
          </span>
        )}
        <span className="flex-1">
          <span className="block font-semibold">{label}</span>
          <span className="block text-xs text-slate-500">{busy === id ? MSG.wallet.waiting : hint}</span>
        </span>
      </button>
    </li>
  );

  const nothing = browserWallets.length === 0 && !testWallet && !cfg.walletConnectProjectId;

  // No browser wallet and nothing else to offer: the spec's warning toast, besides the note in the modal.
  useEffect(() => {
    if (open && nothing) toast.warning(MSG.pleaseAddWallet);
  }, [open, nothing]);

  return (
    <StaticDialog
      open={open}
      title={MSG.wallet.title}
      description={MSG.wallet.description}
      onClose={connectModal.close}
    >
      <ul className="space-y-2">
        {browserWallets.map((c) =>
          option(c.uid, c.name, MSG.wallet.browserHint, c.icon, () => run(c.uid, async () => c)),
        )}
        {cfg.walletConnectProjectId &&
          option('wc', MSG.wallet.walletConnect, MSG.wallet.walletConnectHint, undefined, () =>
            run('wc', () => walletConnectConnector(cfg.walletConnectProjectId as string)),
          )}
        {testWallet &&
          option(testWallet.uid, MSG.wallet.testWallet, MSG.wallet.testWalletHint, undefined, () =>
            run(testWallet.uid, async () => testWallet),
          )}
      </ul>
      {nothing && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {MSG.pleaseAddWallet}
        </p>
      )}
    </StaticDialog>
  );
}
