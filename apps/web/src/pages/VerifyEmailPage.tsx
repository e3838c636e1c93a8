import { MSG } from '@agora/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { PageTitle } from '../components/PageTitle';
import { openAccountModal } from '../features/wallet/accountModalStore';
import { accountsApi } from '../features/wallet/accountsApi';

/** The link of a verification mail: /verify-email?token=… confirms the address once, then offers Login. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Tokens are single-use: send once, even when React runs this effect twice in development.
    if (sent.current) return;
    sent.current = true;
    // A reload finds the token in the history entry's state: the server then answers that the address is
    // already confirmed, and the page shows the success it showed before.
    const kept = (window.history.state as { verifyToken?: unknown } | null)?.verifyToken;
    const token = params.get('token') ?? (typeof kept === 'string' ? kept : '');
    // Keep the token out of the address bar and of any later Referer.
    window.history.replaceState(
      { ...(window.history.state as object | null), verifyToken: token },
      '',
      window.location.pathname,
    );
    accountsApi
      .verify(token)
      .then((r) => setState({ ok: true, message: r.message }))
      .catch((err: unknown) =>
        setState({ ok: false, message: err instanceof ApiError ? err.message : MSG.api.internal }),
      );
  }, [params]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={MSG.accounts.verifyTitle}>{MSG.accounts.verifyTitle}</PageTitle>
      {!state ? (
        <p role="status">{MSG.accounts.verifying}</p>
      ) : (
        <div className="grid gap-4">
          <p role={state.ok ? 'status' : 'alert'} className={state.ok ? '' : 'text-rose-700'}>
            {state.message}
          </p>
          <button type="button" className="btn-primary" onClick={() => openAccountModal('login')}>
            {MSG.account.login}
          </button>
        </div>
      )}
    </section>
  );
}
