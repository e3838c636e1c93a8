import type { UserProfile } from '@agora/core';
import { MSG, normaliseCustomUrl, SOCIALS, TEXT_MAX, TIMING_MS, TOAST } from '@agora/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { usersApi } from '../api/endpoints';
import { Avatar } from '../components/Avatar';
import { Field, TextAreaField } from '../components/Field';
import { PageTitle } from '../components/PageTitle';
import { Loading } from '../components/States';
import { type SaveState, useServerForm } from '../features/forms/useServerForm';
import { MailNotificationsSection } from '../features/profile/MailNotificationsSection';
import { toast } from '../features/toast/toastStore';
import { accountsApi } from '../features/wallet/accountsApi';
import { ConnectPrompt } from '../features/wallet/ConnectPrompt';
import { useCurrentAddress, useWalletAddress } from '../features/wallet/useWallet';

const buttonText: Record<SaveState, string> = {
  ready: MSG.editProfile.update,
  formError: MSG.editProfile.formError,
  retry: MSG.editProfile.tryAgain,
};

function EditProfileForm({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [preview, setPreview] = useState(user.image);
  const wallet = useWalletAddress();
  // A wallet that enters a new email gets a mail to confirm it, which links the email to the wallet's
  // account (log in by email, admin by ADMIN_EMAILS); sent once the profile is saved.
  const newEmail = useRef<string | null>(null);
  const {
    mutation,
    fieldErrors: err,
    state,
    onInput,
  } = useServerForm(usersApi.updateMe, () => {
    toast.success(MSG.profileUpdated);
    // One toast at a time: the word about the confirmation mail follows once the success toast has closed.
    const afterSuccess = (show: () => void) => setTimeout(show, TOAST.autoCloseMs);
    if (newEmail.current)
      accountsApi
        .addEmail(newEmail.current)
        .then((r) => afterSuccess(() => toast.info(r.message)))
        .catch((e: unknown) =>
          afterSuccess(() => toast.error(e instanceof ApiError ? e.message : MSG.api.internal)),
        );
    void qc.invalidateQueries({ queryKey: ['public', 'profile'] });
    setTimeout(() => navigate('/my-items'), TIMING_MS.profileRedirect);
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // The custom url is sent without whitespace and lowercased (spec 1 §5).
    form.set('customUrl', normaliseCustomUrl(String(form.get('customUrl') ?? '')));
    for (const s of SOCIALS) form.set(`${s}Enabled`, form.get(`${s}Enabled`) ? 'true' : 'false');
    const email = String(form.get('email') ?? '').trim();
    newEmail.current =
      wallet && email && email.toLowerCase() !== (user.email ?? '').toLowerCase() ? email : null;
    mutation.mutate(form);
  };
  return (
    <form onSubmit={submit} onInput={onInput} noValidate className="card grid gap-5 p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <Avatar src={preview} size="size-20" />
        <Field
          label={MSG.editProfile.avatar}
          name="image"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="text-sm"
          error={err.image}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) setPreview(URL.createObjectURL(f));
          }}
        />
      </div>
      <Field
        label={MSG.editProfile.name}
        name="name"
        maxLength={TEXT_MAX.displayName}
        defaultValue={user.name ?? ''}
        error={err.name}
      />
      <Field
        label={MSG.editProfile.customUrl}
        name="customUrl"
        maxLength={TEXT_MAX.customUrl}
        defaultValue={user.customUrl ?? ''}
        error={err.customUrl}
      />
      <Field
        label={MSG.editProfile.email}
        name="email"
        type="email"
        maxLength={TEXT_MAX.email}
        defaultValue={user.email ?? ''}
        error={err.email}
      />
      <TextAreaField
        label={MSG.editProfile.bio}
        name="bio"
        rows={3}
        maxLength={TEXT_MAX.bio}
        defaultValue={user.bio ?? ''}
        error={err.bio}
      />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">{MSG.editProfile.socials}</legend>
        {SOCIALS.map((s) => (
          <div key={s} className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-start">
            <label className="flex items-center gap-2 pt-7 text-sm">
              <input
                type="checkbox"
                name={`${s}Enabled`}
                defaultChecked={user.socials[s].enabled}
                className="size-4"
              />
              {MSG.editProfile.show}
            </label>
            <Field
              label={MSG.profile.socials[s]}
              name={s}
              type="url"
              maxLength={TEXT_MAX.link}
              defaultValue={user.socials[s].url ?? ''}
              error={err[s]}
            />
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={state === 'formError' || mutation.isPending}>
        {mutation.isPending ? MSG.loadingTitle : buttonText[state]}
      </button>
    </form>
  );
}

export default function EditProfilePage() {
  const me = useCurrentAddress();
  const { data, isPending } = useQuery({ queryKey: ['me', me], queryFn: usersApi.me, enabled: !!me });
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle title={MSG.profile.editProfile}>{MSG.profile.editProfile}</PageTitle>
      {!me ? <ConnectPrompt /> : isPending || !data ? <Loading /> : <EditProfileForm user={data} />}
      {me && data && <MailNotificationsSection />}
    </section>
  );
}
