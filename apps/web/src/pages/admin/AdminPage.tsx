import { AdminShell } from '../../features/admin/AdminShell';

/** /admin/* — one lazy chunk for the whole area, so nothing of it reaches the public pages' bundles. */
export default function AdminPage() {
  return <AdminShell />;
}
