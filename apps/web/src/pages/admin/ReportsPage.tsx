import { ADMIN_MSG } from '@agora/core';
import { PageTitle } from '../../components/PageTitle';

export default function ReportsPage() {
  return <PageTitle title={ADMIN_MSG.navReports}>{ADMIN_MSG.navReports}</PageTitle>;
}
