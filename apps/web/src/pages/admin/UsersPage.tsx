import { ADMIN_MSG } from '@agora/core';
import { PageTitle } from '../../components/PageTitle';

export default function UsersPage() {
  return <PageTitle title={ADMIN_MSG.navUsers}>{ADMIN_MSG.navUsers}</PageTitle>;
}
