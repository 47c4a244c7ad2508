import { AdminArea } from '../admin/AdminArea';

/** The admin route of spec §2 (/admin and everything under it). */
export function AdminPage() {
  return <AdminArea />;
}
