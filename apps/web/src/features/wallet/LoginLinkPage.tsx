import { MSG } from '@agora/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { SESSION_KEY } from '../../api/endpoints';
import { PageTitle } from '../../components/PageTitle';
import { toast } from '../toast/toastStore';
import { accountsApi } from './accountsApi';

/** The link of a login mail: /login-link?token=… logs in once without the password, then goes home. */
export default function LoginLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Single-use: send once, even when React runs this effect twice in development.
    if (sent.current) return;
    sent.current = true;
    const token = params.get('token') ?? '';
    window.history.replaceState(null, '', window.location.pathname);
    accountsApi
      .loginWithLink(token)
      .then(async (session) => {
        queryClient.setQueryData(SESSION_KEY, session);
        await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
        toast.success(MSG.accounts.loggedIn);
        navigate('/', { replace: true });
      })
      .catch((err: unknown) => setFailure(err instanceof ApiError ? err.message : MSG.api.internal));
  }, [params, navigate, queryClient]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={MSG.accounts.loginLinkTitle}>{MSG.accounts.loginLinkTitle}</PageTitle>
      {failure ? (
        <p role="alert" className="text-rose-700">
          {failure}
        </p>
      ) : (
        <p role="status">{MSG.accounts.loginLinkTitle}</p>
      )}
    </section>
  );
}
