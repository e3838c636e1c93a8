import { MSG } from '@agora/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { openAccountModal } from '../features/wallet/accountModalStore';
import { ConfirmEmail } from '../features/wallet/ConfirmEmail';

/** The link of a verification mail: /verify-email?token=… confirms the address once, then offers Login. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  // Read once, then kept out of the address bar and of any later Referer, but in the history entry's state: a
  // reload sends it again, and the server answers that the address is already confirmed (no password asked),
  // so the page shows the success it showed before.
  const [token] = useState(() => {
    const kept = (window.history.state as { verifyToken?: unknown } | null)?.verifyToken;
    const t = params.get('token') ?? (typeof kept === 'string' ? kept : '');
    window.history.replaceState(
      { ...(window.history.state as object | null), verifyToken: t },
      '',
      window.location.pathname,
    );
    return t;
  });
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={MSG.accounts.verifyTitle}>{MSG.accounts.verifyTitle}</PageTitle>
      {!state ? (
        <ConfirmEmail token={token} onDone={setState} />
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
