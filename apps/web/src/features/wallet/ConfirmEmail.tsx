import { MSG } from '@agora/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { Field } from '../../components/Field';
import { accountsApi } from './accountsApi';

type Outcome = { ok: boolean; message: string };

const failure = (err: unknown): Outcome => ({
  ok: false,
  message: err instanceof ApiError ? err.message : MSG.api.internal,
});

/**
 * Confirms a mailed verify link. A wallet's added email confirms at once; a registration's link asks for the
 * password chosen when registering (the server says so without using the link up), so that nobody confirms a
 * registration someone else made with their email.
 */
export function ConfirmEmail({ token, onDone }: { token: string; onDone: (o: Outcome) => void }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    // Tokens are single-use: send once, even when React runs this effect twice in development.
    if (sent.current) return;
    sent.current = true;
    accountsApi
      .verify(token)
      .then((r) => onDone({ ok: true, message: r.message }))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.message === MSG.accounts.confirmNeedsPassword)
          setAsking(err.message);
        else onDone(failure(err));
      });
  }, [token, onDone]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setBusy(true);
    try {
      onDone({ ok: true, message: (await accountsApi.verify(token, password)).message });
    } catch (err) {
      if (err instanceof ApiError && err.message === MSG.accounts.confirmWrongPassword)
        setAsking(err.message);
      else onDone(failure(err));
    } finally {
      setBusy(false);
    }
  };

  if (!asking) return <p role="status">{MSG.accounts.verifying}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p role="alert">{asking}</p>
      <Field
        label={MSG.accounts.confirmPasswordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {MSG.accounts.confirmSubmit}
      </button>
    </form>
  );
}
