import { type Address, MSG } from '@agora/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { SESSION_KEY } from '../../api/endpoints';
import { useAppConfig } from '../../app/appConfig';
import { Field } from '../../components/Field';
import { toast } from '../toast/toastStore';
import { openAccountModal } from './accountModalStore';
import { linkEmailAccount } from './linkAccount';
import { useSession } from './useWallet';

/** The signed-in wallet links itself to an email account: email and password, then one signature. */
export function LinkAccountForm() {
  const { data: session } = useSession();
  return session?.wallet === false || !session ? null : <LinkForm address={session.address} />;
}

function LinkForm({ address }: { address: Address }) {
  const cfg = useAppConfig();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const [{ signMessage }, { getWagmiConfig }] = await Promise.all([
        import('wagmi/actions'),
        import('./wagmiConfig'),
      ]);
      const session = await linkEmailAccount(
        address,
        { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
        (message) => signMessage(getWagmiConfig(cfg), { message, account: address }),
      );
      queryClient.setQueryData(SESSION_KEY, session);
      toast.success(MSG.accounts.linked);
      openAccountModal(null);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : MSG.accounts.linkFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">{MSG.accounts.linkIntro}</p>
      <Field label={MSG.account.email} name="email" type="email" autoComplete="email" />
      <Field label={MSG.account.password} name="password" type="password" autoComplete="current-password" />
      {failure && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {failure}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {MSG.accounts.linkSubmit}
      </button>
    </form>
  );
}
