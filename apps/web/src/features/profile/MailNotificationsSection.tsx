import {
  MAIL_KINDS,
  type MailKindSwitches,
  type MailPreferences,
  type MailPreferencesBody,
  MSG,
} from '@agora/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../api/client';
import { toast } from '../toast/toastStore';

const M = MSG.notifyMail;
const KEY = ['me', 'mail-preferences'];

/** GET/PUT /users/me/mail-preferences (issue 30). */
export const mailPreferencesApi = {
  get: () => api.get<MailPreferences>('/users/me/mail-preferences'),
  save: (body: MailPreferencesBody) => api.put<MailPreferences>('/users/me/mail-preferences', body),
};

function KindSwitches({ saved, email }: { saved: MailKindSwitches; email: string }) {
  const qc = useQueryClient();
  const [kinds, setKinds] = useState(saved);
  const save = useMutation({
    mutationFn: mailPreferencesApi.save,
    onSuccess: (reply) => {
      qc.setQueryData(KEY, reply);
      toast.success(M.saved);
    },
    onError: (e: unknown) => toast.error(e instanceof ApiError ? e.message : MSG.api.internal),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({ kinds });
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-slate-500">{M.sendsTo(email)}</p>
      {MAIL_KINDS.map((k) => (
        <label key={k} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={k}
            checked={kinds[k]}
            onChange={(e) => setKinds({ ...kinds, [k]: e.target.checked })}
            className="size-4"
          />
          {M.kinds[k]}
        </label>
      ))}
      <button type="submit" className="btn-ghost justify-self-start" disabled={save.isPending}>
        {save.isPending ? MSG.loadingTitle : M.save}
      </button>
    </form>
  );
}

/**
 * Edit Profile's "Notifications by email": one switch per kind, shown once the account has a confirmed email
 * (the mail job sends nothing without one); a separate form, so the profile's own save is untouched.
 */
export function MailNotificationsSection() {
  const { data } = useQuery({ queryKey: KEY, queryFn: mailPreferencesApi.get });
  return (
    <section className="card mt-6 grid gap-3 p-6 sm:p-8" aria-labelledby="mail-notifications">
      <h2 id="mail-notifications" className="text-lg font-semibold">
        {M.section}
      </h2>
      {!data ? null : data.email ? (
        <KindSwitches saved={data.kinds} email={data.email} />
      ) : (
        <p className="text-sm text-slate-500">{M.noEmail}</p>
      )}
    </section>
  );
}
