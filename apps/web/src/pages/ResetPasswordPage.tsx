import { MSG, passwordError } from '@agora/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { Field } from '../components/Field';
import { PageTitle } from '../components/PageTitle';
import { openAccountModal } from '../features/wallet/accountModalStore';
import { accountsApi } from '../features/wallet/accountsApi';

/** The link of a reset mail: /reset-password?token=… sets a new password once; every session then ends. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  // Read once, then kept out of the address bar (and of any later Referer).
  const [token] = useState(() => {
    const t = params.get('token') ?? '';
    window.history.replaceState(null, '', window.location.pathname);
    return t;
  });
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    const problem = passwordError(password);
    setError(problem ?? undefined);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      setDone((await accountsApi.reset(token, password)).message);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : MSG.api.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={MSG.accounts.resetTitle}>{MSG.accounts.resetTitle}</PageTitle>
      {done ? (
        <div className="grid gap-4">
          <p role="status">{done}</p>
          <button type="button" className="btn-primary" onClick={() => openAccountModal('login')}>
            {MSG.account.login}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label={MSG.accounts.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={MSG.accounts.passwordPolicy}
            error={error}
          />
          {failure && (
            <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {MSG.accounts.resetSubmit}
          </button>
        </form>
      )}
    </section>
  );
}
