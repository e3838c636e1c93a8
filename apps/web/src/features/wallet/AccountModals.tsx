import { MSG } from '@agora/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { StaticDialog } from '../../components/StaticDialog';
import { Field } from '../forms/Field';
import { openAccountModal, useAccountModal } from './accountModalStore';

/**
 * Login, Create Account and Forgot Password (spec 1 §2). Email accounts are built by a later issue: until
 * then submitting says so plainly, and nothing pretends to succeed.
 */
function Unavailable() {
  return (
    <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {MSG.emailAccountsUnavailable}
    </p>
  );
}

const noSubmit = (e: FormEvent) => e.preventDefault();
const close = () => openAccountModal(null);
const linkClass = 'font-semibold text-brand-700 hover:underline';

export default function AccountModals() {
  const which = useAccountModal();
  const m = MSG.account;
  return (
    <>
      <StaticDialog open={which === 'login'} title={m.loginTitle} onClose={close}>
        <form onSubmit={noSubmit} className="grid gap-4">
          <Field label={m.email} name="email" type="email" autoComplete="email" />
          <Field label={m.password} name="password" type="password" autoComplete="current-password" />
          <Unavailable />
          <button type="submit" className="btn-primary" disabled>
            {m.login}
          </button>
          <div className="flex justify-between text-sm">
            <button type="button" className={linkClass} onClick={() => openAccountModal('forgot')}>
              {m.forgot}
            </button>
            <button type="button" className={linkClass} onClick={() => openAccountModal('register')}>
              {m.register}
            </button>
          </div>
        </form>
      </StaticDialog>
      <StaticDialog open={which === 'register'} title={m.register} onClose={close}>
        <form onSubmit={noSubmit} className="grid gap-4">
          <Field label={m.email} name="email" type="email" hint={m.emailHint} autoComplete="email" />
          <Field label={m.username} name="username" hint={m.usernameHint} autoComplete="username" />
          <Field label={m.fullName} name="fullName" autoComplete="name" />
          <Field
            label={m.password}
            name="password"
            type="password"
            hint={m.passwordHint}
            autoComplete="new-password"
          />
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
          <Unavailable />
          <button type="submit" className="btn-primary" disabled>
            {m.register}
          </button>
        </form>
      </StaticDialog>
      <StaticDialog open={which === 'forgot'} title={m.forgot} description={m.forgotHint} onClose={close}>
        <form onSubmit={noSubmit} className="grid gap-4">
          <Field label={m.usernameOrEmail} name="identifier" />
          <Unavailable />
          <button type="submit" className="btn-primary" disabled>
            {m.submit}
          </button>
        </form>
      </StaticDialog>
    </>
  );
}
