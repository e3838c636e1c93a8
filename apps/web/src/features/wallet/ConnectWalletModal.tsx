import { CONNECT_MSG, MSG } from '@agora/core';
import { type ReactNode, useEffect, useState } from 'react';
import { type Connector, useConnectors } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import { StaticDialog } from '../../components/StaticDialog';
import { toast } from '../toast/toastStore';
import { connectModal, useConnectModalOpen } from './connectModalStore';
import { useWalletDeps } from './useWalletDeps';
import { connectWith } from './walletActions';
import { hasUsableWallet, type WalletOption, walletOptions } from './walletOptions';

/** Loaded only when the user picks WalletConnect and a project id is configured. */
async function walletConnectConnector(projectId: string) {
  const { walletConnect } = await import('wagmi/connectors');
  return walletConnect({ projectId, showQrModal: true });
}

const ROW =
  'flex w-full items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50';

function Row({ icon, label, hint }: { icon?: string; label: string; hint: ReactNode }) {
  return (
    <>
      {icon ? (
        <img src={icon} alt="" className="size-8 rounded-lg" />
      ) : (
        <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-100 text-brand-700">
          ◆
        </span>
      )}
      <span className="flex-1">
        <span className="block font-semibold">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </>
  );
}

/**
 * Connect Your Wallet: static backdrop and no Escape (spec 1 §2), closed only by its close button. The
 * entries come from walletOptions: the three named wallets always (a missing one links to where to get it),
 * then other EIP-6963 wallets and, on the local chain, the test wallet.
 */
export function ConnectWalletModal() {
  const open = useConnectModalOpen();
  const connectors = useConnectors();
  const cfg = useAppConfig();
  const deps = useWalletDeps();
  const [busy, setBusy] = useState<string | null>(null);
  const options = walletOptions<Connector>(connectors, { ...cfg, pageUrl: window.location.href });
  const nothing = !hasUsableWallet(options);

  // No browser wallet and nothing else to offer: the spec's warning toast, besides the note in the modal.
  useEffect(() => {
    if (open && nothing) toast.warning(MSG.pleaseAddWallet);
  }, [open, nothing]);

  const run = async (
    key: string,
    pick: () => Promise<Parameters<typeof connectWith>[1]>,
    addNetwork = false,
  ) => {
    setBusy(key);
    try {
      await connectWith(deps, await pick(), { addNetwork });
    } finally {
      setBusy(null);
    }
  };

  const entry = (o: WalletOption<Connector>) => {
    switch (o.kind) {
      case 'install':
        return (
          <a href={o.href} target="_blank" rel="noopener noreferrer" className={ROW}>
            <Row label={o.label} hint={o.hint} />
          </a>
        );
      case 'off':
        return (
          <div className={`${ROW} flex-wrap hover:border-slate-200 hover:bg-transparent`}>
            <Row label={o.label} hint={o.hint} />
            <span className="flex w-full flex-wrap gap-2 pl-11">
              {o.apps.map((app) => (
                <a
                  key={app.href}
                  href={app.href}
                  className="text-xs font-semibold text-brand-700 hover:underline"
                >
                  {app.label}
                </a>
              ))}
            </span>
          </div>
        );
      default: {
        const onClick =
          o.kind === 'connect'
            ? () => run(o.key, async () => o.connector, o.addNetwork)
            : () => run(o.key, () => walletConnectConnector(cfg.walletConnectProjectId as string));
        return (
          <button
            type="button"
            onClick={onClick}
            disabled={busy !== null}
            className={`${ROW} disabled:opacity-60`}
          >
            <Row
              icon={o.kind === 'connect' ? o.icon : undefined}
              label={o.label}
              hint={busy === o.key ? CONNECT_MSG.waiting : o.hint}
            />
          </button>
        );
      }
    }
  };

  return (
    <StaticDialog
      open={open}
      title={MSG.wallet.title}
      description={CONNECT_MSG.description}
      onClose={connectModal.close}
    >
      <ul className="space-y-2">
        {options.map((o) => (
          <li key={o.key}>{entry(o)}</li>
        ))}
      </ul>
      {nothing && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {MSG.pleaseAddWallet}
        </p>
      )}
    </StaticDialog>
  );
}
