import { ADMIN_MSG } from '@agora/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Empty } from '../../components/States';

/** What a visitor or a signed-in non-admin sees at /admin/*: the server answered 401 or 403. */
export function NotAllowed({ signedIn }: { signedIn: boolean }) {
  return (
    <section data-testid="admin-not-allowed">
      <PageTitle title={ADMIN_MSG.notAllowedTitle}>{ADMIN_MSG.notAllowedTitle}</PageTitle>
      <Empty title={ADMIN_MSG.notAllowed} hint={signedIn ? undefined : ADMIN_MSG.signInFirst}>
        <Link to="/" className="btn-ghost">
          {ADMIN_MSG.backHome}
        </Link>
      </Empty>
    </section>
  );
}
