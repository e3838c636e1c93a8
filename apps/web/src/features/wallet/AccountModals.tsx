import {
  type FieldErrors,
  hasErrors,
  MSG,
  validateCreateAccount,
  validateForgotPassword,
  validateLogin,
} from '@agora/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { SESSION_KEY } from '../../api/endpoints';
import { Field } from '../../components/Field';
import { StaticDialog } from '../../components/StaticDialog';
import { toast } from '../toast/toastStore';
import { openAccountModal, useAccountModal } from './accountModalStore';
import { accountsApi } from './accountsApi';

const close = () => openAccountModal(null);
const linkClass = 'font-semibold text-brand-700 hover:underline';
const m = MSG.account;

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/**
 * One form's submit: validates with the core rules, then calls the server, showing its per-field errors
 * (zod's) beside the fields and its sentence above the button. When `send` answers a sentence, the form
 * is done and shows it instead.
 */
function useSubmit<K extends string>(
  validate: (form: HTMLFormElement) => FieldErrors<K>,
  send: (form: HTMLFormElement) => Promise<string | undefined>,
) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validate(form);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const reply = await send(form);
      if (reply !== undefined) setDone(reply);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields as FieldErrors<K>);
        setFailure(err.message);
      } else setFailure(MSG.api.internal);
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, done, busy, onSubmit };
}

/**
 * An account form: its fields, the server's sentence when it refused, the submit button, then `footer`;
 * once done, the server's answer alone.
 */
function AccountForm({
  submit,
  label,
  children,
  footer,
}: {
  submit: Pick<ReturnType<typeof useSubmit>, 'onSubmit' | 'failure' | 'done' | 'busy'>;
  label: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  if (submit.done) return <p role="status">{submit.done}</p>;
  return (
    <form onSubmit={submit.onSubmit} noValidate className="grid gap-4">
      {children}
      {submit.failure && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {submit.failure}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={submit.busy}>
        {label}
      </button>
      {footer}
    </form>
  );
}

/** The email field of the login and register forms. */
const EmailField = ({ hint, error }: { hint?: string; error: string | undefined }) => (
  <Field label={m.email} name="email" type="email" hint={hint} autoComplete="email" error={error} />
);

/** The password field: `current-password` to log in, `new-password` (with the policy) to register. */
const PasswordField = ({
  autoComplete,
  hint,
  error,
}: {
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error: string | undefined;
}) => (
  <Field
    label={m.password}
    name="password"
    type="password"
    hint={hint}
    autoComplete={autoComplete}
    error={error}
  />
);

function LoginForm() {
  const queryClient = useQueryClient();
  const f = useSubmit(
    (form) => validateLogin({ email: text(form, 'email'), password: text(form, 'password') }),
    async (form) => {
      const session = await accountsApi.login(text(form, 'email').trim(), text(form, 'password'));
      queryClient.setQueryData(SESSION_KEY, session);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      toast.success(MSG.accounts.loggedIn);
      close();
      return undefined;
    },
  );
  return (
    <AccountForm
      submit={f}
      label={m.login}
      footer={
        <div className="flex justify-between text-sm">
          <button type="button" className={linkClass} onClick={() => openAccountModal('forgot')}>
            {m.forgot}
          </button>
          <button type="button" className={linkClass} onClick={() => openAccountModal('register')}>
            {m.register}
          </button>
        </div>
      }
    >
      <EmailField error={f.errors.email} />
      <PasswordField autoComplete="current-password" error={f.errors.password} />
    </AccountForm>
  );
}

function RegisterForm() {
  const read = (form: HTMLFormElement) => ({
    email: text(form, 'email'),
    username: text(form, 'username'),
    fullName: text(form, 'fullName'),
    password: text(form, 'password'),
  });
  const f = useSubmit(
    (form) => validateCreateAccount(read(form)),
    async (form) => {
      const v = read(form);
      const reply = await accountsApi.register({
        email: v.email.trim(),
        username: v.username,
        name: v.fullName.trim(),
        password: v.password,
      });
      return reply.message;
    },
  );
  const errors = f.errors as FieldErrors<'email' | 'username' | 'fullName' | 'password' | 'name'>;
  return (
    <AccountForm submit={f} label={m.register}>
      <EmailField hint={m.emailHint} error={errors.email} />
      <Field
        label={m.username}
        name="username"
        hint={m.usernameHint}
        autoComplete="username"
        error={errors.username}
      />
      <Field label={m.fullName} name="fullName" autoComplete="name" error={errors.fullName ?? errors.name} />
      <PasswordField autoComplete="new-password" hint={MSG.accounts.passwordPolicy} error={errors.password} />
      <p className="text-xs text-slate-500">
        {m.agree}{' '}
        <Link to="/privacy-policy" onClick={close} className={linkClass}>
          {MSG.content.privacy}
        </Link>{' '}
        ·{' '}
        <Link to="/terms-and-conditions" onClick={close} className={linkClass}>
          {MSG.content.terms}
        </Link>
      </p>
    </AccountForm>
  );
}

function ForgotForm() {
  const f = useSubmit(
    (form) => validateForgotPassword({ usernameOrEmail: text(form, 'identifier') }),
    async (form) => (await accountsApi.forgot(text(form, 'identifier').trim())).message,
  );
  return (
    <AccountForm submit={f} label={m.submit}>
      <Field
        label={m.usernameOrEmail}
        name="identifier"
        autoComplete="username"
        error={f.errors.usernameOrEmail}
      />
    </AccountForm>
  );
}

/** Login, Create Account and Forgot Password (spec 1 §2), backed by /api/v1/accounts (issue 15). */
export default function AccountModals() {
  const which = useAccountModal();
  return (
    <>
      <StaticDialog open={which === 'login'} title={m.loginTitle} onClose={close}>
        {which === 'login' && <LoginForm />}
      </StaticDialog>
      <StaticDialog open={which === 'register'} title={m.register} onClose={close}>
        {which === 'register' && <RegisterForm />}
      </StaticDialog>
      <StaticDialog open={which === 'forgot'} title={m.forgot} description={m.forgotHint} onClose={close}>
        {which === 'forgot' && <ForgotForm />}
      </StaticDialog>
    </>
  );
}
