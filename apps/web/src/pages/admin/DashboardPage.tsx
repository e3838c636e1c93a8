import { ADMIN_MSG } from '@agora/core';
import { PageTitle } from '../../components/PageTitle';

export default function DashboardPage() {
  return <PageTitle title={ADMIN_MSG.navDashboard}>{ADMIN_MSG.navDashboard}</PageTitle>;
}
